import { describe, expect, it } from 'vitest'
import { seoPackages } from '@/content/packages'
import { getRoute, type RoutePath } from '@/content/routes'
import { site } from '@/content/site'
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '@/lib/json-ld'

describe('JSON-LD builders', () => {
  it('escapes "<" so a value can never close the script tag', () => {
    const out = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })

  it('describes the agency from the site config and the details passed in', () => {
    const org = organizationJsonLd({ priceRange: 'Rp 3.000.000 - Rp 25.000.000' })
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      telephone: site.phone,
      email: site.email,
    })
    expect(org.priceRange).toBe('Rp 3.000.000 - Rp 25.000.000')
    expect(org.foundingDate).toBe(String(site.foundedYear))
    expect(org.sameAs).toEqual(Object.values(site.social))
    expect(org.openingHoursSpecification).toHaveLength(2)
    expect(JSON.stringify(org)).not.toContain('aggregateRating')
  })

  it('leaves out a price range it was not given', () => {
    expect(organizationJsonLd()).not.toHaveProperty('priceRange')
  })

  it('builds breadcrumbs from the trail it is given', () => {
    const crumbs = breadcrumbJsonLd(
      ['/', '/jasa-seo-terpercaya', '/jasa-seo-bandung'].map((path) => {
        const { label } = getRoute(path as RoutePath)
        return { label, path }
      }),
    )
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[]
    expect(items.map((item) => item.name)).toEqual(['Beranda', 'Jasa SEO Terpercaya', 'Jasa SEO Bandung'])
    expect(items.at(-1)?.item).toBe(`${site.url}/jasa-seo-bandung`)
  })

  it('mirrors FAQ records and prices packages in IDR', () => {
    const faq = faqJsonLd([{ question: 'Berapa lama?', answer: '3-6 bulan.' }])
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Berapa lama?', acceptedAnswer: { '@type': 'Answer', text: '3-6 bulan.' } },
    ])
    const service = serviceJsonLd({
      path: '/',
      name: 'Jasa SEO',
      description: 'x',
      serviceType: 'SEO',
      packages: seoPackages,
    })
    const offers = (service.hasOfferCatalog as { itemListElement: { price: number; priceCurrency: string }[] })
      .itemListElement
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(
      seoPackages.map((p) => [p.priceIdr, 'IDR']),
    )
  })
})
