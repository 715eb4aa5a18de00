import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SCRIPT_HASHES_FILE } from '../../src/lib/security/csp'
import { DeferHydrationError, deferHydration, loaderCode } from './build'
import { cspHash } from './csp-hashes'
import { parsePage } from './page'

const fixtures = path.join(import.meta.dirname, 'fixtures')
let root = ''
let distDir = ''

/**
 * A build output as Next lays it out: server/app/*.html and the prerender manifest, optionally a standalone copy,
 * and the chunks the pages load (empty: their class names are what the stylesheet step reads).
 */
function layOut(appDir: string, manifestDir: string) {
  mkdirSync(appDir, { recursive: true })
  cpSync(path.join(fixtures, 'global-error.html'), path.join(appDir, '_global-error.html'))
  cpSync(path.join(fixtures, 'site-page.html'), path.join(appDir, '_not-found.html'))
  cpSync(path.join(fixtures, 'prerender-manifest.json'), path.join(manifestDir, 'prerender-manifest.json'))
  for (const page of ['global-error.html', 'site-page.html']) {
    for (const [, chunk] of read(path.join(fixtures, page)).matchAll(/src="\/_next\/static\/(chunks\/[^"]+)"/g)) {
      const file = path.join(distDir, 'static', chunk!)
      mkdirSync(path.dirname(file), { recursive: true })
      if (!existsSync(file)) writeFileSync(file, '')
    }
  }
}

