import 'server-only'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { WebFontScript } from '@/components/layout/web-font'
import { site } from '@/content/site'
import { logger } from '@/lib/log'
import { readPageDocument, stylesheetFor, type PageDocument } from '@/lib/server/page-styles'
import { THEME_COLOR } from './document-meta'

/*
 * Pages rendered per request whose forms are plain posts (the rank tracker's private pages, the audit report, the
 * staff inbox) are answered by route handlers with this: the server components rendered to HTML by React's own
 * server renderer, with no App Router client runtime, no flight data (the page's second copy) and no client chunk.
 * The stylesheet is inlined once, cut to the rules the page's markup uses (src/lib/server/page-styles.ts), and the
 * document is the root layout's: its `<html>` attributes (font class and fallback) as the build recorded them,
 * the same head facts, the web-font script. Why, and what it relies on in Next.js and React: docs/performance.md
 * ("Pages rendered per request").
 */

export type PageHead = {
  /** The whole title, brand included (`pageTitle` or `inboxTitle`). */
  title: string
  description?: string
  /** `<meta name="robots">`, e.g. 'noindex, nofollow'. */
  robots?: string
  /** `<meta name="referrer">`: these pages carry a secret in their address. */
  referrer?: 'no-referrer' | 'same-origin'
}

export const pageTitle = (title: string) => `${title} | ${site.name}`

export type ServerPageOptions = {
  status?: number
  /** Headers of the answer besides the content type (the proxy adds the site's own: CSP, private, noindex). */
  headers?: Record<string, string>
}

/** Replaced by the page's stylesheet once the markup (and so the classes it uses) is known. */
const STYLES = '/*page-styles*/'

/** Next's Cache-Control for a page rendered per request, kept for the pages that moved off its page renderer. */
const DYNAMIC_PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

function Document({ head, document, children }: { head: PageHead; document: PageDocument; children: ReactNode }) {
  const attributes = Object.fromEntries(document.html.map(([name, value]) => [htmlProp(name), value]))
  const style = attributes.style
  delete attributes.style
  const brandFont = attributes['data-brand-font']
  return (
    <html {...attributes} style={style ? styleObject(style) : undefined}>
      {/* A whole document rendered by React's server renderer, outside Next's pages: next/head does not apply. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{STYLES}</style>
        <meta name="theme-color" content={THEME_COLOR} />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        <meta name="application-name" content={site.name} />
        {head.referrer ? <meta name="referrer" content={head.referrer} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
      </head>
      <body id="top">
        {brandFont ? <WebFontScript family={brandFont} /> : null}
        {children}
      </body>
    </html>
  )
}

const htmlProp = (name: string) => (name === 'class' ? 'className' : name)

/** `--a:b;--c:d` as React's style object (the root layout writes only custom properties on <html>). */
function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([name, value]) => name && value)
  return Object.fromEntries(entries) as Record<string, string>
}

/**
 * The page as a complete HTML answer. Rendered to the end before anything is sent, so the status and headers are
 * chosen once the whole page is known. Every inline script gets this answer's CSP nonce (src/proxy.ts puts it in
 * `x-nonce`).
 */
export async function renderServerPage(
  request: Request,
  head: PageHead,
  body: ReactNode,
  options: ServerPageOptions = {},
): Promise<Response> {
  const built = readPageDocument()
  const dev = built ? null : await devDocument(request)
  const document = built ?? dev!.document
  // The whole page is known before it is rendered (its data is read first; no component waits), so React's string
  // renderer is enough: the streaming one encoded each of a tracker page's ~50,000 chunks to bytes and this decoded
  // them again, 20 of 80 ms a page. A component that suspended would throw here (a 500), not send half a page.
  let html = `<!DOCTYPE html>${renderToString(
    <Document head={head} document={document}>
      {body}
    </Document>,
  )}`
  if (dev) html = html.replace(`<style>${STYLES}</style>`, () => dev.stylesheets)
  else {
    const css = stylesheetFor(document.stylesheet, html)
    html = html.replace(STYLES, () => css.replaceAll('</style', '<\\/style'))
  }
  const nonce = request.headers.get('x-nonce')
  if (nonce && /^[\w+/=]+$/.test(nonce)) html = html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
  return new Response(html, {
    status: options.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': DYNAMIC_PAGE_CACHE_CONTROL,
      ...options.headers,
    },
  })
}

type DevDocument = { document: PageDocument; stylesheets: string }
let devCache: Promise<DevDocument> | null = null

const unstyled: DevDocument = {
  document: { html: [['lang', 'id']], stylesheet: { href: '', blocks: [], rules: [] } },
  stylesheets: '',
}

/**
 * Without the build's page document: in `next dev` (no build step) the `<html>` attributes and the stylesheets are
 * taken from a page Next renders itself (the privacy notice), once, its stylesheets whole; anywhere else (a build
 * whose defer-hydration step did not run, a unit test) the page is unstyled. Said once in the log.
 */
function devDocument(request: Request): Promise<DevDocument> {
  devCache ??= (async () => {
    if (process.env.NODE_ENV !== 'development') {
      logger.warn('no page document from the build (.next/page-document.json): pages rendered per request are unstyled')
      return unstyled
    }
    logger.warn('no page document from the build (next dev): styles are read from /kebijakan-privasi')
    try {
      const html = await (await fetch(new URL('/kebijakan-privasi', request.url))).text()
      const decode = (value: string) =>
        value.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
      const attributes = [...(html.match(/<html([^>]*)>/)?.[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(
        ([, name, value]) => [name!, decode(value!)] as [string, string],
      )
      const stylesheets = (
        html.match(/<link rel="stylesheet"[^>]*>|<style data-precedence[^>]*>[\s\S]*?<\/style>/g) ?? []
      ).join('')
      return { document: { html: attributes, stylesheet: { href: '', blocks: [], rules: [] } }, stylesheets }
    } catch (error) {
      logger.warn({ err: error }, 'pages rendered per request are unstyled: no page to read the styles from')
      return unstyled
    }
  })()
  return devCache
}
