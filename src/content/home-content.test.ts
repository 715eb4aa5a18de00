import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { caseStudies, getCaseStudies, growthPercent, homeCaseStudyIds } from './case-studies'
import { figures } from './figures'
import { coverageCities, packageTypes, reasons } from './home'
import { industries } from './industries'
import { addOns, packageTerms, seoPackages } from './packages'
import { portfolioStats } from './portfolio'
import { routes } from './routes'
import { homeServices } from './home'
import { homeTestimonials } from './testimonials'

const registered = new Set<string>(routes.map((route) => route.path))

describe('case studies', () => {
  it('has four with unique ids, and the home page references existing ones', () => {
    expect(caseStudies).toHaveLength(4)
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(caseStudies.length)
    expect(getCaseStudies(homeCaseStudyIds).map((study) => study.id)).toEqual([...homeCaseStudyIds])
    expect(() => getCaseStudies(['no-such-case'])).toThrow(/no-such-case/)
  })

  it('keeps the two home cases exactly as the spec states them', () => {
    const [pr, health] = getCaseStudies(homeCaseStudyIds)
    expect(pr?.industry).toMatch(/public relations/i)
    expect([pr?.duration, pr?.results]).toEqual([
      '12 bulan',
      { ranking: '#1', traffic: '+650%', conversion: '+280%', keywords: '20+' },
    ])
    expect(health?.industry).toMatch(/kesehatan/i)
    expect(health?.industry).toMatch(/segar/i)
    expect([health?.duration, health?.results]).toEqual([
      '4 bulan',
      { ranking: 'Top 1', traffic: '+620%', conversion: '+190%', keywords: '25+' },
    ])
  })

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    '%s is complete, with its own image and chartable results',
    (_id, study) => {
      for (const field of [study.clientName, study.industry, study.duration, study.description])
        expect(field.length).toBeGreaterThan(3)
      expect(study.achievements.length).toBeGreaterThanOrEqual(3)
      expect(study.testimonial.rating).toBeGreaterThanOrEqual(1)
      expect(study.testimonial.rating).toBeLessThanOrEqual(5)
      expect(growthPercent(study.results.traffic)).toBeGreaterThan(0)
      expect(growthPercent(study.results.conversion)).toBeGreaterThan(0)
      const file = path.join(process.cwd(), 'public', study.image)
      expect(existsSync(file), study.image).toBe(true)
      // The <img> is rendered at 640x360; the file's own size must match so nothing is stretched.
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[^>]*viewBox="0 0 640 360"[^>]*width="640" height="360"/)
    },
  )

  it('reads growth figures and rejects anything else', () => {
    expect(growthPercent('+650%')).toBe(650)
    expect(growthPercent('190%')).toBe(190)
    expect(() => growthPercent('#1')).toThrow()
    expect(() => growthPercent('')).toThrow()
  })
})

describe('home records', () => {
  it('has the six services with the spec badges, linking only to registered routes', () => {
    expect(homeServices).toHaveLength(6)
    expect(homeServices.map((service) => service.badge)).toEqual([
      'Populer',
      'Terbaik',
      'Profesional',
      'Efektif',
      'Lokal',
      'Data-Driven',
    ])
    expect(new Set(homeServices.map((service) => service.id)).size).toBe(6)
    for (const service of homeServices) {
      expect(service.features?.length).toBeGreaterThan(0)
      if (service.href) expect(registered, service.href).toContain(service.href)
    }
  })

  it('names the coverage cities and links only those with a page', () => {
    expect(coverageCities.map((city) => city.name)).toEqual([
      'Jakarta',
      'Tangerang',
      'Bogor',
      'Depok',
      'Bekasi',
      'Medan',
    ])
    expect(coverageCities.filter((city) => city.href).map((city) => city.href)).toEqual([
      '/jasa-seo-jakarta',
      '/jasa-seo-tangerang',
      '/jasa-seo-depok',
      '/jasa-seo-bekasi',
      '/jasa-seo-medan',
    ])
    for (const item of [...coverageCities, ...packageTypes]) if (item.href) expect(registered).toContain(item.href)
  })

  it('has three testimonials and eight reasons', () => {
    expect(homeTestimonials).toHaveLength(3)
    expect(reasons).toHaveLength(8)
  })
})

describe('prices', () => {
  it('lists the home packages and add-ons exactly as spec section 9, all above zero', () => {
    expect(seoPackages.map((pkg) => [pkg.name, pkg.priceIdr])).toEqual([
      ['SEO Starter', 5_500_000],
      ['SEO Professional', 7_500_000],
      ['SEO Enterprise', 11_500_000],
    ])
    expect(seoPackages.filter((pkg) => pkg.popular).map((pkg) => pkg.name)).toEqual(['SEO Professional'])
    expect(addOns.map((addOn) => [addOn.name, addOn.priceIdr])).toEqual([
      ['Express SEO Audit', 1_500_000],
      ['Content Writing', 500_000],
      ['Premium Backlinks', 300_000],
      ['Video SEO Optimization', 2_000_000],
    ])
    for (const item of [...seoPackages, ...addOns]) expect(item.priceIdr).toBeGreaterThan(0)
    expect(packageTerms.minimumContractMonths).toBe(6)
  })
})

describe('portfolio figures', () => {
  it('has the six industries with the spec project counts', () => {
    expect(industries.map((industry) => [industry.name, industry.projects])).toEqual([
      ['E-commerce', 120],
      ['Kesehatan & Kecantikan', 85],
      ['Properti & Real Estate', 95],
      ['Teknologi & SaaS', 75],
      ['Kuliner & F&B', 110],
      ['Pendidikan', 65],
    ])
  })

  it('weights the per-industry growth to the site-wide average growth claim', () => {
    const projects = industries.reduce((sum, industry) => sum + industry.projects, 0)
    const weighted =
      industries.reduce((sum, industry) => sum + industry.projects * growthPercent(industry.averageGrowth), 0) /
      projects
    expect(Math.abs(weighted - growthPercent(figures.averageGrowth))).toBeLessThan(5)
  })

  it('shows the four headline figures from the shared figures', () => {
    expect(portfolioStats.map((stat) => stat.value)).toEqual(['500+', '385%', '450%', '99%'])
  })
})