const appDir = () => path.join(distDir, 'server', 'app')
const standaloneDist = () => path.join(distDir, 'standalone', '.next')
const read = (file: string) => readFileSync(file, 'utf8')
const quiet = () => undefined

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), read(file)]
      }),
  )
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'defer-hydration-'))
  distDir = path.join(root, '.next')
  mkdirSync(path.join(distDir, 'static'), { recursive: true })
  layOut(appDir(), distDir)
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('deferHydration over a build', () => {
  it('rewrites every prerendered page and writes the deferred files they point to', () => {
    const lines: string[] = []
    const report = deferHydration(distDir, (line) => lines.push(line))
    expect(report).toEqual([
      {
        label: appDir(),
        deferred: 2,
        alreadyDeferred: 0,
        scriptHashes: expect.any(Number),
        css: expect.any(Object),
        flight: expect.any(Object),
      },
    ])
    expect(lines[0]).toMatch(/2 prerendered page\(s\) in .+server\/app now load the app/)
    for (const page of ['_global-error.html', '_not-found.html']) {
      const html = read(path.join(appDir(), page))
      const loader = parsePage(html).scripts.find((script) => script.shape === 'loader')!
      const src = /data-src="([^"]+)"/.exec(loader.tag)![1]!
      expect(src).toMatch(/^\/_next\/static\/deferred\/[0-9a-f]{16}\.js$/)
      const body = read(path.join(distDir, 'static', src.slice('/_next/static/'.length)))
      expect(body).toContain('self.__next_f.push([1,')
    }
  })

  it('hashes every inline executable script of the rewritten pages for the Content-Security-Policy', () => {
    const shell = '<script data-shell="">document.documentElement.dataset.shell="1"</script>'
    const page = path.join(appDir(), '_not-found.html')
    writeFileSync(page, read(page).replace('</body>', `${shell}</body>`))
    deferHydration(distDir, quiet)
    const { scriptHashes } = JSON.parse(read(path.join(distDir, SCRIPT_HASHES_FILE))) as { scriptHashes: string[] }
    const expected = new Set<string>()
    for (const name of ['_global-error.html', '_not-found.html']) {
      for (const script of parsePage(read(path.join(appDir(), name))).scripts) {
        if (script.code && script.shape !== 'json-ld') expected.add(cspHash(script.code))
      }
    }
    // The loader (one code, so one hash), the fixture's shell script and the added one; JSON-LD is data.
    expect(expected.size).toBe(3)
    expect(scriptHashes).toEqual([...expected].sort())
    expect(scriptHashes).toContain(cspHash('document.documentElement.dataset.shell="1"'))
    expect(scriptHashes).toContain(cspHash(loaderCode()))
  })

  it('processes the standalone copy too, and its static folder when the deployment made one', () => {
    layOut(path.join(standaloneDist(), 'server', 'app'), standaloneDist())
    mkdirSync(path.join(standaloneDist(), 'static'))
    const report = deferHydration(distDir, quiet)
    expect(report.map(({ deferred }) => deferred)).toEqual([2, 2])
    const standalonePage = read(path.join(standaloneDist(), 'server', 'app', '_not-found.html'))
    expect(standalonePage).toBe(read(path.join(appDir(), '_not-found.html')))
    expect(readdirSync(path.join(standaloneDist(), 'static', 'deferred'))).toEqual(
      readdirSync(path.join(distDir, 'static', 'deferred')),
    )
  })

  it('finds the standalone app where file tracing nested it (monorepo layout)', () => {
    const nested = path.join(distDir, 'standalone', 'apps', 'web', '.next')
    mkdirSync(nested, { recursive: true })
    layOut(path.join(nested, 'server', 'app'), nested)
    expect(deferHydration(distDir, quiet).map(({ label }) => label)).toEqual([
      appDir(),
      path.join(nested, 'server', 'app'),
    ])
    expect(read(path.join(nested, 'server', 'app', '_global-error.html'))).toContain('data-deferred-loader')
  })

  it('is idempotent: a second run changes nothing', () => {
    deferHydration(distDir, quiet)
    const before = snapshot(distDir)
    expect(deferHydration(distDir, quiet)).toEqual([
      {
        label: appDir(),
        deferred: 0,
        alreadyDeferred: 2,
        scriptHashes: expect.any(Number),
        css: { before: 0, after: 0 },
        flight: { before: 0, after: 0 },
      },
    ])
    expect(snapshot(distDir)).toEqual(before)
  })

  it("cuts each page's inlined stylesheet to the classes its markup, flight data and chunks use", () => {
    const page = path.join(appDir(), '_not-found.html')
    // Next's flight data repeats the stylesheet as a text row: its class names must not count as used.
    const css =
      '.sr-only{position:absolute}.text-lg{font-size:1.125rem}.lg\\:block{display:block}' +
      '.field-error{color:#b91c1c}.toast-open{opacity:1}.only-on-another-page{display:grid}@media (min-width:64rem){.lg\\:grid-cols-9{color:red}}'
    const flight = `self.__next_f.push([1,${JSON.stringify(`9:T${Buffer.byteLength(css).toString(16)},${css}`)}])`
    writeFileSync(
      page,
      read(page)
        .replace('/* stylesheet left out of the fixture */', css)
        // The fixture keeps only the start of each flight push, which no longer reads as a stream of rows: this
        // page's flight data is the stylesheet row alone.
        .replace(/<script>self\.__next_f\.push\(\[1,[\s\S]*?\]\)<\/script>/g, '')
        .replace('</body>', `<script>${flight}</script></body>`),
    )
    // An island's chunk sets `field-error`; the chunk it loads on demand sets `toast-open`.
    const chunks = [...read(page).matchAll(/src="\/_next\/static\/(chunks\/[^"]+)"/g)].map((match) => match[1]!)
    writeFileSync(
      path.join(distDir, 'static', chunks[0]!),
      'e&&(t.className=n?"field-error":"");import("static/chunks/toast.js")',
    )
    writeFileSync(path.join(distDir, 'static', 'chunks', 'toast.js'), 'el.classList.add(`toast-open`)')

    const [report] = deferHydration(distDir, quiet)
    const [style] = parsePage(read(page)).styles
    expect(style).toBe(
      '.sr-only{position:absolute}.text-lg{font-size:1.125rem}.lg\\:block{display:block}.field-error{color:#b91c1c}.toast-open{opacity:1}',
    )
    expect(report!.css.after).toBeLessThan(report!.css.before)
    // The deferred file still drops the stylesheet's copy (matched on the text Next wrote, before the cut).
    const src = /data-src="\/_next\/static\/([^"]+)"/.exec(read(page))![1]!
    expect(read(path.join(distDir, 'static', src))).not.toContain('only-on-another-page')
  })

  describe('fails the build, writing nothing', () => {
    function expectFailure(message: RegExp) {
      const before = snapshot(root)
      expect(() => deferHydration(distDir, quiet)).toThrow(DeferHydrationError)
      expect(() => deferHydration(distDir, quiet)).toThrow(message)
      expect(snapshot(root)).toEqual(before)
    }

    it('on a script shape it does not know', () => {
      const page = path.join(appDir(), '_not-found.html')
      writeFileSync(page, read(page).replace('</main>', '</main><script>trackVisit()</script>'))
      expectFailure(/_not-found\.html: unknown script: <script> "trackVisit\(\)"[\s\S]*recapture the fixtures/)
    })

    it('when a prerendered route has no HTML where the manifest says', () => {
      rmSync(path.join(appDir(), '_global-error.html'))
      expectFailure(/prerendered route \/_global-error has no HTML at .+_global-error\.html/)
    })

    it('when a prerendered route would keep framework scripts Next now writes differently', () => {
      // e.g. an upgrade that moves the flight data into external files: the page has nothing this step knows.
      const page = path.join(appDir(), '_global-error.html')
      const plain = read(page).replace(/<script[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>/g, '')
      writeFileSync(page, plain)
      expectFailure(/prerendered route \/_global-error has no framework script this step knows/)
    })

    it('when no page at all is deferred', () => {
      rmSync(appDir(), { recursive: true })
      mkdirSync(appDir())
      writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes: {} }))
      expectFailure(/no page was deferred/)
    })

    it('when a chunk a page loads is not in the static folder (its classes could not be known)', () => {
      rmSync(path.join(distDir, 'static', 'chunks'), { recursive: true })
      expectFailure(/chunk chunks\/[^ ]+\.js is not in .+static: the page's stylesheet cannot be cut safely/)
    })

    it('when the standalone folder holds no app', () => {
      mkdirSync(path.join(distDir, 'standalone', 'node_modules'), { recursive: true })
      expectFailure(/standalone exists but holds no \.next\/server\/app/)
    })
  })
})

describe('loaderCode', () => {
  it('is small, self-contained browser JavaScript', () => {
    const code = loaderCode()
    expect(() => new Function(code)).not.toThrow()
    expect(code).not.toMatch(/\b(import|export|require|__name)\b/)
    expect(code).not.toContain('</script')
    // Inline on every page, minified: about 1.2 KB once gzipped. Grows only for behaviour a visitor notices.
    expect(code.length).toBeLessThan(2700)
    expect(code).not.toMatch(/\/\*|\n\s/) // no comments, no indentation
  })
})
