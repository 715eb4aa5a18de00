import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailboxMailLimits } from '@/content/figures'
import { trackerNotices } from '@/content/rank-tracker'
import { rankChecker } from '@/content/specialty/rank-checker'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { TEST_SECRET } from '@/lib/leads/testing/fixtures'
import { loggablePath } from '@/lib/request-log'
import { renderRankPdf } from '@/pdf/rank-report'
import { textLayout } from '@/pdf/testing/inspect-pdf'
import { DEMO_TRACKER, demoDomain, ensureDemoTracker, getDemoReport } from './demo'
import { TRACKER_NOTICES } from './page-paths'
import { getTrackerReport } from './report'
import { openTempSqlite, testRankConfig } from './testing/fixtures'
import { FORMULA, seedTrackerWithResults } from './testing/page-fixtures'
import { pageStorageSuite } from './testing/page-suite'
import { recordTrackerLead } from './tracker-lead'
import { findTrackerByToken, type TrackerRow } from './trackers'
import { handleTrackerAction, handleTrackerExport, handleUnsubscribe } from './tracker-http'

/*
 * The private tracker page's endpoints on a real SQLite database: the three exports carry the same numbers, the
 * forms refuse other sites and unknown tokens, keep the sign-up's keyword limits, and "stop" deletes everything.
 */

// Monday 30 November 2026, 08:00 WIB.
const now = new Date('2026-11-30T01:00:00Z')
const config = testRankConfig('serper', 'http://127.0.0.1:9')
const origin = 'http://localhost:3000'

let database: AppDatabase
let cleanup: () => Promise<void>
let tracker: TrackerRow
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-page-'))

beforeAll(async () => {
  ;({ database, cleanup } = await openTempSqlite('rank-page-'))
})
afterAll(async () => {
  await cleanup()
  fs.rmSync(tmp, { recursive: true, force: true })
})
beforeEach(async () => {
  await database.write(async (trx) => {
    await trx.deleteFrom('rank_trackers').execute()
    await trx.deleteFrom('rank_mailbox_mails').execute()
    await trx.deleteFrom('outbox').execute()
    await trx.deleteFrom('leads').execute()
  })
  tracker = await seedTrackerWithResults(database)
  clock = now
})

let clock = now
const deps = () => ({ database, config, now: clock, secret: TEST_SECRET })

