import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SentAlert, TrackerReport } from '@/lib/rank-tracker'
import { RankTrackerSection } from './rank-tracker-section'

/* The inbox lead's tracker section: the 3-pack beside the position and the day alerts with their mails' fate. */

const tracker: TrackerReport & { alerts: SentAlert[] } = {
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
    businessName: 'Toko Sepatu Budi',
    competitors: [],
  },
  keywords: [
    {
      id: 'k1',
      keyword: 'sepatu kulit bandung',
      latest: {
        day: '2026-12-02',
        position: 14,
        url: 'https://tokosepatubudi.co.id/kulit',
        featured: false,
        localPack: 2,
        checkedAt: '2026-12-02T01:00:00.000Z',
        above: [],
      },
      sincePrevious: { by: -6, movement: 'down' },
      sinceFirst: { by: -6, movement: 'down' },
      best: 8,
      history: [],
      competitors: [],
      startsTomorrow: false,
    },
  ],
  state: 'up-to-date',
  lastCheckedAt: '2026-12-02T01:00:00.000Z',
  nextCheckAt: null,
  alerts: [
    {
      day: '2026-12-02',
      changes: [
        {
          keyword: 'sepatu kulit <b>bandung</b>',
          from: 8,
          to: 14,
          packFrom: null,
          packTo: null,
          reasons: ['left-top-10', 'down'],
        },
      ],
      visitor: { status: 'sent', at: '2026-12-02T01:02:00.000Z' },
      agency: { status: 'pending' },
    },
    {
      day: '2026-11-28',
      changes: [{ keyword: 'sandal', from: 2, to: 5, packFrom: null, packTo: null, reasons: ['left-top-3'] }],
      visitor: { status: 'none' },
      agency: null,
    },
  ],
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the inbox lead section of a rank tracker', () => {
  const html = renderToStaticMarkup(<RankTrackerSection tracker={tracker} now={new Date('2026-12-02T05:00:00Z')} />)

  it('shows the Google Maps place beside the position', () => {
    expect(text(html)).toContain('#14 · Google Maps: #2')
  })

  it('lists the alerts sent, what each said and what became of both mails, keywords as text', () => {
    expect(text(html)).toContain('Peringatan ranking yang terkirim')
    expect(html).toContain('sepatu kulit &lt;b&gt;bandung&lt;/b&gt;: #8 → #14 (turun 6 posisi, keluar dari 10 besar)')
    expect(text(html)).toMatch(/Terkirim .*2026.* Dalam antrean/)
    expect(text(html)).toContain('sandal: #2 → #5 (keluar dari 3 besar)')
    expect(text(html)).toContain('Tidak dikirim: pengunjung sudah berhenti berlangganan peringatan')
  })
})
