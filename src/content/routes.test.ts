import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cities } from './cities'
import { servicePages } from './service-pages'
import { documentTitle } from './site'
import { getRoute, routes } from './routes'

describe('route registry', () => {
  it('has unique paths, titles and descriptions', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      expect(new Set(routes.map((route) => route[key])).size, key).toBe(routes.length)
    }
  })

  it('covers every route of the spec', () => {
    const specRoutes = [
      '/',
      '/google-bisnisku',
      '/jasa-pembuatan-website-indonesia',
      '/analisis-gratis',
      '/portfolio',
      '/ecommerce-seo',
      '/contact',
      '/seo-on-page-optimization',
      '/seo-off-page-link-building',
      '/technical-seo-audit',
      '/local-seo-optimization',
      '/content-marketing-seo',
      '/solusi-praktis-mengatasi-halaman-web',
      '/serpbot-rank-checker',
      '/jasa-seo-magento',
      '/chatgpt-seo-ranking',
      '/jasa-seo-wordpress',
      '/jasa-seo-terpercaya',
      '/jasa-seo-jakarta',
      '/jasa-seo-surabaya',
      '/jasa-seo-bandung',
      '/jasa-seo-bekasi',
      '/jasa-seo-medan',
      '/jasa-seo-tangerang',
      '/jasa-seo-depok',
    ]
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(specRoutes))
  })

  it('has a page file for every registered route: its own folder, or the entry template for a city or service page', () => {
    const entryPaths = new Set<string>([...cities, ...servicePages].map((page) => page.path))
    for (const route of routes) {
      const folder = entryPaths.has(route.path) ? '[page]' : route.path === '/' ? '' : route.path
      const file = path.join(process.cwd(), 'src/app/(site)', folder, 'page.tsx')
      expect(existsSync(file), `${route.path} → ${file}`).toBe(true)
    }
  })

  it('keeps search snippets within what Google shows', () => {
    for (const route of routes) {
      const fullTitle = documentTitle(route.title)
      expect(fullTitle.length, `title of ${route.path}: ${fullTitle}`).toBeGreaterThanOrEqual(50)
      expect(fullTitle.length, `title of ${route.path}: ${fullTitle}`).toBeLessThanOrEqual(60)
      expect(route.description.length, `description of ${route.path}`).toBeGreaterThanOrEqual(150)
      expect(route.description.length, `description of ${route.path}`).toBeLessThanOrEqual(160)
      expect(route.keywords.length).toBeGreaterThan(0)
    }
  })

  it('looks routes up', () => {
    expect(getRoute('/contact').label).toBe('Kontak')
  })
})
