import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { pageStyleIndex } from '../../../scripts/defer-hydration/page-styles'

/*
 * Issue 43: the private pages rendered per request are server markup with no App Router client runtime: no flight
 * data, no framework chunk, the stylesheet once (cut to what the page uses), every inline script with the answer's
 * nonce; an unknown address is a 404 with the site's header, footer and 404 look, readable without JavaScript.
 * The route handlers themselves, on real SQLite, with a page document as the build writes it.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-pages-'))
const distDir = path.join(dir, '.next')
fs.mkdirSync(distDir)
const css =
  '@layer base{*,:before{box-sizing:border-box}table{border-collapse:collapse}}' +
  '@layer utilities{.flex{display:flex}.text-7xl{font-size:4.5rem}.prose{max-width:65ch}.bg-ink-900{background:#0f1730}}'
fs.writeFileSync(
  path.join(distDir, 'page-document.json'),
  JSON.stringify({
    html: [
      ['lang', 'id'],
      ['class', 'font_variable'],
      ['style', "--brand-font-fallback:'jakarta Fallback'"],
      ['data-brand-font', "'jakarta'"],
    ],
    stylesheet: pageStyleIndex('/_next/static/chunks/site.css', css),
  }),
)
vi.stubEnv('NEXT_DIST_DIR', distDir)
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)
vi.stubEnv('SERP_PROVIDER', '')

const { getDatabase, closeDatabase } = await import('@/lib/db/client')
const { createTracker, findTrackerByToken } = await import('@/lib/rank-tracker')
const { seedTrackerWithResults } = await import('@/lib/rank-tracker/testing/page-fixtures')
const trackerRoute = await import('@/app/(site)/serpbot-rank-checker/pantau/[token]/route')
const confirmRoute = await import('@/app/(site)/serpbot-rank-checker/konfirmasi/[token]/route')
const reportRoute = await import('@/app/(site)/analisis-gratis/hasil/[token]/route')

afterAll(async () => {
  await closeDatabase()
  fs.rmSync(dir, { recursive: true, force: true })
})

const origin = 'http://localhost:3000'
const nonce = 'bm9uY2UtZm9yLXRlc3Rz'
const unknown = 'x'.repeat(32)
const get = (address: string) => new Request(`${origin}${address}`, { headers: { 'x-nonce': nonce } })
const params = (token: string) => ({ params: Promise.resolve({ token }) })

/** What a browser gets before any script runs: the document, its scripts and its stylesheets. */
function served(html: string) {
  return {
    scripts: html.match(/<script\b[^>]*>/g) ?? [],
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!),
    text: html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  }
}

