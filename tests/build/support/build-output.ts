/**
 * The production build's prerendered output, read from disk: what `next start` serves for a static page, the
 * sitemap, robots.txt and the RSS feed. Tests here need `npm run build` first (scripts/test.sh runs them after it).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'parse5'
import { articleRoutes } from '@/content/articles/routes'
import { routes } from '@/content/routes'
import type { Node } from './dom'

export const root = path.resolve(import.meta.dirname, '..', '..', '..')
const appDir = path.join(root, '.next', 'server', 'app')

/** Every page the site registers: the route registry and the blog (articles, categories, authors, list pages). */
export const registeredRoutes = [...routes, ...(await articleRoutes())]
const registeredPaths = new Set<string>(registeredRoutes.map((route) => route.path))

function built(file: string, what: string): string {
  if (!existsSync(file))
    throw new Error(`${what} is not in the build (${path.relative(root, file)}): run \`npm run build\` first`)
  return readFileSync(file, 'utf8')
}

const fileOf = (pagePath: string) => path.join(appDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

const pages = new Map<string, { html: string; document: Node }>()

/** The HTML of a registered route exactly as the build prerendered it (and `next start` serves it). */
export function pageHtml(pagePath: string): string {
  return loadPage(pagePath).html
}

/** The parsed prerendered page of a registered route (parse5's tree; query it with ./dom). */
export function readPage(pagePath: string): Node {
  return loadPage(pagePath).document
}

function loadPage(pagePath: string) {
  if (!registeredPaths.has(pagePath))
    throw new Error(`${pagePath} is not a registered route (src/content/routes.ts or the blog)`)
  let page = pages.get(pagePath)
  if (!page) {
    const html = built(fileOf(pagePath), pagePath)
    page = { html, document: parse(html) }
    pages.set(pagePath, page)
  }
  return page
}

/** A prerendered route handler's body (sitemap.xml, robots.txt, artikel/rss.xml, og/….png as text). */
export function routeBody(pagePath: string): string {
  return built(path.join(appDir, `${pagePath.slice(1)}.body`), pagePath)
}

/**
 * True when `next start` answers this site path from the build: a prerendered page, a prerendered route handler
 * body, or a file in public/ (downloads are generated there at build time).
 */
export function servedFromBuild(sitePath: string): boolean {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0]!)
  if (clean === '/') return existsSync(fileOf('/'))
  if (clean.includes('..')) return false
  return (
    [fileOf(clean), path.join(appDir, `${clean.slice(1)}.body`), path.join(root, 'public', clean.slice(1))].some(
      (file) => existsSync(file),
    ) || renderedPerRequest().has(clean)
  )
}

/** Pages the build serves but renders per request (no HTML in the build), e.g. the rank tracker's live demo. */
function renderedPerRequest(): Set<string> {
  const manifest = path.join(root, '.next', 'app-path-routes-manifest.json')
  return new Set(Object.values(JSON.parse(built(manifest, 'app routes')) as Record<string, string>))
}

/** The status and headers the build recorded for a prerendered route handler (what `next start` sends with it). */
export function routeMeta(pagePath: string): { status: number; headers: Record<string, string> } {
  return JSON.parse(built(path.join(appDir, `${pagePath.slice(1)}.meta`), `${pagePath} (meta)`))
}

/** A prerendered route handler's body as bytes (share-card PNGs). */
export function routeBytes(pagePath: string): Buffer {
  const file = path.join(appDir, `${pagePath.slice(1)}.body`)
  built(file, pagePath)
  return readFileSync(file)
}