function post(token: string, action: string, body: string, headers: Record<string, string> = { origin }) {
  const request = new Request(`${origin}/serpbot-rank-checker/pantau/${token}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
  return handleTrackerAction(request, token, action, deps())
}

const keywordsOf = async (trackerId: string) =>
  (
    await database.db
      .selectFrom('rank_tracker_keywords')
      .select('keyword')
      .where('tracker_id', '=', trackerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((row) => row.keyword)

describe('exports', () => {
  it('CSV: UTF-8 with BOM, a row per keyword per day, formula-safe, as an attachment', async () => {
    const response = await handleTrackerExport(tracker.token, 'csv', renderRankPdf, deps())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ranking-tokosepatubudi.co.id-2026-11-30.csv"',
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)) as string[][]
    expect(rows[0]).toEqual([
      'date',
      'keyword',
      'site',
      'location',
      'device',
      'position',
      'url',
      'featured_snippet',
      'local_pack',
      'local_pack_shown',
    ])
    const site = 'tokosepatubudi.co.id'
    const tail = ['', '', '']
    expect(rows.slice(1)).toEqual([
      ['2026-11-20', 'sepatu kulit bandung', site, 'Bandung', 'mobile', '12', `https://${site}/kulit`, ...tail],
      ['2026-11-23', 'sepatu kulit bandung', site, 'Bandung', 'mobile', '9', `https://${site}/kulit`, ...tail],
      ['2026-11-30', 'sepatu kulit bandung', site, 'Bandung', 'mobile', '4', `https://www.${site}/kulit`, ...tail],
      ['2026-11-20', 'toko sepatu pria', site, 'Bandung', 'mobile', '30', `https://${site}/pria`, ...tail],
      ['2026-11-23', 'toko sepatu pria', site, 'Bandung', 'mobile', '7', `https://${site}/pria`, ...tail],
      ['2026-11-30', 'toko sepatu pria', site, 'Bandung', 'mobile', '', '', ...tail],
      // A keyword typed as a formula is text in the spreadsheet, never run.
      ['2026-11-30', `'${FORMULA}`, site, 'Bandung', 'mobile', '55', `https://${site}/?q==1+1`, ...tail],
    ])
  })

  it('JSON: the shape of the issue, position null outside the top 100', async () => {
    // No business name: the 3-pack is not followed.
    const noPack = { localPack: null, localPackShown: null }
    const response = await handleTrackerExport(tracker.token, 'json', renderRankPdf, deps())
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ranking-.*\.json"$/)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({
      domain: 'tokosepatubudi.co.id',
      location: 'Bandung',
      device: 'mobile',
      businessName: null,
      competitors: [],
      keywords: [
        {
          keyword: 'sepatu kulit bandung',
          position: 4,
          url: 'https://www.tokosepatubudi.co.id/kulit',
          featuredSnippet: false,
          ...noPack,
          checkedAt: '2026-11-30T00:30:00.000Z',
          history: [
            {
              date: '2026-11-20',
              position: 12,
              url: 'https://tokosepatubudi.co.id/kulit',
              featuredSnippet: false,
              ...noPack,
            },
            {
              date: '2026-11-23',
              position: 9,
              url: 'https://tokosepatubudi.co.id/kulit',
              featuredSnippet: false,
              ...noPack,
            },
            {
              date: '2026-11-30',
              position: 4,
              url: 'https://www.tokosepatubudi.co.id/kulit',
              featuredSnippet: false,
              ...noPack,
            },
          ],
        },
        {
          keyword: 'toko sepatu pria',
          position: null,
          url: null,
          featuredSnippet: false,
          ...noPack,
          checkedAt: '2026-11-30T00:30:00.000Z',
          history: [
            {
              date: '2026-11-20',
              position: 30,
              url: 'https://tokosepatubudi.co.id/pria',
              featuredSnippet: false,
              ...noPack,
            },
            {
              date: '2026-11-23',
              position: 7,
              url: 'https://tokosepatubudi.co.id/pria',
              featuredSnippet: false,
              ...noPack,
            },
            { date: '2026-11-30', position: null, url: null, featuredSnippet: false, ...noPack },
          ],
        },
        {
          keyword: FORMULA,
          position: 55,
          url: 'https://tokosepatubudi.co.id/?q==1+1',
          featuredSnippet: false,
          ...noPack,
          checkedAt: '2026-11-30T00:30:00.000Z',
          history: [
            {
              date: '2026-11-30',
              position: 55,
              url: 'https://tokosepatubudi.co.id/?q==1+1',
              featuredSnippet: false,
              ...noPack,
            },
          ],
        },
      ],
    })
  })

  it('PDF: the same positions, changes and history as the page', async () => {
    const response = await handleTrackerExport(tracker.token, 'pdf', renderRankPdf, deps())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ranking-.*\.pdf"$/)
    const file = path.join(tmp, 'laporan.pdf')
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    const text = (await textLayout(file)).flatMap((page) => page.lines.map((line) => line.text)).join('\n')
    expect(text).toContain('tokosepatubudi.co.id')
    // The table: latest position, change since the previous and the first check, best position.
    expect(text).toMatch(/sepatu kulit bandung\s+#4\s+naik 5 posisi\s+naik 8 posisi\s+#4/)
    expect(text).toMatch(/toko sepatu pria\s+Tidak masuk\s+100 besar/)
    expect(text).toContain('keluar dari 100')
    // The history, day by day.
    expect(text).toMatch(/20\/11: 12\s+23\/11: 9\s+30\/11: 4/)
    expect(text).toMatch(/20\/11: 30\s+23\/11: 7\s+30\/11: >100/)
  })

  it('says "featured snippet" where the site owned it: position 1 in the CSV, the JSON and the PDF', async () => {
    const keyword = await database.db
      .selectFrom('rank_tracker_keywords')
      .select('id')
      .where('tracker_id', '=', tracker.id)
      .where('keyword', '=', 'sepatu kulit bandung')
      .executeTakeFirstOrThrow()
    await database.write((trx) =>
      trx
        .updateTable('rank_results')
        .set({ position: 1, url: 'https://tokosepatubudi.co.id/panduan', featured_snippet: 1 })
        .where('keyword_id', '=', keyword.id)
        .where('day', '=', '2026-11-30')
        .execute(),
    )
    const csv = await (await handleTrackerExport(tracker.token, 'csv', renderRankPdf, deps())).text()
    const rows = parse(csv.replace(/^\uFEFF/, '')) as string[][]
    expect(rows.find((row) => row[0] === '2026-11-30' && row[1] === 'sepatu kulit bandung')).toEqual([
      '2026-11-30',
      'sepatu kulit bandung',
      'tokosepatubudi.co.id',
      'Bandung',
      'mobile',
      '1',
      'https://tokosepatubudi.co.id/panduan',
      'yes',
      '',
      '',
    ])
    const json = (await (await handleTrackerExport(tracker.token, 'json', renderRankPdf, deps())).json()) as {
      keywords: {
        keyword: string
        position: number
        featuredSnippet: boolean
        history: { featuredSnippet: boolean }[]
      }[]
    }
    const exported = json.keywords.find((row) => row.keyword === 'sepatu kulit bandung')!
    expect(exported).toMatchObject({ position: 1, featuredSnippet: true })
    expect(exported.history.map((day) => day.featuredSnippet)).toEqual([false, false, true])
    const file = path.join(tmp, 'cuplikan.pdf')
    const pdf = await handleTrackerExport(tracker.token, 'pdf', renderRankPdf, deps())
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()))
    const text = (await textLayout(file)).flatMap((page) => page.lines.map((line) => line.text)).join('\n')
    expect(text).toMatch(/sepatu kulit bandung\s+#1 \(Cuplikan\s+pilihan\)/)
  })

  it('answers 404 for an unknown token or format, and never leaks another tracker', async () => {
    for (const token of ['A'.repeat(32), '../../etc/passwd', `${tracker.token}x`, '']) {
      expect((await handleTrackerExport(token, 'csv', renderRankPdf, deps())).status).toBe(404)
    }
    expect((await handleTrackerExport(tracker.token, 'xlsx', renderRankPdf, deps())).status).toBe(404)
  })
})

