import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { nextVersion } from './build'
import { deferPage, deferredScript, parsePage, type Extracted } from './page'

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')
const globalError = fixture('global-error.html')
const sitePage = fixture('site-page.html')
const loader = (_: Extracted, prefix: string) => `<script data-deferred-loader="" data-src="${prefix}/x.js"></script>`

function deferred(html: string) {
  const result = deferPage(html, loader)
  if (result.status !== 'deferred') throw new Error(`expected a deferred page, got ${JSON.stringify(result)}`)
  return result
}

/** Runs the deferred file as a browser would, with just enough of `document` to see which chunks it loads. */
function runDeferred(body: string) {
  const appended: Array<{ src: string; async: boolean }> = []
  const context: Record<string, unknown> = {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    },
  }
  context.self = context
  context.globalThis = context
  vm.runInNewContext(body, context)
  return { appended, context }
}

/** The chunk files of the captured page, in document order: their hashed names change with every build. */
const asyncChunks = [...globalError.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((match) => match[1]!)

describe('fixtures', () => {
  it('come from the installed Next version (recapture them after an upgrade)', () => {
    const { next } = JSON.parse(fixture('capture.json')) as { next: string }
    expect(next, 'run scripts/defer-hydration/capture-fixtures.ts on a fresh `next build`').toBe(nextVersion())
  })
})

describe('parsePage', () => {
  it('knows every script shape of the pinned Next build, in document order', () => {
    expect(parsePage(globalError).scripts.map((script) => script.shape)).toEqual([
      'script-preload',
      ...asyncChunks.slice(0, -1).map(() => 'chunk'),
      'polyfill',
      'runtime-bootstrap',
      'chunk',
      'flight-data',
      'flight-data',
    ])
    const shapes = new Set(parsePage(sitePage).scripts.map((script) => script.shape))
    expect([...shapes].sort()).toEqual([
      'chunk',
      'flight-data',
      'json-ld',
      'polyfill',
      'runtime-bootstrap',
      'script-preload',
      'shell',
    ])
  })

  it('reads markup as a browser does: script-like text in comments and attributes is not a script', () => {
    const html =
      '<!DOCTYPE html><html><head></head><body><!-- <script>alert(1)</script> -->' +
      '<div data-note="<script>x</script>"></div><textarea><script>y</script></textarea></body></html>'
    expect(parsePage(html).scripts).toEqual([])
  })
})

describe('deferPage', () => {
  it('removes the framework scripts and preloads, keeps every other byte as Next wrote it', () => {
    const { html } = deferred(globalError)
    const removed = parsePage(globalError).scripts.reduce((sum, script) => sum + (script.end - script.start), 0)
    const addedLoader = loader({ inline: [], sources: [] }, '').length
    expect(html.length).toBe(globalError.length - removed + addedLoader)
    // Not re-serialised: React's attribute casing and self-closing void tags survive (parse5 would lowercase them).
    expect(html.startsWith('<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/>')).toBe(true)
    expect(html).toContain('<form style="margin:0"><button type="submit"')
    expect(html.endsWith('<script data-deferred-loader="" data-src="/x.js"></script></body></html>')).toBe(true)
    expect(html).not.toContain('/_next/static/chunks/')
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
  })

  it('keeps structured data, the shell script and the forms of a site page', () => {
    const { html } = deferred(sitePage)
    const kept = parsePage(html).scripts.map((script) => script.shape)
    expect(kept).toEqual(['json-ld', 'shell', 'loader'])
    for (const script of parsePage(sitePage).scripts.filter((s) => s.shape === 'json-ld' || s.shape === 'shell'))
      expect(html).toContain(sitePage.slice(script.start, script.end))
    const form = /<form id="newsletter"[\s\S]*?<\/form>/.exec(sitePage)![0]
    expect(html).toContain(form)
    expect(html).not.toContain('noModule')
  })

  it('extracts the inline bootstrap in order and each chunk once; the deferred file replays them', () => {
    const { extracted, assetPrefix } = deferred(globalError)
    expect(assetPrefix).toBe('')
    expect(extracted.sources).toEqual(asyncChunks)
    expect(extracted.inline.map((code) => code.slice(0, 30))).toEqual([
      '(globalThis["TURBOPACK"] || (g',
      '(self.__next_f=self.__next_f||',
      'self.__next_f.push([1,"1:\\"$Sr',
    ])

    const { appended, context } = runDeferred(deferredScript(extracted))
    expect(appended).toEqual(extracted.sources.map((src) => ({ src, async: true })))
    const flight = context.__next_f as unknown[][]
    expect(flight[0]).toEqual([0])
    expect(flight[1]![0]).toBe(1)
    expect(String(flight[1]![1])).toContain('react.fragment')
    expect(context.TURBOPACK).toEqual([
      expect.objectContaining({ otherChunks: expect.arrayContaining([asyncChunks.at(-1)!.replace('/_next/', '')]) }),
    ])
  })

  it('runs nothing when the loader saw a form rewritten before the app arrived', () => {
    const body = deferredScript(deferred(globalError).extracted)
    const { appended, context } = runDeferred(`self.__keepStaticPage = true;\n${body}`)
    expect(appended).toEqual([])
    expect(context.__next_f).toBeUndefined()
    expect(context.TURBOPACK).toBeUndefined()
  })

  it('serves the deferred file from where Next serves its chunks (basePath or assetPrefix)', () => {
    const prefixed = globalError.replaceAll('"/_next/static/', '"/toko/_next/static/')
    expect(deferred(prefixed).assetPrefix).toBe('/toko')
  })

  it('is idempotent: a deferred page is recognised and left alone', () => {
    expect(deferPage(deferred(sitePage).html, loader)).toEqual({ status: 'already-deferred' })
  })

  it('answers "no framework scripts" for a plain page', () => {
    expect(deferPage('<!DOCTYPE html><html><head></head><body><p>Halo</p></body></html>', loader)).toEqual({
      status: 'no-framework-scripts',
    })
  })

  describe('refuses shapes it does not know, so a Next upgrade fails the build', () => {
    const cases: Array<[string, (html: string) => string, RegExp]> = [
      [
        'an inline script of unknown purpose',
        (html) => html.replace('</footer>', '</footer><script>window.dataLayer=[]</script>'),
        /unknown script: <script> "window.dataLayer=\[\]"/,
      ],
      [
        'a chunk loaded as a module',
        (html) => html.replace('async=""></script>', 'async="" type="module"></script>'),
        new RegExp(`unknown script: <script src="${asyncChunks[0]!.replace(/[./]/g, '\\$&')}" async="" type="module">`),
      ],
      [
        'flight data under a new global',
        (html) => html.replace('self.__next_f.push([1,"4:', 'self.__next_s.push([1,"4:'),
        /unknown script: <script> "self\.__next_s\.push/,
      ],
      [
        'a runtime bootstrap written differently',
        (html) => html.replace('(globalThis["TURBOPACK"] || ', '(globalThis.TURBOPACK || '),
        /unknown script: <script id="_R_">/,
      ],
      [
        'a third-party script',
        (html) => html.replace('</head>', '<script src="https://example.com/tag.js" async=""></script></head>'),
        /unknown script: <script src="https:\/\/example\.com\/tag\.js"/,
      ],
      [
        'framework scripts left next to the loader',
        (html) =>
          deferred(html).html.replace('</body>', '<script src="/_next/static/chunks/a.js" async=""></script></body>'),
        /framework script next to the loader/,
      ],
    ]
    for (const [name, doctor, message] of cases) {
      it(name, () => {
        const result = deferPage(doctor(sitePage), loader)
        expect(result.status).toBe('invalid')
        expect(result.status === 'invalid' && result.problems.join('\n')).toMatch(message)
      })
    }
  })
})
