/**
 * The eight SEO service pages (issue 6) as prerendered: what each page promises, read without a browser. The route
 * sweep (e2e/shell.spec.ts and tests/build/route-sweep.test.ts) covers title, description, canonical and axe.
 */
import { describe, expect, test } from 'vitest'
import { contactLinks } from '@/content/contact-links'
import { figures } from '@/content/figures'
import { getRoute } from '@/content/routes'
import { contentLibrary } from '@/content/schema/library'
import { getServicePage, servicePages } from '@/content/service-pages'
import { readPage } from './support/build-output'
import { attr, linksNamed, one, queryAll, regionsNamed, spacedText, text, type Node } from './support/dom'
import { jsonLdOfType } from './support/json-ld'

const technicalAuditPage = getServicePage('/technical-seo-audit')
const ecommerceSeoPage = getServicePage('/ecommerce-seo')
const localRankingWeights = contentLibrary().barLists.get('localRankingWeights')!
const aiPlatformCoverage = (() => {
  const section = getServicePage('/chatgpt-seo-ranking').sections.find((band) => band.id === 'cakupan-platform')
  return section?.kind === 'bars' ? section.bars : []
})()

/** Text of each bar row (label + number) in a section's bar list, in order. */
const barTexts = (page: Node, sectionId: string) => queryAll(page, `#${sectionId} ul[aria-label] > li`).map(spacedText)
const percents = (rows: string[]) => rows.map((row) => row.match(/(\d+)%/)?.[1])