describe('the tracker page', () => {
  it('is server markup only: the stylesheet once and cut, no framework, the nonce on every script', async () => {
    const tracker = await seedTrackerWithResults(await getDatabase())
    const response = await trackerRoute.GET(get(`/serpbot-rank-checker/pantau/${tracker.token}`), params(tracker.token))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html.slice(0, html.indexOf('<head>'))).toBe(
      '<!DOCTYPE html><html lang="id" class="font_variable" data-brand-font="&#x27;jakarta&#x27;" ' +
        'style="--brand-font-fallback:&#x27;jakarta Fallback&#x27;">',
    )
    expect(html).toContain('<title>Pantauan Ranking Keyword Anda | Puncak Digital</title>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>')
    const page = served(html)
    expect(page.text).toContain('sepatu kulit bandung')
    // The App Router's client runtime is not there: no chunk, no flight data, no hydration marker.
    expect(html).not.toMatch(/__next_f|_next\/static\/chunks\/[^"]+\.js|data-hydrated/)
    expect(page.scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true)
    expect(page.scripts.some((tag) => !/data-shell|application\/ld\+json/.test(tag))).toBe(false)
    // One stylesheet, with the rules of the classes and elements on the page only.
    expect(page.styles).toHaveLength(1)
    expect(page.styles[0]).toContain('.flex{display:flex}')
    expect(page.styles[0]).toContain('table{border-collapse:collapse}')
    expect(page.styles[0]).not.toMatch(/\.prose|\.text-7xl/)
  })
})

describe('unknown addresses', () => {
  for (const [name, route, address, title, words] of [
    [
      'a deleted or unknown tracker',
      trackerRoute,
      '/serpbot-rank-checker/pantau/',
      'Pantauan Tidak Ditemukan',
      'Tautan ini tidak kami kenali',
    ],
    [
      'an unknown or expired confirmation',
      confirmRoute,
      '/serpbot-rank-checker/konfirmasi/',
      'Tautan konfirmasi tidak berlaku',
      'sudah kedaluwarsa',
    ],
    [
      'an unknown audit report',
      reportRoute,
      '/analisis-gratis/hasil/',
      'Laporan Tidak Ditemukan',
      'Tautan laporan ini tidak kami kenali',
    ],
  ] as const) {
    it(`${name}: 404 with the site's shell and 404 look, its own title, readable without JavaScript`, async () => {
      for (const token of [unknown, '%3Cscript%3E', 'x'.repeat(5000)]) {
        const response = await route.GET(get(`${address}${token}`), params(token))
        expect(response.status).toBe(404)
        const html = await response.text()
        expect(html).toContain(`<title>${title} | Puncak Digital</title>`)
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
        expect(html).not.toContain('__next_error__')
        const page = served(html)
        expect(page.text).toMatch(new RegExp(`404 ${title} .*${words}`))
        // The site's header (main navigation) and footer around it, as on /tidak-ada.
        expect(html).toMatch(/<header[\s\S]*<nav aria-label="Menu utama"[\s\S]*<main id="konten">[\s\S]*<footer/)
        expect(html).toContain('<p class="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>')
        expect(page.styles[0]).toContain('.text-7xl{font-size:4.5rem}')
      }
    })
  }
})

describe('the confirmation page', () => {
  it('confirms only with a post from the site itself, leads to the tracker page once, then only says so', async () => {
    const database = await getDatabase()
    const created = await createTracker(database, {
      domain: 'tokokue.co.id',
      email: 'sari@tokokue.co.id',
      location: 'bandung',
      device: 'mobile',
      keywords: ['kue ulang tahun bandung'],
      now: new Date(),
    })
    const confirmToken = created.confirm_token
    const address = `/serpbot-rank-checker/konfirmasi/${confirmToken}`
    const page = await confirmRoute.GET(get(address), params(confirmToken))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<form class="mt-8" method="post">')
    expect(html).toContain('<meta name="referrer" content="same-origin"/>')
    expect(served(html).scripts.some((tag) => !/data-shell|application\/ld\+json/.test(tag))).toBe(false)

    const post = (headers: Record<string, string>, body?: string) =>
      confirmRoute.POST(
        new Request(`${origin}${address}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body,
        }),
        params(confirmToken),
      )
    const crossSite: Array<Record<string, string>> = [{}, { origin: 'https://situs-lain.example' }, { origin: 'null' }]
    for (const headers of crossSite) {
      const refused = await post(headers)
      expect(refused.status).toBe(303)
      expect(refused.headers.get('location')).toBe(`${address}?status=situs-lain`)
    }
    expect((await findTrackerByToken(database.db, created.token))?.confirmed_at).toBeNull()
    const refusedPage = await (await confirmRoute.GET(get(`${address}?status=situs-lain`), params(confirmToken))).text()
    expect(refusedPage).toContain('Konfirmasi hanya bisa dikirim dari halaman ini')

    const confirmed = await post({ origin })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`/serpbot-rank-checker/pantau/${created.token}`)
    expect((await findTrackerByToken(database.db, created.token))?.confirmed_at).not.toBeNull()

    // Once used, the link is no key to the tracker: no redirect, no page token, a way to have the address mailed.
    const again = await confirmRoute.GET(get(address), params(confirmToken))
    expect(again.status).toBe(200)
    const used = await again.text()
    expect(used).toContain('Pemantauan sudah dikonfirmasi')
    expect(used).not.toContain(created.token)
    expect(used).toContain('name="aksi" value="kirim-ulang"')
    const secondPress = await post({ origin })
    expect(secondPress.headers.get('location')).toBe(address)
    const resend = await post({ origin }, 'aksi=kirim-ulang')
    expect(resend.headers.get('location')).toBe(`${address}?status=dikirim`)
    const mails = await database.db
      .selectFrom('rank_mail_outbox')
      .select('kind')
      .where('tracker_id', '=', created.id)
      .where('kind', '=', 'tracker-link')
      .execute()
    expect(mails).toHaveLength(2)
    const resentPage = await (await confirmRoute.GET(get(`${address}?status=dikirim`), params(confirmToken))).text()
    expect(resentPage).toContain('Permintaan diterima')
  })
})
