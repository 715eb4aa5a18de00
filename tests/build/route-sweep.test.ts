/**
 * Every registered route as prerendered, read without a browser: the metadata, JSON-LD, header and footer that
 * every page carries, icons that point at the page's sprite, new-tab links that say so, and contact links that
 * count their clicks. The browser sweep (e2e/shell.spec.ts) loads each route at both widths for what needs one:
 * layout, drawn icons, axe, requests, hydration.
 */
import { describe, expect, test } from 'vitest'
import { isClickTarget, isTrackedContactHref } from '@/content/click-targets'
import { downloads } from '@/content/downloads'
import { footerQuickLinks, footerServiceLinks, headerActions, mainNav } from '@/content/navigation'
import { documentTitle, site } from '@/content/site'
import { absoluteUrl } from '@/lib/seo'
import { readPage, registeredRoutes, routeBody } from './support/build-output'
import { accessibleName, attr, byText, one, pageLandmark, queryAll, text, type Node } from './support/dom'
import { jsonLd } from './support/json-ld'

/** The words the site uses to tell a screen reader that a link opens a new tab. */
const NEW_TAB_NOTICE = /\(membuka tab baru\)/

const content = (page: Node, selector: string) => attr(one(page, selector), 'content')

/** Problems with the page's new-tab links: each says so (in its description or its name) and has rel=noopener. */
function unannouncedNewTabLinks(page: Node): { count: number; problems: string[] } {
  const links = queryAll(page, 'a[target="_blank"]')
  const problems: string[] = []
  for (const link of links) {
    const label = `${text(link)} → ${attr(link, 'href')}`
    if (!/noopener/.test(attr(link, 'rel') ?? '')) problems.push(`${label}: no rel=noopener`)
    const describedBy = attr(link, 'aria-describedby')
    const said = describedBy
      ? describedBy
          .split(/\s+/)
          .some((id) => queryAll(page, `[id="${id}"]`).some((node) => NEW_TAB_NOTICE.test(text(node))))
      : NEW_TAB_NOTICE.test(accessibleName(link, page))
    if (!said) problems.push(`${label}: does not say it opens a new tab`)
  }
  return { count: links.length, problems }
}

describe('every registered route', () => {
  for (const route of registeredRoutes) {
    test(`${route.path}: title, description, canonical, share card, language, JSON-LD, header, footer, icons, new-tab links`, () => {
      const page = readPage(route.path)
      expect(text(one(page, 'head > title'))).toBe(documentTitle(route.title))
      expect(queryAll(page, 'h1')).toHaveLength(1)
      expect(content(page, 'meta[name="description"]')).toBe(route.description)
      // Next writes the home canonical without its trailing slash; both forms are the same URL.
      expect(attr(one(page, 'link[rel="canonical"]'), 'href')?.replace(/\/$/, '')).toBe(
        absoluteUrl(route.path).replace(/\/$/, ''),
      )
      expect(content(page, 'meta[property="og:image"]')).toMatch(/\/og\/.+\.png$/)
      // The share card is described for screen readers and crawlers, on Open Graph and on X/Twitter.
      for (const alt of ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]'])
        expect(content(page, alt), alt).toMatch(/\S/)
      expect(attr(one(page, 'html'), 'lang')).toBe('id')

      const types = jsonLd(page).map((item) => item['@type'])
      expect(types).toContain('ProfessionalService')
      expect(types).toContain(route.path === '/' ? 'WebSite' : 'BreadcrumbList')

      // Header: top bar, brand, navigation and both buttons, on every page.
      const banner = pageLandmark(page, 'header')
      expect(byText(page, site.tagline).length).toBeGreaterThan(0)
      expect(queryAll(page, 'a[href^="tel:"]').length).toBeGreaterThan(0)
      expect(queryAll(page, `a[href="mailto:${site.email}"]`).length).toBeGreaterThan(0)
      for (const link of [...mainNav, headerActions.analysis, headerActions.contact])
        expect(queryAll(banner, `a[href="${link.href}"]`).length, link.href).toBeGreaterThan(0)
      // Footer: service links, quick menu, analysis, guide, social profiles, back to top, the newsletter.
      const footer = pageLandmark(page, 'footer')
      for (const link of [...footerServiceLinks, ...footerQuickLinks])
        expect(queryAll(footer, `a[href="${link.href}"]`), link.href).toHaveLength(1)
      expect(queryAll(footer, 'a[href="/analisis-gratis"]')).toHaveLength(1)
      expect(queryAll(footer, `a[href="${downloads.seoGuide.href}"][download]`)).toHaveLength(1)
      for (const profile of Object.values(site.social)) expect(queryAll(footer, `a[href="${profile}"]`)).toHaveLength(1)
      const top = queryAll(footer, 'a').filter((link) => accessibleName(link, page) === 'Kembali ke atas')
      expect(top.map((link) => attr(link, 'href'))).toEqual(['#top'])
      expect(queryAll(page, '[id="top"]')).toHaveLength(1)
      expect(queryAll(footer, 'button').filter((button) => text(button) === 'Subscribe')).toHaveLength(1)

      // Icons come from the page's sprite: every <use> points at exactly one <symbol>.
      const uses = queryAll(page, 'svg use')
      expect(uses.length).toBeGreaterThan(0)
      const unresolved = uses
        .map((use) => attr(use, 'href')?.slice(1) ?? '')
        .filter((id) => queryAll(page, `symbol[id="${id}"]`).length !== 1)
      expect(unresolved).toEqual([])

      expect(unannouncedNewTabLinks(page).problems).toEqual([])
    })
  }
})

test('every WhatsApp and tel: link on every registered route carries a click ping of a known call to action', () => {
  const missing: string[] = []
  let tracked = 0
  for (const route of registeredRoutes) {
    for (const link of queryAll(readPage(route.path), 'a[href]')) {
      const href = attr(link, 'href')!
      if (!isTrackedContactHref(href)) continue
      tracked++
      const pingAttribute = attr(link, 'ping')
      const ping = pingAttribute ? new URL(pingAttribute, 'http://x') : null
      const cta = ping?.searchParams.get('cta') ?? ''
      if (ping?.pathname !== '/api/click' || !isClickTarget(cta)) missing.push(`${route.path}: ${href}`)
    }
  }
  expect(missing).toEqual([])
  // Header, footer and the floating buttons alone put several on every page.
  expect(tracked).toBeGreaterThan(registeredRoutes.length * 2)
})

test('sitemap.xml lists exactly the registered routes, robots.txt points to it', () => {
  const locs = [...routeBody('/sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  expect(locs).toEqual(registeredRoutes.map((route) => absoluteUrl(route.path)).sort())
  const robots = routeBody('/robots.txt')
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  expect(robots).toMatch(/Allow: \//)
})

test('the new-tab check sees the WhatsApp buttons and social links it is meant to check', () => {
  const page = readPage('/jasa-seo-magento')
  const social = queryAll(one(page, 'footer [aria-label="Media sosial"]'), 'a')
  expect(social.length).toBeGreaterThan(0)
  const { count, problems } = unannouncedNewTabLinks(page)
  expect(problems).toEqual([])
  expect(count).toBeGreaterThanOrEqual(2 + social.length)
})
