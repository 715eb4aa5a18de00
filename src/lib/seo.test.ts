import { describe, expect, it } from 'vitest'
import { getRoute } from '@/content/routes'
import { documentTitle, site } from '@/content/site'
import { absoluteUrl, buildMetadata, ogImagePath, ogSlug } from '@/lib/seo'

describe('page metadata', () => {
  it('names share cards after the path', () => {
    expect(ogSlug('/')).toBe('home')
    expect(ogSlug('/jasa-seo-medan')).toBe('jasa-seo-medan')
    expect(ogImagePath('/contact')).toBe('/og/contact.png')
  })

  it('builds title, canonical, Open Graph and Twitter from the registry entry it is given', () => {
    const route = getRoute('/contact')
    const meta = buildMetadata(route)
    expect(meta.title).toEqual({ absolute: documentTitle(route.title) })
    expect(meta.description).toBe(route.description)
    expect(meta.alternates?.canonical).toBe('/contact')
    expect(meta.openGraph).toMatchObject({ url: '/contact', title: route.title, locale: 'id_ID', siteName: site.name })
    // Both share cards describe their image (og:image:alt, twitter:image:alt) for screen readers and crawlers.
    const image = { url: '/og/contact.png', alt: route.title }
    expect(meta.openGraph).toMatchObject({ images: [expect.objectContaining(image)] })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [expect.objectContaining(image)] })
  })

  it('adds the brand to a title while the whole fits the 60 characters a search result shows', () => {
    expect(documentTitle('Jasa SEO Bandung: Tim Lokal Kota Kembang')).toBe(
      `Jasa SEO Bandung: Tim Lokal Kota Kembang | ${site.name}`,
    )
    const long = 'Cek SEO Teknis Sendiri: 9 Pemeriksaan dalam Satu Sore'
    expect(documentTitle(long)).toBe(long)
    expect(Array.from(documentTitle(`${'x'.repeat(43)}`)).length).toBeLessThanOrEqual(60)
  })

  it('resolves paths against the configured site URL', () => {
    expect(absoluteUrl('/portfolio')).toBe(`${site.url}/portfolio`)
  })
})
