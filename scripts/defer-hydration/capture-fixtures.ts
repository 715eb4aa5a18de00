/**
 * Recaptures the unit-test fixtures of defer-hydration from a real build, e.g. after a Next upgrade:
 *
 *   npx next build && npx tsx scripts/defer-hydration/capture-fixtures.ts [distDir]
 *
 * (plain `next build`, before the defer step has run). Writes to ./fixtures:
 * - global-error.html: Next's own error page, verbatim (9 KB, every framework script shape);
 * - site-page.html: the 404 page in the site shell (header, newsletter form, JSON-LD, shell script), with the
 *   inline stylesheet emptied and each flight-data string cut to its first 160 characters, to stay small;
 * - prerender-manifest.json: the manifest entries of those two pages plus one non-page route;
 * - capture.json: the Next version they come from (the tests fail when it differs from the installed one).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { nextVersion } from './build'
import { withoutInlinedStyles } from './flight'
import { loaderMarker, parsePage } from './page'

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next'
const appDir = path.join(distDir, 'server', 'app')
const fixtures = path.join(import.meta.dirname, 'fixtures')

function read(name: string): string {
  const html = readFileSync(path.join(appDir, name), 'utf8')
  if (html.includes(loaderMarker)) throw new Error(`${name} is already deferred: capture from a plain \`next build\``)
  return html
}

/** Replaces [start, end) ranges of `text`, last first so offsets stay valid. */
function splice(text: string, edits: Array<{ start: number; end: number; value: string }>): string {
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, edit) => out.slice(0, edit.start) + edit.value + out.slice(edit.end), text)
}

function trimmedSitePage(html: string): string {
  const edits: Array<{ start: number; end: number; value: string }> = []
  const walk = (node: DefaultTreeAdapterMap['node']) => {
    if ('tagName' in node && node.tagName === 'style') {
      const location = node.sourceCodeLocation
      if (location?.startTag && location.endTag)
        edits.push({
          start: location.startTag.endOffset,
          end: location.endTag.startOffset,
          value: '/* stylesheet left out of the fixture */',
        })
    }
    if ('childNodes' in node) node.childNodes.forEach(walk)
  }
  walk(parse(html, { sourceCodeLocationInfo: true }))
  for (const script of parsePage(html).scripts) {
    const match = script.code && /^self\.__next_f\.push\(\[1,("[\s\S]*")\]\)$/.exec(script.code)
    if (!match) continue
    const payload = (JSON.parse(match[1]!) as string).slice(0, 160)
    const literal = JSON.stringify(payload).replace(/</g, '\\u003c')
    const codeStart = script.start + script.tag.length
    edits.push({ start: codeStart, end: codeStart + script.code!.length, value: `self.__next_f.push([1,${literal}])` })
  }
  return splice(html, edits)
}

const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
  version: number
  routes: Record<string, unknown>
}
const keep = ['/_global-error', '/_not-found', '/robots.txt']
const routes = Object.fromEntries(keep.map((route) => [route, manifest.routes[route]]))

writeFileSync(path.join(fixtures, 'global-error.html'), read('_global-error.html'))
writeFileSync(path.join(fixtures, 'site-page.html'), trimmedSitePage(read('_not-found.html')))
writeFileSync(
  path.join(fixtures, 'prerender-manifest.json'), // Only what the step reads: the manifest's `preview` keys are secrets of that build.
  `${JSON.stringify({ version: manifest.version, routes }, null, 2)}\n`,
)
// One content page's whole flight data (a lead form, the newsletter, the layout), its stylesheet row emptied as the
// build does: what ./static-markup.test.ts cuts.
const contact = parsePage(read('contact.html'))
const flight = withoutInlinedStyles(
  contact.scripts.filter((script) => script.shape === 'flight-data').map((script) => script.code!),
  contact.styles,
)
writeFileSync(path.join(fixtures, 'contact-flight.json'), `${JSON.stringify(flight, null, 1)}\n`)
writeFileSync(path.join(fixtures, 'capture.json'), `${JSON.stringify({ next: nextVersion() }, null, 2)}\n`)
console.log(`fixtures captured from ${appDir} (Next ${nextVersion()})`)
