/**
 * The post-build step over a whole build: every prerendered page of `<distDir>/server/app`, and of the
 * standalone copy (`<distDir>/standalone/…/<distDir>/server/app`) when `output: 'standalone'` made one.
 * Checks everything first and writes only when the whole build is understood, so a failure leaves the build
 * as Next wrote it.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { SCRIPT_HASHES_FILE } from '../../src/lib/security/csp'
import { PAGE_DOCUMENT_FILE, type PageDocument } from '../../src/lib/server/page-styles'
import { inlineScriptHashes } from './csp-hashes'
import { scriptTokens, subsetPageStyles, withoutClassGroupTable } from './css-subset'
import { deferPage, deferredScript, loaderMarker, parsePage, isFramework, type Extracted } from './page'
import { pageDocument, pageDocumentParts } from './page-styles'
import { buildVitalsScript } from './vitals-script'

export class DeferHydrationError extends Error {}

type Output = { label: string; appDir: string; staticDir: string | null; manifest: string }

export type DeferReport = Array<{
  label: string
  deferred: number
  alreadyDeferred: number
  scriptHashes: number
  /** Bytes of the rewritten pages before and after their inlined stylesheets were cut to what they use. */
  css: { before: number; after: number }
  /** Characters of the pages' flight data before and after static markup was cut out (./static-markup.ts). */
  flight: { before: number; after: number }
}>

const loaderSource = path.join(import.meta.dirname, 'loader.browser.ts')

/**
 * The loader as inline JavaScript: esbuild strips the types and minifies it (no bundling, so no helpers). It is on
 * every page: minified it is 2.5 KB instead of 3.7 KB, 0.23 KB less compressed HTML per page.
 */
export function loaderCode(): string {
  return transformSync(readFileSync(loaderSource, 'utf8'), { loader: 'ts', minify: true, target: 'es2020' }).code
}

/**
 * The loader element. `data-chunks` lists the chunks the deferred file loads, so the loader can fetch them alongside
 * it and prefetch them when idle (their shared path costs next to nothing once the page is compressed).
 */
function loaderTag(code: string, deferredUrl: string, chunks: readonly string[] = [], vitalsUrl = ''): string {
  const list = chunks.join(' ').replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  // `data-vitals`: the field Core Web Vitals script (./vitals-script.ts), started once the page is loaded and idle.
  const vitals = vitalsUrl ? ` data-vitals="${vitalsUrl}"` : ''
  // `</script` cannot occur in the loader's own code; the deferred and vitals URLs are hash paths.
  return `<script ${loaderMarker}="" data-src="${deferredUrl}" data-chunks="${list}"${vitals}>${code}</script>`
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** `<dir>/**​/<name>/server/app` under the standalone folder, wherever file tracing put the app (monorepos nest it). */
function findStandaloneApp(dir: string, name: string, depth = 0): string | null {
  const candidate = path.join(dir, name, 'server', 'app')
  if (existsSync(candidate)) return candidate
  if (depth >= 4) return null
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue
    const found = findStandaloneApp(path.join(dir, entry.name), name, depth + 1)
    if (found) return found
  }
  return null
}

function findOutputs(distDir: string): Output[] {
  const outputs: Output[] = [
    {
      label: path.join(distDir, 'server', 'app'),
      appDir: path.join(distDir, 'server', 'app'),
      staticDir: path.join(distDir, 'static'),
      manifest: path.join(distDir, 'prerender-manifest.json'),
    },
  ]
  const standalone = path.join(distDir, 'standalone')
  if (existsSync(standalone)) {
    const appDir = findStandaloneApp(standalone, path.basename(distDir))
    if (!appDir) throw new DeferHydrationError(`${standalone} exists but holds no ${path.basename(distDir)}/server/app`)
    const standaloneDist = path.dirname(path.dirname(appDir))
    // Next does not copy static files into the standalone folder; when the deployment already did, keep it whole.
    const staticDir = path.join(standaloneDist, 'static')
    outputs.push({
      label: appDir,
      appDir,
      staticDir: existsSync(staticDir) ? staticDir : null,
      manifest: path.join(standaloneDist, 'prerender-manifest.json'),
    })
  }
  return outputs
}

