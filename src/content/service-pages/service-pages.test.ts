import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getRoute } from '../routes'
import { documentTitle } from '../site'
import type { ServicePage, ServicePageSection as PageSection } from '../page-types'
import { contentLibrary } from '../schema/library'
import { getServicePage, servicePages } from './index'

const library = contentLibrary()
/** A figure a service page defines for itself (its "Angka halaman ini"). */
function ownFigure(path: string, name: string): string {
  const entry = library.servicePages.find((candidate) => `/${candidate.slug}` === path)
  const figure = entry?.record.figures?.find((candidate) => candidate.name === name)
  if (!figure) throw new Error(`${path} has no figure ${name}`)
  return figure.value
}
const chatgptSeoPage = getServicePage('/chatgpt-seo-ranking')
const contentMarketingPage = getServicePage('/content-marketing-seo')
const ecommerceSeoPage = getServicePage('/ecommerce-seo')
const googleBisniskuPage = getServicePage('/google-bisnisku')
const localSeoPage = getServicePage('/local-seo-optimization')
const offPageSeoPage = getServicePage('/seo-off-page-link-building')
const onPageSeoPage = getServicePage('/seo-on-page-optimization')
const technicalAuditPage = getServicePage('/technical-seo-audit')
const localRankingWeights = library.barLists.get('localRankingWeights')!
const localSeoTimeline = {
  typical: String(library.figures.localSeoTypical),
  competitive: String(library.figures.localSeoCompetitive),
}
const aiResultsWindow = ownFigure('/chatgpt-seo-ranking', 'aiResultsWindow')
const aiBudgetSplit = {
  traditional: Number(ownFigure('/chatgpt-seo-ranking', 'aiBudgetTraditional')),
  ai: Number(ownFigure('/chatgpt-seo-ranking', 'aiBudgetAi')),
}

function section<K extends PageSection['kind']>(
  page: ServicePage,
  id: string,
  kind: K,
): Extract<PageSection, { kind: K }> {
  const found = page.sections.find((item) => item.id === id)
  if (!found) throw new Error(`${page.path} has no section #${id}`)
  if (found.kind !== kind) throw new Error(`${page.path} #${id} is ${found.kind}, expected ${kind}`)
  return found as Extract<PageSection, { kind: K }>
}

