import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { KeywordReport, TrackerReport } from '@/lib/rank-tracker'
import { TrackerForms } from './tracker-forms'
import { CheckStatus, TrackerResults } from './tracker-view'

/* The tracker page's body as HTML: positions, movements in words, the chart's numbers, the check states in WIB. */

const keyword = (overrides: Partial<KeywordReport>): KeywordReport => ({
  id: 'k1',
  keyword: 'sepatu kulit bandung',
  latest: null,
  sincePrevious: { by: null, movement: null },
  sinceFirst: { by: null, movement: null },
  best: null,
  history: [],
  competitors: [],
  startsTomorrow: false,
  ...overrides,
})

const report = (overrides: Partial<TrackerReport> = {}): TrackerReport => ({
  tracker: {
    id: 't1',
    domain: 'tokosepatubudi.co.id',
    emailMasked: 'b***@tokosepatubudi.co.id',
    location: 'bandung',
    locationLabel: 'Bandung',
    device: 'mobile',
    createdAt: '2026-11-20T01:00:00.000Z',
    confirmedAt: '2026-11-20T01:05:00.000Z',
    digestOptOut: false,
    alertsOptOut: false,
    businessName: null,
    competitors: [],
  },
  keywords: [
    keyword({
      latest: {
        day: '2026-11-30',
        position: 4,
        url: 'https://tokosepatubudi.co.id/kulit',
        featured: false,
        localPack: null,
        checkedAt: '2026-11-30T00:30:00.000Z',
        above: [{ position: 3, url: 'https://pesaing.co.id/', title: '<b>Pesaing</b>' }],
      },
      sincePrevious: { by: 5, movement: 'up' },
      sinceFirst: { by: -2, movement: 'down' },
      best: 2,
      history: [
        { date: '2026-11-28', position: 2, url: null, featured: false, localPack: null },
        { date: '2026-11-29', position: 9, url: null, featured: false, localPack: null },
        { date: '2026-11-30', position: 4, url: null, featured: false, localPack: null },
      ],
    }),
    keyword({
      id: 'k2',
      keyword: 'toko sepatu pria',
      latest: {
        day: '2026-11-30',
        position: null,
        url: null,
        featured: false,
        localPack: null,
        checkedAt: '2026-11-30T00:30:00.000Z',
        above: [],
      },
      sincePrevious: { by: null, movement: 'left' },
      history: [
        { date: '2026-11-29', position: 7, url: null, featured: false, localPack: null },
        { date: '2026-11-30', position: null, url: null, featured: false, localPack: null },
      ],
    }),
    keyword({ id: 'k3', keyword: 'sandal anak' }),
    keyword({
      id: 'k4',
      keyword: 'cara merawat sepatu kulit',
      latest: {
        day: '2026-11-30',
        position: 1,
        url: 'https://tokosepatubudi.co.id/panduan',
        featured: true,
        localPack: null,
        checkedAt: '2026-11-30T00:30:00.000Z',
        above: [],
      },
      history: [{ date: '2026-11-30', position: 1, url: null, featured: true, localPack: null }],
    }),
    keyword({ id: 'k5', keyword: 'sepatu sekolah', startsTomorrow: true }),
  ],
  state: 'up-to-date',
  lastCheckedAt: '2026-11-30T00:30:00.000Z',
  nextCheckAt: '2026-11-30T17:00:00.000Z',
  ...overrides,
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('tracker results', () => {
  const html = renderToStaticMarkup(<TrackerResults report={report()} historyDays={90} />)

  it('shows positions, outside the top 100 and pending keywords in words', () => {
    expect(text(html)).toMatch(/sepatu kulit bandung #4/)
    expect(text(html)).toMatch(/toko sepatu pria Tidak masuk 100 besar/)
    expect(text(html)).toMatch(/sandal anak Menunggu pengecekan/)
    // The featured snippet's owner: position 1, and says so.
    expect(text(html)).toMatch(/cara merawat sepatu kulit #1 Cuplikan pilihan/)
    // Added by an edit today: checked from the next WIB day (the day's budget is shared fairly).
    expect(text(html)).toMatch(/sepatu sekolah Dicek mulai besok/)
  })

  it('says ▲/▼ in words for screen readers, coloured for the eye', () => {
    expect(html).toMatch(
      /text-emerald-700[^>]*><span aria-hidden="true">▲ 5<\/span><span class="sr-only">naik 5 posisi<\/span>/,
    )
    expect(html).toMatch(
      /text-red-700[^>]*><span aria-hidden="true">▼ 2<\/span><span class="sr-only">turun 2 posisi<\/span>/,
    )
    expect(html).toContain('keluar dari 100 besar')
  })

  it('draws the chart as SVG with the same numbers in a table, and result titles only as text', () => {
    expect(html).toContain('role="img"')
    expect(html).toContain('<title id="grafik-0-svg-judul">Riwayat posisi &quot;sepatu kulit bandung&quot;</title>')
    // One dot per ranked day (a marker on every vertex of the visitor's line), a cross for the day outside the top 100.
    const own = [...html.matchAll(/<path d="([^"]+)"[^>]*marker-mid="url\(#grafik-\d+-svg-punto\)"/g)].map((m) => m[1]!)
    expect(own.join('').match(/[Ml]-?\d+,-?\d+/g)).toHaveLength(5)
    expect(html.match(/l8,8m0,-8l-8,8/g)).toHaveLength(1)
    expect(text(html)).toMatch(/30 November 2026 4 29 November 2026 9 28 November 2026 2/)
    expect(text(html)).toMatch(/30 November 2026 Tidak masuk 100 besar 29 November 2026 7/)
    expect(html).not.toContain('<b>Pesaing')
    expect(html).toContain('rel="noopener noreferrer nofollow"')
  })
})

describe('the comparison (issue 42)', () => {
  const day = (date: string, position: number | null) => ({ date, position, url: null, featured: false })
  const competitor = (domain: string, positions: (number | null)[], by: number | null) => ({
    domain,
    latest: { day: '2026-11-30', position: positions.at(-1)!, url: null, featured: false },
    sincePrevious:
      by === null
        ? { by: null, movement: 'same' as const }
        : { by, movement: by > 0 ? ('up' as const) : ('down' as const) },
    history: positions.map((position, index) => day(`2026-11-${28 + index}`, position)),
  })
  const compared = report({
    tracker: {
      ...report().tracker,
      businessName: 'Toko Sepatu Budi',
      competitors: ['pesaing-satu.co.id', 'pesaing-dua.com', 'pesaing-tiga.id'],
    },
    keywords: [0, 1, -1].map((pack, index) =>
      keyword({
        id: `k${index}`,
        keyword: `sepatu ${index}`,
        latest: {
          day: '2026-11-30',
          position: 8,
          url: null,
          featured: false,
          localPack: pack,
          checkedAt: '',
          above: [],
        },
        history: [day('2026-11-28', 6), day('2026-11-29', 7), day('2026-11-30', 8)].map((entry) => ({
          ...entry,
          localPack: pack,
        })),
        competitors: [
          competitor('pesaing-satu.co.id', [3, 2, 1], 1),
          competitor('pesaing-dua.com', [12, 15, 9], 6),
          competitor('pesaing-tiga.id', [null, null, null], null),
        ],
      }),
    ),
  })
  const html = renderToStaticMarkup(<TrackerResults report={compared} historyDays={90} />)
  const first = html.slice(html.indexOf('data-keyword="sepatu 0"'), html.indexOf('data-keyword="sepatu 1"'))

  it("puts each competitor's position and move beside the visitor's, in the cards and the table", () => {
    expect(text(first)).toMatch(/pesaing-satu\.co\.id #1 ▲ 1 naik 1 posisi/)
    expect(text(first)).toMatch(/pesaing-dua\.com #9 ▲ 6 naik 6 posisi/)
    expect(text(first)).toMatch(/pesaing-tiga\.id &gt;100 Tidak masuk 100 besar = tetap/)
    // The table's column, beside the cards.
    expect(html).toContain('>Pesaing</th>')
    expect(html.match(/data-cell="competitors"/g)).toHaveLength(3)
  })

  it('says the Google Maps place, not in the 3-pack and no 3-pack shown apart', () => {
    const places = [...html.matchAll(/data-cell="local-pack">([^<]*(?:<!-- -->[^<]*)*)</g)].map((match) =>
      match[1]!.replace(/<!-- -->/g, ''),
    )
    // The cards, then the table's rows.
    const words = ['Google Maps: tidak masuk 3 besar', 'Google Maps: #1', 'Google Maps: tidak ada peta']
    expect(places).toEqual([...words, ...words])
  })

  it('draws one line per site, told apart by dash pattern and mark, named in a key, with every figure in the table', () => {
    const chart = html.slice(html.indexOf('id="grafik-0"'), html.indexOf('id="grafik-1"'))
    expect(chart.match(/stroke-dasharray="(7 4|2 3|10 3 2 3)"/g)).toEqual([
      'stroke-dasharray="7 4"',
      'stroke-dasharray="2 3"',
      // The key repeats the three patterns beside the domains.
      'stroke-dasharray="7 4"',
      'stroke-dasharray="2 3"',
      'stroke-dasharray="10 3 2 3"',
    ])
    // A competitor never ranked draws no line, only its mark on the row outside the top 100.
    expect(chart).toMatch(/aria-label="Keterangan garis grafik"/)
    expect(text(chart)).toMatch(/Website Anda pesaing-satu\.co\.id pesaing-dua\.com pesaing-tiga\.id/)
    expect(text(chart)).toMatch(/30 November 2026 8 1 9 &gt;100 29 November 2026 7 2 15 &gt;100/)
  })

  it('leaves the comparison out for a tracker without competitors or business name', () => {
    const plain = renderToStaticMarkup(<TrackerResults report={report()} historyDays={90} />)
    expect(plain).not.toMatch(/Google Maps|Keterangan garis grafik|data-competitor|stroke-dasharray/)
  })
})

describe('the forms', () => {
  const limits = { max: 10, length: 80, competitors: 3, businessName: 100 }
  const forms = (tracker: Partial<TrackerReport['tracker']>) =>
    renderToStaticMarkup(
      <TrackerForms token="T" report={report({ tracker: { ...report().tracker, ...tracker } })} limits={limits} />,
    )

  it('switch the alerts and the digest each by a plain post of the other state', () => {
    const on = forms({})
    expect(on).toMatch(/action="[^"]*\/T\/peringatan"[^>]*><input type="hidden" name="peringatan" value="off"/)
    expect(on).toMatch(/action="[^"]*\/T\/ringkasan"[^>]*><input type="hidden" name="ringkasan" value="off"/)
    expect(text(on)).toContain('Berhenti menerima peringatan')
    const off = forms({ alertsOptOut: true, digestOptOut: true })
    expect(off).toMatch(/name="peringatan" value="on"/)
    expect(off).toMatch(/name="ringkasan" value="on"/)
    expect(text(off)).toMatch(/Tidak aktif: .* Kirimi saya peringatan/)
    expect(text(off)).toContain('Kirimi saya lagi')
  })

  it('edit the competitors one per line and the business name, with their limits', () => {
    const html = forms({ competitors: ['pesaing-satu.co.id', 'pesaing-dua.com'], businessName: 'Toko Sepatu Budi' })
    expect(html).toMatch(/action="[^"]*\/T\/pesaing"/)
    expect(html).toContain('>pesaing-satu.co.id\npesaing-dua.com</textarea>')
    expect(html).toMatch(
      /id="businessName" type="text" maxLength="100"[^>]*name="businessName" value="Toko Sepatu Budi"/,
    )
    expect(text(html)).toContain('Website pesaing, satu per baris, maksimal 3')
  })
})

describe('check status', () => {
  const status = (overrides: Partial<TrackerReport>) =>
    text(renderToStaticMarkup(<CheckStatus report={report(overrides)} />))

  it('gives the last and the next check in WIB', () => {
    expect(status({})).toMatch(
      /Pengecekan terakhir 30 Nov 2026, 07\.30 WIB Pengecekan berikutnya 1 Des 2026, 00\.00 WIB/,
    )
  })

  it('says when the budget is spent, when a check is retried, and when tracking is off', () => {
    expect(status({ state: 'budget' })).toMatch(/Kuota harian tercapai.*besok.*1 Des 2026, 00\.00 WIB/)
    expect(status({ state: 'retrying', nextCheckAt: '2026-11-30T02:10:00.000Z' })).toMatch(
      /Pengecekan tertunda.*bukan tebakan.*30 Nov 2026, 09\.10 WIB/,
    )
    expect(status({ state: 'checking' })).toMatch(/Sedang dicek.*Dalam beberapa menit/)
    expect(status({ state: 'off', nextCheckAt: null })).toMatch(/Pemantauan belum aktif.*Pengecekan berikutnya –/)
  })
})
