/** /portfolio as prerendered (issue 9). Expected figures are written out from the spec, not read from the records. */
import { describe, expect, test } from 'vitest'
import { site } from '@/content/site'
import { readPage, servedFromBuild } from './support/build-output'
import { attr, byText, queryAll, one, text, type Element } from './support/dom'

const industries = [
  ['E-commerce', '120'],
  ['Kesehatan & Kecantikan', '85'],
  ['Properti & Real Estate', '95'],
  ['Teknologi & SaaS', '75'],
  ['Kuliner & F&B', '110'],
  ['Pendidikan', '65'],
] as const

const page = readPage('/portfolio')

/** The <dd> beside the <dt> that reads `label`, within `root`. */
function valueOf(root: Element, label: string): string {
  const term = queryAll(root, 'dt').filter((dt) => text(dt).includes(label))
  expect(term, label).toHaveLength(1)
  const [dd] = queryAll(term[0]!.parentNode!, 'dd')
  return text(dd!)
}

describe('/portfolio (server-rendered HTML)', () => {
  test('four case studies, each complete, with its own illustration and an accessible results chart', () => {
    const cases = queryAll(page, 'article[data-case-study]')
    expect(cases).toHaveLength(4)
    const pr = text(one(page, '#rangkai-komunika'))
    for (const figure of ['Agensi Public Relations', '12 bulan', '#1', '+650%', '+280%', '20+'])
      expect(pr).toContain(figure)
    const health = text(one(page, '#sehat-segar-group'))
    for (const figure of ['Kesehatan & Produk Segar', '4 bulan', 'Top 1', '+620%', '+190%', '25+'])
      expect(health).toContain(figure)

    for (const study of cases) {
      const name = attr(study, 'data-case-study')
      expect(queryAll(study, 'h3'), name!).toHaveLength(1)
      for (const label of ['Posisi Google', 'Traffic organik', 'Konversi', 'Kata kunci halaman 1'])
        expect(
          queryAll(study, 'dl dt').filter((dt) => text(dt).includes(label)),
          label,
        ).toHaveLength(1)
      expect(byText(study, 'Pencapaian', true).some((node) => /^h[1-6]$/.test(node.tagName))).toBe(true)
      expect(queryAll(study, 'figure blockquote')).toHaveLength(1)
      expect(queryAll(study, 'figure figcaption')).toHaveLength(1)

      // The illustration is inlined (no request before first paint), sized and named.
      const image = one(study, 'svg[role="img"][aria-label]')
      expect(attr(image, 'width')).toBe('640')
      expect(attr(image, 'height')).toBe('360')
      expect(attr(image, 'aria-label')).toMatch(/^Ilustrasi proyek .{20,}/)
      // Ids inside each illustration are unique on the page, so every gradient draws its own colours.
      const ids = queryAll(image, '[id]').map((node) => attr(node, 'id')!)
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(queryAll(page, `[id="${id}"]`), id).toHaveLength(1)

      // The chart is named and described with the same numbers that the text shows.
      const chart = one(study, 'svg[role="img"][aria-labelledby]')
      expect(text(one(chart, 'desc'))).toContain(valueOf(study, 'Traffic organik'))
      expect(attr(chart, 'width')).toMatch(/\d+/)
    }
  })

  test('headline stats, six industries with project counts and average growth', () => {
    const hero = queryAll(page, 'main section')[0]!
    for (const figure of ['500+', '385%', '450%', '99%']) expect(byText(hero, figure, true), figure).toHaveLength(1)

    const cards = queryAll(page, '#industri [data-industry]')
    expect(cards).toHaveLength(6)
    for (const [index, [name, projects]] of industries.entries()) {
      const card = cards[index]!
      expect(text(one(card, 'h3'))).toBe(name)
      expect(valueOf(card, 'Proyek')).toBe(projects)
      expect(valueOf(card, 'Rata-rata pertumbuhan')).toMatch(/^\+\d{3}%$/)
    }
  })

  test('links: free analysis, WhatsApp with a preset text, breadcrumbs', () => {
    expect(queryAll(page, 'main a[href="/analisis-gratis"]').length).toBeGreaterThan(0)
    expect(servedFromBuild('/analisis-gratis')).toBe(true)
    const whatsapp = queryAll(page, 'main a[href^="https://wa.me/"]')
    expect(whatsapp.length).toBeGreaterThan(0)
    for (const link of whatsapp) {
      const href = attr(link, 'href')!
      expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp.replace(/\D/g, '')}\\?text=`))
      expect(new URL(href).searchParams.get('text')).toMatch(/portofolio/i)
      expect(attr(link, 'target')).toBe('_blank')
    }
    const crumbs = one(page, 'nav[aria-label="Breadcrumb"]')
    expect(queryAll(crumbs, 'a').map((link) => attr(link, 'href'))).toEqual(['/'])
    expect(text(one(crumbs, '[aria-current="page"]'))).toBe('Portofolio')
  })
})
