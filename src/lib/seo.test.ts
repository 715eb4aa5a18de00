import { describe, expect, it } from 'vitest'
import { getRoute } from '@/content/routes'
import { site } from '@/content/site'
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
    expect(meta.title).toBe(route.title)
    expect(meta.description).toBe(route.description)
    expect(meta.alternates?.canonical).toBe('/contact')
    expect(meta.openGraph).toMatchObject({ url: '/contact', title: route.title, locale: 'id_ID', siteName: site.name })
    // Both share cards describe their image (og:image:alt, twitter:image:alt) for screen readers and crawlers.
    const image = { url: '/og/contact.png', alt: route.title }
    expect(meta.openGraph).toMatchObject({ images: [expect.objectContaining(image)] })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [expect.objectContaining(image)] })
  })

  it('gives the home page its full title without the template suffix being added twice', () => {
    expect(buildMetadata(getRoute('/')).title).toEqual({ absolute: `${getRoute('/').title} | ${site.name}` })
  })

  it('resolves paths against the configured site URL', () => {
    expect(absoluteUrl('/portfolio')).toBe(`${site.url}/portfolio`)
  })
})