describe('forms on the tracker page', () => {
  it('refuses a post without Origin, or from another site, with 403 and changes nothing', async () => {
    const noOrigin = await post(tracker.token, 'hapus', 'konfirmasi=hapus', {})
    expect(noOrigin.status).toBe(403)
    expect(await noOrigin.text()).toMatch(/tidak dikirim dari halaman situs ini/)
    const crossSite = await post(tracker.token, 'hapus', 'konfirmasi=hapus', { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await findTrackerByToken(database.db, tracker.token)).not.toBeNull()
  })

  it('answers 404 for an unknown token', async () => {
    for (const action of ['kata-kunci', 'kirim-ulang', 'hapus', 'ringkasan']) {
      expect((await post('B'.repeat(32), action, 'keywords=a')).status).toBe(404)
    }
    expect((await post(tracker.token, 'lainnya', 'x=1')).status).toBe(404)
  })

  it('edits keywords: kept ones keep their history, new ones start, the page says so', async () => {
    const response = await post(
      tracker.token,
      'kata-kunci',
      new URLSearchParams({ keywords: 'Sepatu  Kulit Bandung\r\nsandal anak\r\n\r\n' }).toString(),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/serpbot-rank-checker/pantau/${tracker.token}?hasil=saved#keyword`)
    expect(await keywordsOf(tracker.id)).toEqual(['Sepatu Kulit Bandung', 'sandal anak'])
    const report = (await getTrackerReport(database, config, tracker.token, now))!
    expect(report.keywords.map((keyword) => [keyword.keyword, keyword.history.length])).toEqual([
      ['Sepatu Kulit Bandung', 3],
      ['sandal anak', 0],
    ])
  })

  it('keeps the sign-up limits: 11 keywords, 81 characters, control characters or none are refused', async () => {
    const cases: [string, string][] = [
      [Array.from({ length: 11 }, (_, index) => `keyword ${index}`).join('\n'), 'too-many'],
      ['a'.repeat(81), 'too-long'],
      ['sepatu\u0000<script>alert(1)</script>', 'control-characters'],
      // A right-to-left override would show the keyword reversed in the staff mail and the inbox.
      ['jasa seo\ntoko \u202eoes asaj', 'control-characters'],
      // Only invisible characters: nothing left.
      ['\u200b\n\ufeff\u2060', 'none'],
    ]
    for (const [keywords, problem] of cases) {
      const response = await post(tracker.token, 'kata-kunci', new URLSearchParams({ keywords }).toString())
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toContain(`?hasil=${problem}#ubah-keyword`)
    }
    // Exactly at the limits is accepted; markup is kept as text (React and the exports print it, never run it).
    const ten = Array.from({ length: 10 }, (_, index) => (index === 0 ? 'b'.repeat(80) : `<b>kata ${index}</b>`))
    const accepted = await post(
      tracker.token,
      'kata-kunci',
      new URLSearchParams({ keywords: ten.join('\n') }).toString(),
    )
    expect(accepted.headers.get('location')).toContain('?hasil=saved')
    expect(await keywordsOf(tracker.id)).toEqual(ten)
  })

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(tracker.token, 'kata-kunci', `keywords=${'a'.repeat(20_000)}`)
    expect(response.status).toBe(413)
  })

  it("resends the link through the outbox within the mailbox's budget: three an hour, six a day", async () => {
    const resend = async () => (await post(tracker.token, 'kirim-ulang', '')).headers.get('location')
    for (let hour = 0; hour < 3; hour++) {
      clock = new Date(now.getTime() + hour * 3_600_001)
      for (let index = 0; index < mailboxMailLimits.perHour; index++) {
        // The third hour finds the day's six spent.
        expect(await resend()).toContain(hour < 2 ? '?hasil=sent' : '?hasil=resend-limited')
      }
      expect(await resend()).toContain('?hasil=resend-limited')
    }
    const queued = await database.db
      .selectFrom('rank_mail_outbox')
      .select(['kind', 'status'])
      .where('tracker_id', '=', tracker.id)
      .execute()
    expect(queued).toEqual(
      Array.from({ length: mailboxMailLimits.perDay }, () => ({ kind: 'tracker-link', status: 'pending' })),
    )
    // A day after the first, the mailbox has its budget again.
    clock = new Date(now.getTime() + 24 * 3_600_000 + 1)
    expect(await resend()).toContain('?hasil=sent')
  })

  it('stops tracking only when confirmed: the tracker and all its history go at once, then 404', async () => {
    await recordTrackerLead(database, tracker.id, now)
    const unconfirmed = await post(tracker.token, 'hapus', '')
    expect(unconfirmed.headers.get('location')).toContain('?hasil=delete-unconfirmed')
    expect(await findTrackerByToken(database.db, tracker.token)).not.toBeNull()

    const response = await post(tracker.token, 'hapus', 'konfirmasi=hapus')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/serpbot-rank-checker/pantau/dihapus')
    for (const table of ['rank_trackers', 'rank_tracker_keywords', 'rank_results'] as const) {
      const rows = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
      expect(Number(rows?.n), table).toBe(0)
    }
    expect((await handleTrackerExport(tracker.token, 'json', renderRankPdf, deps())).status).toBe(404)
    expect(await getTrackerReport(database, config, tracker.token, now)).toBeNull()
    // "Permanently" covers the inbox lead (UU PDP): it stays as a record that the visitor deleted it, nothing more.
    const [lead] = await database.db.selectFrom('leads').selectAll().where('kind', '=', 'rank-tracker').execute()
    expect(lead).toMatchObject({ email: '', website: null, keywords: null })
    expect(lead!.erased_at).not.toBeNull()
    expect(JSON.stringify(lead)).not.toContain('tokosepatubudi')
  })

  it('turns the weekly digest off and on again without touching the tracking', async () => {
    const off = await post(tracker.token, 'ringkasan', 'ringkasan=off')
    expect(off.headers.get('location')).toContain('?hasil=digest-off')
    expect(Number((await findTrackerByToken(database.db, tracker.token))!.digest_opt_out)).toBe(1)
    await post(tracker.token, 'ringkasan', 'ringkasan=on')
    expect(Number((await findTrackerByToken(database.db, tracker.token))!.digest_opt_out)).toBe(0)
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it("takes the mail provider's POST without Origin and stops the mails, not the tracking", async () => {
    const request = new Request(`${origin}/api/rank-tracker/unsubscribe/${tracker.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    const response = await handleUnsubscribe(request, tracker.token, deps())
    expect(response.status).toBe(200)
    const after = (await findTrackerByToken(database.db, tracker.token))!
    expect(Number(after.digest_opt_out)).toBe(1)
    expect(after.confirmed_at).not.toBeNull()
    expect(await keywordsOf(tracker.id)).toHaveLength(3)
    const unknown = new Request(`${origin}/api/rank-tracker/unsubscribe/x`, { method: 'POST' })
    expect((await handleUnsubscribe(unknown, 'C'.repeat(32), deps())).status).toBe(404)
  })
})

describe('the "Lihat Demo" button', () => {
  it('opens the demo page, on the hero and the closing band', () => {
    expect(rankChecker.hero.actions).toContainEqual(
      expect.objectContaining({ label: 'Lihat Demo', href: '/serpbot-rank-checker/demo' }),
    )
  })
})

describe('notices', () => {
  it('has words for every code a form answers with', () => {
    expect(Object.keys(trackerNotices).sort()).toEqual([...TRACKER_NOTICES].sort())
  })
})

describe('the demo tracker', () => {
  it("tracks the agency's own site once, confirmed, without digest; shows nothing without a provider", async () => {
    expect(demoDomain()).toBe('puncakdigital.co.id')
    const [first, second] = await Promise.all([ensureDemoTracker(database, now), ensureDemoTracker(database, now)])
    expect(first).toBe(second)
    expect(await ensureDemoTracker(database, now)).toBe(first)
    const demos = await database.db
      .selectFrom('rank_trackers')
      .selectAll()
      .where('domain', '=', 'puncakdigital.co.id')
      .execute()
    expect(demos).toHaveLength(1)
    expect(demos[0]!.confirmed_at).not.toBeNull()
    expect(Number(demos[0]!.digest_opt_out)).toBe(1)
    expect(demos[0]!.lead_id).toBeNull()
    expect(await keywordsOf(demos[0]!.id)).toEqual([...DEMO_TRACKER.keywords])

    const report = (await getDemoReport(database, config, now))!
    expect(report.tracker.domain).toBe('puncakdigital.co.id')
    // No result yet: the page says the first check is running, never a position it has not seen.
    expect(report.keywords.every((keyword) => keyword.latest === null)).toBe(true)
    expect(await getDemoReport(database, { ...config, provider: null }, now)).toBeNull()
  })
})

const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-page-shared-'))
afterAll(() => fs.rmSync(shared, { recursive: true, force: true }))
pageStorageSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(shared, 'leads.db') }))

describe('request log', () => {
  it('never writes a tracker token into the log', () => {
    expect(loggablePath('/serpbot-rank-checker/pantau/AbC_123-xyz/unduh/csv?x=1')).toBe(
      '/serpbot-rank-checker/pantau/[token]/unduh/csv',
    )
    expect(loggablePath('/api/rank-tracker/unsubscribe/AbC_123-xyz')).toBe('/api/rank-tracker/unsubscribe/[token]')
    expect(loggablePath('/serpbot-rank-checker/konfirmasi/AbC_123-xyz')).toBe(
      '/serpbot-rank-checker/konfirmasi/[token]',
    )
  })
})