for (const record of servicePages) {
  describe(record.path, () => {
    const page = readPage(record.path)
    const main = one(page, 'main')

    test('shows every section of its record and links to the analysis and contact pages', () => {
      expect(text(one(main, 'nav[aria-label="Breadcrumb"]'))).toContain(getRoute(record.path).label)
      expect(text(one(page, 'h1'))).toContain(record.hero.title)
      for (const section of record.sections) {
        const [region, ...more] = regionsNamed(page, section.title)
        expect(region, `#${section.id}`).toBeDefined()
        expect(more).toEqual([])
        expect(attr(region!, 'id')).toBe(section.id)
        const count =
          section.kind === 'cards'
            ? section.items.length
            : section.kind === 'steps'
              ? section.steps.length
              : section.kind === 'checklists'
                ? section.groups.length
                : section.kind === 'table'
                  ? section.table.rows.length
                  : section.kind === 'bars'
                    ? section.bars.length
                    : null
        if (section.kind === 'table') expect(queryAll(region!, 'tbody th')).toHaveLength(count!)
        else if (section.kind === 'bars') expect(queryAll(region!, 'ul[aria-label] > li')).toHaveLength(count!)
        else if (count !== null) expect(queryAll(region!, 'h3'), `#${section.id} items`).toHaveLength(count)
      }
      expect(regionsNamed(page, record.faq.title)).toHaveLength(1)
      expect(queryAll(main, 'a[href="/analisis-gratis"]').length).toBeGreaterThan(0)
      expect(queryAll(main, 'a[href="/contact"]').length).toBeGreaterThan(0)
      const [cta] = regionsNamed(page, record.cta.title)
      expect(queryAll(cta!, 'a[href="/analisis-gratis"]').length).toBeGreaterThan(0)
    })

    test('FAQ: the records are rendered, closed, and mirrored in FAQPage JSON-LD; Service names the service', () => {
      const items = queryAll(page, '#faq details')
      expect(items.map((item) => text(one(item, 'summary')))).toEqual(record.faq.items.map((item) => item.question))
      expect(items.map((item) => attr(item, 'open'))).toEqual(items.map(() => null))
      for (const [index, item] of record.faq.items.entries()) expect(text(items[index]!)).toContain(item.answer)
      const faqPage = jsonLdOfType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(
        page,
        'FAQPage',
      )
      expect(faqPage.mainEntity.map((question) => question.name)).toEqual(record.faq.items.map((item) => item.question))
      expect(faqPage.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(
        record.faq.items.map((item) => item.answer),
      )
      expect(jsonLdOfType(page, 'Service')).toMatchObject({
        name: record.service.name,
        serviceType: record.service.serviceType,
      })
    })
  })
}

test('on-page: the title and meta description length advice is on the page', () => {
  const guide = one(
    readPage('/seo-on-page-optimization'),
    'table[aria-label="Rekomendasi untuk setiap elemen on-page dan alasannya"], table',
  )
  const rows = queryAll(guide, 'tr').map(spacedText)
  expect(rows.find((row) => row.includes('Title tag'))).toContain('50-60 karakter')
  expect(rows.find((row) => row.includes('Meta description'))).toContain('150-160 karakter')
})

test('technical audit: the header illustration is inlined with its size and name; the 5-10 working days are stated', () => {
  const page = readPage('/technical-seo-audit')
  const image = technicalAuditPage.hero.image!
  const illustration = queryAll(page, 'svg[role="img"], img').filter(
    (node) => attr(node, 'aria-label') === image.alt || attr(node, 'alt') === image.alt,
  )
  expect(illustration).toHaveLength(1)
  expect(Number(attr(illustration[0]!, 'width'))).toBeGreaterThan(0)
  expect(Number(attr(illustration[0]!, 'height'))).toBeGreaterThan(0)
  expect(queryAll(page, 'h2').some((heading) => text(heading).includes('5-10 hari kerja'))).toBe(true)
})

test('local SEO: factor weights are bars with their numbers as text, plus the 1-3 and 3-6 month timelines', () => {
  const page = readPage('/local-seo-optimization')
  const bars = barTexts(page, 'bobot-faktor')
  expect(percents(bars)).toEqual(['35', '25', '20', '15', '5'])
  bars.forEach((row, index) => expect(row).toContain(localRankingWeights[index]!.label))
  expect(text(one(page, 'main'))).toContain('1-3 bulan')
  expect(text(one(page, 'main'))).toContain('3-6 bulan')
})

test('AI page: platform coverage bars read 85, 88, 91, 94, 95… percent with matching widths, 4-8 weeks, 70/30 budget', () => {
  const page = readPage('/chatgpt-seo-ranking')
  const coverage = barTexts(page, 'cakupan-platform')
  expect(coverage).toHaveLength(aiPlatformCoverage.length)
  expect(percents(coverage).map(Number)).toEqual(aiPlatformCoverage.map((_, index) => Math.min(85 + 3 * index, 95)))
  // The bar width matches its number, so colour and length never say something the text doesn't.
  const widths = queryAll(page, '#cakupan-platform ul[aria-label] > li [aria-hidden="true"] > div').map(
    (bar) => /width:\s*([\d.]+%)/.exec(attr(bar, 'style') ?? '')?.[1],
  )
  expect(widths).toEqual(aiPlatformCoverage.map((bar) => `${bar.percent}%`))
  expect(percents(barTexts(page, 'anggaran'))).toEqual(['70', '30'])
  expect(queryAll(page, 'h2').some((heading) => text(heading).includes('70/30'))).toBe(true)
  expect(text(one(page, 'main'))).toContain('4-8 minggu')
})

test('e-commerce: five timed steps, three cases, the problem/solution/impact table and a WhatsApp chat link', () => {
  const page = readPage('/ecommerce-seo')
  const steps = queryAll(page, '#proses ol > li')
  expect(steps).toHaveLength(5)
  for (const [index, duration] of ['1-2 minggu', '2-3 minggu', '1-2 minggu', 'Berkelanjutan'].entries())
    expect(text(steps[index]!)).toContain(`Durasi: ${duration}`)
  expect(queryAll(page, '#hasil h3')).toHaveLength(3)

  const tables = queryAll(page, 'table').filter((table) =>
    /solusi kami, dan dampaknya/.test(attr(table, 'aria-label') ?? text(queryAll(table, 'caption')[0] ?? table)),
  )
  expect(tables).toHaveLength(1)
  expect(queryAll(tables[0]!, 'thead th').map(text)).toEqual(['Masalah', 'Solusi kami', 'Dampak'])
  expect(queryAll(tables[0]!, 'tr')).toHaveLength(1 + 6)
  expect(queryAll(tables[0]!, 'tbody th').length).toBeGreaterThan(0)

  const whatsapp = linksNamed(one(page, 'main'), page, 'Chat via WhatsApp')
  expect(whatsapp).toHaveLength(2)
  for (const link of whatsapp) {
    expect(attr(link, 'href')).toBe(contactLinks.whatsapp('service-cta-whatsapp', ecommerceSeoPage.whatsappText).href)
    expect(attr(link, 'target')).toBe('_blank')
    expect(attr(link, 'rel')).toMatch(/noopener/)
  }
})

test('Google Bisnisku: statistics card, four steps in order, factor bars, four tips, 8 FAQs, closing call to analysis', () => {
  const page = readPage('/google-bisnisku')
  const stats = queryAll(page, 'dl').filter((list) => text(list).includes('Klien kami bantu'))
  expect(stats).toHaveLength(1)
  expect(text(stats[0]!)).toContain(figures.clients)
  expect(text(stats[0]!)).toContain(figures.satisfaction)
  const steps = queryAll(page, '#langkah-optimasi ol > li h3').map(text)
  expect(steps).toHaveLength(4)
  ;[/Verifikasi lokasi/, /foto/, /ulasan/, /jam buka/].forEach((title, index) => expect(steps[index]).toMatch(title))
  expect(percents(barTexts(page, 'faktor-ranking'))).toEqual(['35', '25', '20', '15', '5'])
  expect(queryAll(page, '#tips-lanjutan h3')).toHaveLength(4)
  expect(queryAll(page, '#faq details')).toHaveLength(8)
  expect(queryAll(page, '#konsultasi a[href="/analisis-gratis"]').length).toBeGreaterThan(0)
})