/** Every string in a record, to catch interpolation slips such as "undefined" or "NaN" in the copy. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const text = (page: ServicePage) => strings(page).join('\n')

describe('AI platform coverage (spec section 4)', () => {
  it('starts at 85%, adds 3 points per bar and caps at 95%', () => {
    const coverage = section(chatgptSeoPage, 'cakupan-platform', 'bars').bars
    expect(coverage.map((bar) => bar.percent)).toEqual(coverage.map((_, index) => Math.min(85 + 3 * index, 95)))
  })
})

describe('service page records', () => {
  it('covers the eight spec routes, each registered once', () => {
    expect(servicePages.map((page) => page.path)).toEqual([
      '/seo-on-page-optimization',
      '/seo-off-page-link-building',
      '/technical-seo-audit',
      '/local-seo-optimization',
      '/content-marketing-seo',
      '/ecommerce-seo',
      '/google-bisnisku',
      '/chatgpt-seo-ranking',
    ])
    for (const page of servicePages) expect(getRoute(page.path).path).toBe(page.path)
  })

  it('follows its own on-page advice: full titles 50-60 characters, descriptions 150-160 (as the audit of the site asks)', () => {
    for (const page of servicePages) {
      const route = getRoute(page.path)
      const fullTitle = documentTitle(route.title)
      expect(fullTitle.length, fullTitle).toBeGreaterThanOrEqual(50)
      expect(fullTitle.length, fullTitle).toBeLessThanOrEqual(60)
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(150)
      expect(route.description.length, route.path).toBeLessThanOrEqual(160)
    }
    const titles = servicePages.map((page) => getRoute(page.path).title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('has unique section anchors that do not clash with the template ones, and dark bands only where cards suit them', () => {
    for (const page of servicePages) {
      const ids = page.sections.map((item) => item.id)
      expect(new Set(ids).size, page.path).toBe(ids.length)
      expect(ids).not.toContain('faq')
      expect(ids).not.toContain('konsultasi')
      for (const item of page.sections)
        if (item.tone === 'dark') expect(['steps', 'bars'], `${page.path} #${item.id}`).toContain(item.kind)
    }
  })

  it('has FAQ items with unique questions and real answers', () => {
    for (const page of servicePages) {
      const questions = page.faq.items.map((item) => item.question)
      expect(new Set(questions).size, page.path).toBe(questions.length)
      for (const item of page.faq.items) {
        expect(item.question.endsWith('?'), item.question).toBe(true)
        expect(item.answer.length, item.question).toBeGreaterThan(120)
      }
    }
  })

  it('contains no interpolation slips', () => {
    for (const page of servicePages) expect(text(page)).not.toMatch(/undefined|NaN|\[object Object\]/)
  })

  it('keeps bars between 0 and 100 percent', () => {
    for (const page of servicePages)
      for (const item of page.sections)
        if (item.kind === 'bars')
          for (const bar of item.bars) {
            expect(bar.percent).toBeGreaterThanOrEqual(0)
            expect(bar.percent).toBeLessThanOrEqual(100)
          }
  })
})

describe('spec counts and figures per page', () => {
  it('on-page: eight factor cards, the 50-60 / 150-160 character advice, FAQ of 5', () => {
    expect(section(onPageSeoPage, 'faktor', 'cards').items).toHaveLength(8)
    const guide = section(onPageSeoPage, 'panduan', 'table').table
    expect(guide.rows.find((row) => row[0] === 'Title tag')?.[1]).toContain('50-60 karakter')
    expect(guide.rows.find((row) => row[0] === 'Meta description')?.[1]).toContain('150-160 karakter')
    expect(section(onPageSeoPage, 'strategi', 'text').paragraphs.length).toBeGreaterThanOrEqual(2)
    expect(section(onPageSeoPage, 'manfaat', 'cards').items.length).toBeGreaterThan(0)
    expect(onPageSeoPage.faq.items).toHaveLength(5)
  })

  it('off-page: strategies, backlink types, methodology, benefits, FAQ of 5', () => {
    expect(section(offPageSeoPage, 'strategi', 'cards').items.length).toBeGreaterThan(0)
    expect(section(offPageSeoPage, 'jenis-backlink', 'table').table.rows.length).toBeGreaterThan(0)
    expect(section(offPageSeoPage, 'metodologi', 'steps').steps.length).toBeGreaterThan(0)
    expect(section(offPageSeoPage, 'manfaat', 'cards').items.length).toBeGreaterThan(0)
    expect(offPageSeoPage.faq.items).toHaveLength(5)
  })

  it('technical audit: areas, process, issues, report, benefits, FAQ of 5, 5-10 working days and a sized header image', () => {
    for (const [id, kind] of [
      ['area-audit', 'cards'],
      ['proses', 'steps'],
      ['masalah-umum', 'cards'],
      ['isi-laporan', 'checklists'],
      ['manfaat', 'cards'],
    ] as const)
      expect(section(technicalAuditPage, id, kind)).toBeTruthy()
    expect(technicalAuditPage.faq.items).toHaveLength(5)
    expect(text(technicalAuditPage)).toContain('5-10 hari kerja')
    const image = technicalAuditPage.hero.image
    expect(image?.alt.length).toBeGreaterThan(20)
    const svg = readFileSync(path.join(process.cwd(), 'public', image?.src ?? 'missing'), 'utf8')
    // The page reserves the illustration's space from these before it is drawn (no layout shift).
    expect(svg).toMatch(/<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/)
  })

  it('local SEO: six services, eight factors, six benefits, FAQ of 5, weights 35/25/20/15/5 and its timelines', () => {
    expect(section(localSeoPage, 'layanan', 'cards').items).toHaveLength(6)
    expect(section(localSeoPage, 'faktor-ranking', 'cards').items).toHaveLength(8)
    expect(section(localSeoPage, 'manfaat', 'cards').items).toHaveLength(6)
    expect(localSeoPage.faq.items).toHaveLength(5)
    expect(section(localSeoPage, 'bobot-faktor', 'bars').bars.map((bar) => bar.percent)).toEqual([35, 25, 20, 15, 5])
    expect(localRankingWeights.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100)
    expect(localSeoTimeline).toEqual({ typical: '1-3 bulan', competitive: '3-6 bulan' })
    expect(text(localSeoPage)).toContain('1-3 bulan')
    expect(text(localSeoPage)).toContain('3-6 bulan')
  })

  it('content marketing: content types, process, FAQ of 5', () => {
    expect(section(contentMarketingPage, 'jenis-konten', 'cards').items.length).toBeGreaterThan(0)
    expect(section(contentMarketingPage, 'proses', 'steps').steps.length).toBeGreaterThan(0)
    expect(contentMarketingPage.faq.items).toHaveLength(5)
  })

  it('e-commerce: five steps with the spec durations, three result cases, problem/solution/impact table, best practices, WhatsApp', () => {
    const steps = section(ecommerceSeoPage, 'proses', 'steps').steps
    expect(steps).toHaveLength(5)
    expect(steps.slice(0, 4).map((step) => step.duration)).toEqual([
      '1-2 minggu',
      '2-3 minggu',
      '1-2 minggu',
      'Berkelanjutan',
    ])
    expect(steps.every((step) => step.duration)).toBe(true)
    expect(section(ecommerceSeoPage, 'hasil', 'cards').items).toHaveLength(3)
    expect(section(ecommerceSeoPage, 'masalah-solusi', 'table').table.columns).toEqual([
      'Masalah',
      'Solusi kami',
      'Dampak',
    ])
    expect(section(ecommerceSeoPage, 'praktik-terbaik', 'checklists').groups.length).toBeGreaterThan(1)
    expect(section(ecommerceSeoPage, 'layanan', 'cards').items.length).toBeGreaterThan(0)
    expect(section(ecommerceSeoPage, 'manfaat', 'cards').items.length).toBeGreaterThan(0)
    expect(ecommerceSeoPage.whatsappText).toBeTruthy()
  })

  it('Google Bisnisku: statistics card, the four named steps, weighted factors, four tips, FAQ of 8', () => {
    expect(googleBisniskuPage.hero.statsCard?.stats.length).toBeGreaterThan(0)
    const steps = section(googleBisniskuPage, 'langkah-optimasi', 'steps').steps
    expect(steps.map((step) => step.title)).toEqual([
      expect.stringMatching(/verifikasi lokasi/i),
      expect.stringMatching(/foto/i),
      expect.stringMatching(/ulasan/i),
      expect.stringMatching(/jam buka/i),
    ])
    expect(section(googleBisniskuPage, 'faktor-ranking', 'bars').bars).toEqual(localRankingWeights)
    expect(section(googleBisniskuPage, 'tips-lanjutan', 'cards').items).toHaveLength(4)
    expect(googleBisniskuPage.faq.items).toHaveLength(8)
  })

  it('AI page: services, coverage bars, process, FAQ, results in 4-8 weeks and the 70/30 budget advice', () => {
    expect(section(chatgptSeoPage, 'layanan', 'cards').items.length).toBeGreaterThan(0)
    expect(section(chatgptSeoPage, 'proses', 'steps').steps.length).toBeGreaterThan(0)
    expect(chatgptSeoPage.faq.items.length).toBeGreaterThan(0)
    expect(aiResultsWindow).toBe('4-8 minggu')
    expect(section(chatgptSeoPage, 'anggaran', 'bars').bars.map((bar) => bar.percent)).toEqual([70, 30])
    expect(aiBudgetSplit.traditional + aiBudgetSplit.ai).toBe(100)
    expect(section(chatgptSeoPage, 'anggaran', 'bars').bars.map((bar) => bar.percent)).toEqual([
      aiBudgetSplit.traditional,
      aiBudgetSplit.ai,
    ])
    expect(text(chatgptSeoPage)).toContain('4-8 minggu')
  })
})