/** HTML files of the routes Next says it prerendered as pages (`/` → index.html, `/a/b` → a/b.html). */
function prerenderedPages(manifestFile: string, appDir: string): Map<string, string> {
  if (!existsSync(manifestFile)) throw new DeferHydrationError(`no prerender manifest at ${manifestFile}`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    routes?: Record<string, { dataRoute?: string | null; routeType?: string }>
  }
  const pages = new Map<string, string>()
  for (const [route, entry] of Object.entries(manifest.routes ?? {})) {
    if (entry.routeType === 'route' || !entry.dataRoute?.endsWith('.rsc')) continue
    pages.set(path.join(appDir, `${entry.dataRoute.slice(1, -'.rsc'.length)}.html`), route)
  }
  return pages
}

type ChunkText = { tokens: Set<string>; references: string[] }

/** `static/chunks/….js` as a chunk names another one it loads on demand (Turbopack's chunk paths). */
const chunkReference = /static\/chunks\/[\w.~-]+(?:\/[\w.~-]+)*\.js/g

/**
 * Class-like tokens of the client chunks a page loads (`sources`, the chunk URLs of the page) and of every chunk
 * those name in turn (chunks loaded on demand, e.g. by an island's dynamic import), each chunk read once per build.
 * A chunk missing from the static folder is a problem: the page's classes could not all be known.
 */
function chunkTokenSets(
  sources: readonly string[],
  staticDir: string,
  cache: Map<string, ChunkText>,
  problems: string[],
): Array<Set<string>> {
  const queue = sources.map((src) => src.slice(src.indexOf('/_next/static/') + '/_next/static/'.length))
  const seen = new Set<string>()
  const sets: Array<Set<string>> = []
  for (let relative = queue.shift(); relative !== undefined; relative = queue.shift()) {
    relative = relative.split(/[?#]/)[0]!
    if (seen.has(relative)) continue
    seen.add(relative)
    const file = path.join(staticDir, relative)
    let chunk = cache.get(file)
    if (!chunk) {
      if (!existsSync(file)) {
        problems.push(`chunk ${relative} is not in ${staticDir}: the page's stylesheet cannot be cut safely`)
        continue
      }
      const text = readFileSync(file, 'utf8')
      chunk = {
        tokens: scriptTokens(withoutClassGroupTable(text)),
        references: (text.match(chunkReference) ?? []).map((ref) => ref.slice(7)),
      }
      cache.set(file, chunk)
    }
    sets.push(chunk.tokens)
    queue.push(...chunk.references)
  }
  return sets
}

/**
 * Defers the framework scripts of every prerendered page. Throws DeferHydrationError (nothing written) when a
 * page holds a script shape it does not know, when a prerendered route is left with framework scripts, or
 * when no page at all would be deferred.
 */
export function deferHydration(distDir: string, log: (line: string) => void = console.log): DeferReport {
  const code = loaderCode()
  const vitals = buildVitalsScript()
  const problems: string[] = []
  const pageWrites = new Map<string, string>()
  const deferredFiles = new Map<string, { body: string; dirs: string[] }>()
  const report: DeferReport = []
  const hashWrites = new Map<string, string[]>()
  const chunks = new Map<string, ChunkText>()
  /** The pages as Next wrote them, for the page document of the pages rendered per request (./page-styles.ts). */
  const documentParts: Array<ReturnType<typeof pageDocumentParts>> = []
  const documentDirs: string[] = []

  /** One page's rewrite, by its text as Next wrote it (see the loop below). */
  type RewrittenPage = {
    status: ReturnType<typeof deferPage>['status']
    /** Without the file's name: the same text may be two files. */
    problems: string[]
    html: string
    deferredFile: string | null
    css: { before: number; after: number }
    flight: { before: number; after: number }
    scriptHashes: string[]
  }
  const rewrittenPages = new Map<string, RewrittenPage>()
  const rewritePage = (source: string): RewrittenPage => {
    const page: RewrittenPage = {
      status: 'invalid',
      problems: [],
      html: source,
      deferredFile: null,
      css: { before: 0, after: 0 },
      flight: { before: 0, after: 0 },
      scriptHashes: [],
    }
    const result = deferPage(
      source,
      (extracted: Extracted, assetPrefix: string) => {
        const body = deferredScript(extracted)
        const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`
        if (!deferredFiles.has(name)) deferredFiles.set(name, { body, dirs: [] })
        page.deferredFile = name
        return loaderTag(
          code,
          `${assetPrefix}/_next/static/deferred/${name}`,
          extracted.sources,
          `${assetPrefix}/_next/static/vitals/${vitals.name}`,
        )
      },
      (cut) => {
        page.flight.before += cut.before
        page.flight.after += cut.after
      },
    )
    page.status = result.status
    if (result.status === 'invalid') page.problems.push(...result.problems)
    else if (result.status === 'deferred') {
      // The inlined stylesheet keeps what the page's markup, flight data and chunks can use. The flight data
      // no longer holds the stylesheet's own copy (./flight.ts), so its class names do not count as used.
      const tokenSets = chunkTokenSets(result.extracted.sources, path.join(distDir, 'static'), chunks, page.problems)
      tokenSets.push(scriptTokens(result.extracted.inline.join('\n')))
      const subset = subsetPageStyles(result.html, tokenSets)
      page.css = { before: subset.before, after: subset.after }
      // The rewritten page must parse to nothing but kept scripts and the loader.
      const left = parsePage(subset.html).scripts.filter((script) => isFramework(script) || script.shape === 'unknown')
      if (left.length) page.problems.push(`still holds ${left.length} framework script(s) after the rewrite`)
      page.html = subset.html
    }
    page.scriptHashes = inlineScriptHashes(page.html)
    return page
  }

  for (const output of findOutputs(distDir)) {
    if (!existsSync(output.appDir)) {
      problems.push(`${output.appDir} does not exist: did \`next build\` run?`)
      continue
    }
    const prerendered = prerenderedPages(output.manifest, output.appDir)
    let deferred = 0
    let alreadyDeferred = 0
    const css = { before: 0, after: 0 }
    const flight = { before: 0, after: 0 }
    const hashes = new Set<string>()
    documentDirs.push(path.dirname(path.dirname(output.appDir)))
    for (const file of htmlFiles(output.appDir)) {
      const where = path.relative(distDir, file)
      const source = readFileSync(file, 'utf8')
      // The standalone copy holds the same pages byte for byte: each distinct page is rewritten once (48 CPU-seconds
      // for the step on the test build when every copy was parsed again, 29 now: docs/performance.md).
      let page = rewrittenPages.get(source)
      if (!page) {
        page = rewritePage(source)
        rewrittenPages.set(source, page)
        if (page.status === 'deferred' && documentDirs.length === 1) documentParts.push(pageDocumentParts(source))
      }
      if (page.deferredFile) {
        const entry = deferredFiles.get(page.deferredFile)!
        for (const dir of [path.join(distDir, 'static'), output.staticDir]) {
          if (dir && !entry.dirs.includes(dir)) entry.dirs.push(dir)
        }
      }
      problems.push(...page.problems.map((problem) => `${where}: ${problem}`))
      flight.before += page.flight.before
      flight.after += page.flight.after
      if (page.status === 'deferred') {
        css.before += page.css.before
        css.after += page.css.after
        pageWrites.set(file, page.html)
        deferred++
      } else if (page.status === 'already-deferred') alreadyDeferred++
      else if (page.status !== 'invalid' && prerendered.has(file))
        problems.push(`${where}: prerendered route ${prerendered.get(file)} has no framework script this step knows`)
      prerendered.delete(file)
      for (const hash of page.scriptHashes) hashes.add(hash)
    }
    // Next to the build output the server reads (src/lib/security/csp.ts): <distDir>/csp-script-hashes.json.
    hashWrites.set(path.join(path.dirname(path.dirname(output.appDir)), SCRIPT_HASHES_FILE), [...hashes].sort())
    for (const [file, route] of prerendered) problems.push(`prerendered route ${route} has no HTML at ${file}`)
    if (deferred + alreadyDeferred === 0) problems.push(`${output.label}: no page was deferred`)
    report.push({ label: output.label, deferred, alreadyDeferred, scriptHashes: hashes.size, css, flight })
  }

  // A second run over pages already rewritten finds no whole stylesheet: the first run's document stays.
  let document: PageDocument | null = null
  if (documentParts.length) {
    const made = pageDocument(documentParts)
    if (typeof made === 'string') problems.push(`page document for the pages rendered per request: ${made}`)
    else document = made
  }

  if (problems.length) {
    const shown = problems.slice(0, 20).map((problem) => `  - ${problem}`)
    if (problems.length > 20) shown.push(`  … and ${problems.length - 20} more`)
    throw new DeferHydrationError(
      `the build output is not what scripts/defer-hydration knows (Next ${nextVersion()}):\n${shown.join('\n')}\n` +
        'Pages would ship with scripts that never run or run on every view. If Next changed its output, update ' +
        'scripts/defer-hydration/page.ts and recapture the fixtures (scripts/defer-hydration/capture-fixtures.ts). ' +
        'A framework-free script of the site itself stays only when marked data-shell.',
    )
  }

  for (const [name, { body, dirs }] of deferredFiles) {
    for (const dir of dirs) {
      mkdirSync(path.join(dir, 'deferred'), { recursive: true })
      writeFileSync(path.join(dir, 'deferred', name), body)
    }
  }
  for (const dir of new Set(
    findOutputs(distDir)
      .map((output) => output.staticDir)
      .concat(path.join(distDir, 'static')),
  )) {
    if (!dir || !existsSync(path.dirname(dir))) continue
    mkdirSync(path.join(dir, 'vitals'), { recursive: true })
    writeFileSync(path.join(dir, 'vitals', vitals.name), vitals.body)
  }
  for (const [file, html] of pageWrites) writeFileSync(file, html)
  for (const [file, scriptHashes] of hashWrites) writeFileSync(file, `${JSON.stringify({ scriptHashes }, null, 2)}\n`)
  if (document)
    for (const dir of documentDirs) writeFileSync(path.join(dir, PAGE_DOCUMENT_FILE), JSON.stringify(document))
  for (const { label, deferred, alreadyDeferred, scriptHashes, css, flight } of report) {
    const again = alreadyDeferred ? ` (${alreadyDeferred} already deferred)` : ''
    log(`defer-hydration: ${deferred} prerendered page(s) in ${label} now load the app on first use of a form${again}`)
    if (deferred) {
      const kb = (chars: number) => `${Math.round(chars / deferred / 1024)} KB`
      log(`defer-hydration: inlined CSS cut to what each page uses: ${kb(css.before)} → ${kb(css.after)} per page`)
      log(
        `defer-hydration: flight data cut to what React hydrates: ${kb(flight.before)} → ${kb(flight.after)} per page`,
      )
    }
    log(`defer-hydration: ${scriptHashes} distinct inline script(s) hashed for the Content-Security-Policy`)
  }
  if (document) {
    const rules = document.stylesheet.rules.length
    log(`defer-hydration: ${rules} stylesheet rules indexed for the pages rendered per request (${PAGE_DOCUMENT_FILE})`)
  }
  log(`defer-hydration: vitals script /_next/static/vitals/${vitals.name}, ${vitals.gzipBytes} bytes gzipped`)
  return report
}

export function nextVersion(): string {
  try {
    const file = path.join(process.cwd(), 'node_modules', 'next', 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}
