import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { e2eDatabaseFile, expectNoAxeViolations } from './helpers'
import { createStaffUser, disableStaffUser, loginAs, signedInAs, staffEmail, STAFF_PASSWORD } from './helpers/admin'

/*
 * The staff inbox in a real browser against the production build: login, throttling, list, filters, search,
 * detail, status change, notes, roles, logout, expiry, hostile lead content, cross-site posts, axe, 375 px.
 */

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabaseFile())
  db.pragma('busy_timeout = 5000')
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** Inserts a lead (as the public forms store it) with one e-mail notification row; returns ids. */
function seedLead(fields: Record<string, string | number | null> = {}): { id: string; outboxId: string } {
  const id = randomUUID()
  const outboxId = randomUUID()
  const now = new Date().toISOString()
  const row = {
    id,
    kind: 'analysis',
    status: 'new',
    is_spam: 0,
    name: 'Rina Wulandari',
    email: `rina-${id.slice(0, 6)}@tokorina.co.id`,
    phone: '+6281234567890',
    website: 'https://tokorina.co.id',
    business: 'Toko kue',
    message: 'Ingin naik ke halaman 1 untuk "kue ulang tahun jakarta".',
    landing_page_url: '/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_campaign: 'seo-jakarta',
    consent_version: '2025-01',
    consent_at: now,
    raw_payload: '{}',
    created_at: now,
    updated_at: now,
    ...fields,
  }
  withDb((db) => {
    const columns = Object.keys(row)
    db.prepare(`insert into leads (${columns.join(',')}) values (${columns.map((c) => '@' + c).join(',')})`).run(row)
    db.prepare(
      `insert into outbox (id, lead_id, channel, status, attempts, next_attempt_at, created_at, last_error)
       values (?, ?, 'email', 'failed', 8, ?, ?, 'SMTP 421 coba lagi')`,
    ).run(outboxId, id, now, now)
  })
  return { id, outboxId }
}

/**
 * Every admin route, from the route tree: pages under src/app/admin (route handlers that render server markup,
 * route.tsx), handlers under src/app/api/admin (route.ts).
 */
type AdminRoute = { kind: 'page' | 'api'; path: string; adminOnly: boolean; methods: string[] }

function routeTree(params: Record<string, string>): AdminRoute[] {
  const found: AdminRoute[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.tsx' || entry.name === 'route.ts') {
        const source = fs.readFileSync(full, 'utf8')
        const segments = path
          .relative('src/app', path.dirname(full))
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .map((segment) => {
            const name = segment.match(/^\[(\w+)\]$/)?.[1]
            if (name && !params[name]) throw new Error(`no test value for route parameter [${name}] in ${full}`)
            return name ? params[name]! : segment
          })
        found.push({
          kind: entry.name === 'route.tsx' ? 'page' : 'api',
          path: `/${segments.join('/')}`,
          adminOnly: /requireStaff(Request|Action)\([^)]*'admin'\)|role: 'admin'/.test(source),
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) =>
            new RegExp(`export (async function|const) ${method}\\b`).test(source),
          ),
        })
      }
    }
  }
  walk('src/app/admin')
  walk('src/app/api/admin')
  return found
}

/** Routes anyone may call: the login page and the login (password, then code) and logout handlers. */
const PUBLIC = new Set(['/admin/login', '/api/admin/login', '/api/admin/login/verifikasi', '/api/admin/logout'])

async function expectLockedOut(request: APIRequestContext, routes: AdminRoute[], baseURL: string) {
  for (const route of routes.filter((r) => !PUBLIC.has(r.path))) {
    if (route.kind === 'page') {
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status(), `${route.path} without a valid session`).toBe(307)
      expect(response.headers().location, route.path).toContain('/admin/login?next=')
    } else {
      for (const method of route.methods.filter((m) => m !== 'GET')) {
        const response = await request.fetch(route.path, { method, headers: { origin: baseURL }, maxRedirects: 0 })
        expect(response.status(), `${method} ${route.path} without a valid session`).toBe(401)
      }
    }
  }
}

test.describe('staff inbox', () => {
  test('a staff member logs in, finds a lead, marks it contacted with a note, and logs out', async ({ page }) => {
    const { id } = seedLead({ name: 'Budi Santoso Kopi' })
    await signedInAs(page, 'staff', 'sales')
    await expect(page.getByRole('heading', { name: /Halo/ })).toBeVisible()

    await page.goto('/admin/leads')
    await expect(page.getByTestId('new-lead-count')).toContainText('lead baru')
    await page.getByLabel('Cari').fill('budi santoso')
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await expect(page).toHaveURL(/q=budi\+santoso/)
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await page.getByTestId('lead-row').first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}`))

    await expect(page.getByRole('heading', { name: 'Budi Santoso Kopi' })).toBeVisible()
    await expect(page.getByText('seo-jakarta', { exact: true })).toBeVisible()
    await expect(page.getByText('/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta')).toBeVisible()
    const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/)
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain('Puncak Digital')

    await page.getByRole('button', { name: 'Sudah dihubungi' }).click()
    await expect(page.getByRole('status')).toHaveText('Status disimpan.')
    await expect(page.getByRole('button', { name: 'Sudah dihubungi' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('#status')).toContainText('Baru → Sudah dihubungi')
    await expect(page.getByRole('main')).toContainText('dihubungi pertama kali setelah')

    await page.getByLabel('Catatan baru').fill('Sudah ditelepon.\nMinta penawaran 10 kata kunci.')
    await page.getByRole('button', { name: 'Simpan catatan' }).click()
    await expect(page.locator('#catatan')).toContainText('Minta penawaran 10 kata kunci.')

    const first = withDb((db) => db.prepare('select first_contacted_at from leads where id = ?').get(id)) as {
      first_contacted_at: string | null
    }
    expect(first.first_contacted_at).not.toBeNull()

    await page.getByRole('button', { name: 'Keluar' }).click()
    await expect(page).toHaveURL(/\/admin\/login\?keluar=1/)
    await page.goto(`/admin/leads/${id}`)
    await expect(page).toHaveURL(/\/admin\/login\?next=/)
  })

  test('filters live in the URL and spam stays hidden unless asked for', async ({ page }) => {
    const tag = randomUUID().slice(0, 8)
    seedLead({ name: `Spam ${tag}`, is_spam: 1 })
    seedLead({ name: `Kontak ${tag}`, kind: 'contact' })
    await signedInAs(page, 'staff', 'filter')
    await page.goto(`/admin/leads?q=${tag}`)
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await page.goto(`/admin/leads?q=${tag}&spam=all`)
    await expect(page.getByTestId('lead-row')).toHaveCount(2)
    await page.goto(`/admin/leads?q=${tag}&spam=all&kind=contact`)
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await expect(page.getByLabel('Jenis')).toHaveValue('contact')
    // An empty date field shows no date (WebKit greys today's date into one, which reads as a filter that is set):
    // the page marks it, and its date text is hidden until it is focused; a chosen date is unmarked.
    const from = page.getByLabel('Dari tanggal')
    const hidesItsText = () =>
      from.evaluate((input) => {
        const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
        const flat = rules.flatMap((rule) => ('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules] : [rule]))
        return flat.some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.includes('::-webkit-datetime-edit') &&
            rule.style.visibility === 'hidden' &&
            input.matches(rule.selectorText.replace('::-webkit-datetime-edit', '')),
        )
      })
    await expect(from).toHaveAttribute('data-empty', '')
    expect(await hidesItsText(), 'the empty field hides its date text').toBe(true)
    await from.fill('2026-11-02')
    await expect(from).not.toHaveAttribute('data-empty')
    await page.getByLabel('Cari').focus()
    expect(await hidesItsText(), 'a chosen date is drawn').toBe(false)
    await page.goto(`/admin/leads?q=${encodeURIComponent('%_%')}`)
    await expect(page.getByText('Tidak ada lead yang cocok')).toBeVisible()
  })

  test('a wrong password and an unknown e-mail get the same answer; the sixth failure is refused with 429', async ({
    browser,
    baseURL,
  }) => {
    // Each attempt runs a real scrypt check: slow on a busy two-core machine.
    test.setTimeout(120_000)
    const email = staffEmail('brute')
    createStaffUser(email, 'staff')
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-real-ip': '10.77.0.1' } })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Kata sandi').fill('bukan-sandi-yang-benar')
    await page.getByRole('button', { name: 'Masuk' }).click()
    const wrong = await page.locator('main [role=alert]').textContent()
    expect(wrong).toContain('E-mail atau kata sandi salah')
    await page.getByLabel('E-mail').fill(staffEmail('tidak-ada'))
    await page.getByLabel('Kata sandi').fill('bukan-sandi-yang-benar')
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.locator('main [role=alert]')).toHaveText(wrong!)

    const attempt = (password: string, ip: string) =>
      context.request.post('/api/admin/login', {
        form: { email, password },
        headers: { origin: baseURL!, 'x-real-ip': ip },
        maxRedirects: 0,
      })
    // Four more failures from other addresses: five for the account (the unknown e-mail counted for the IP only).
    for (const ip of ['10.77.0.2', '10.77.0.3', '10.77.0.4', '10.77.0.5'])
      expect((await attempt('salah-lagi-123', ip)).status()).toBe(303)
    const refused = await attempt(STAFF_PASSWORD, '10.77.0.6')
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800)
    expect(await refused.text()).toContain('Terlalu banyak percobaan masuk')
    await context.close()
  })

  test('every admin route refuses visitors, expired sessions and disabled accounts; staff cannot open admin-only ones', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const { id, outboxId } = seedLead()
    const routes = routeTree({ id, outboxId })
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/admin', '/admin/leads', `/admin/leads/${id}`, `/api/admin/leads/${id}/status`]),
    )

    const anonymous = await browser.newContext()
    await expectLockedOut(anonymous.request, routes, baseURL!)

    const expired = await browser.newContext()
    const expiredPage = await expired.newPage()
    const expiredEmail = await signedInAs(expiredPage, 'admin', 'expired')
    withDb((db) =>
      db
        .prepare(`update staff_session set expiresAt = ? where userId = (select id from staff_user where email = ?)`)
        .run(new Date(Date.now() - 60_000).toISOString(), expiredEmail),
    )
    await expectLockedOut(expired.request, routes, baseURL!)

    const disabled = await browser.newContext()
    const disabledPage = await disabled.newPage()
    const disabledEmail = await signedInAs(disabledPage, 'admin', 'disabled')
    expect((await disabled.request.get('/admin/audit-log', { maxRedirects: 0 })).status()).toBe(200)
    disableStaffUser(disabledEmail)
    await expectLockedOut(disabled.request, routes, baseURL!)

    const staff = await browser.newContext()
    await signedInAs(await staff.newPage(), 'staff', 'role')
    const adminOnly = routes.filter((r) => r.adminOnly)
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const route of adminOnly) {
      if (route.kind === 'page') expect((await staff.request.get(route.path)).status(), route.path).toBe(403)
      for (const method of route.kind === 'api' ? route.methods.filter((m) => m !== 'GET') : []) {
        const response = await staff.request.fetch(route.path, { method, headers: { origin: baseURL! } })
        expect(response.status(), `${method} ${route.path} as staff`).toBe(403)
      }
    }
    for (const context of [anonymous, expired, disabled, staff]) await context.close()
  })

  test('hostile lead content is shown as text, and a forged cross-site status change is refused', async ({ page }) => {
    const { id } = seedLead({
      name: '<script>window.__pwned = 1</script>',
      business: '<img src=x onerror="window.__pwned = 2">',
      message: '=HYPERLINK("http://evil.example","klik")\r\n+SUM(A1)\r\n@cmd',
      referrer: 'javascript:alert(1)',
    })
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await signedInAs(page, 'staff', 'hostile')
    await page.goto(`/admin/leads/${id}`)
    await expect(page.getByRole('heading', { name: '<script>window.__pwned = 1</script>' })).toBeVisible()
    await expect(page.getByText('<img src=x onerror="window.__pwned = 2">')).toBeVisible()
    await expect(page.getByText('=HYPERLINK("http://evil.example","klik")', { exact: false })).toBeVisible()
    expect(await page.locator('main img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toBe(0)

    await page.goto(`/admin/leads?q=${encodeURIComponent('<script>window.__pwned')}`)
    await expect(page.getByTestId('lead-row').first()).toContainText('<script>window.__pwned = 1</script>')

    const forged = await page.request.post(`/api/admin/leads/${id}/status`, {
      form: { status: 'lost' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    const noOrigin = await page.request.post(`/api/admin/leads/${id}/status`, {
      form: { status: 'lost' },
      headers: { 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(noOrigin.status()).toBe(403)
    const status = withDb((db) => db.prepare('select status from leads where id = ?').get(id)) as { status: string }
    expect(status.status).toBe('new')
  })

  test('admin pages pass axe and answer private, noindex', async ({ page }) => {
    const { id } = seedLead()
    const login = await page.goto('/admin/login')
    expect(login!.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(login!.headers()['cache-control']).toContain('no-store')
    await expectNoAxeViolations(page, '/admin/login')
    await signedInAs(page, 'admin', 'axe')
    for (const path of ['/admin', '/admin/leads', `/admin/leads/${id}`, '/admin/audit-log', '/admin/keamanan']) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(200)
      expect(response!.headers()['cache-control'], path).toContain('no-store')
      expect(response!.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
      await expectNoAxeViolations(page, path)
    }
    const sitemap = await page.request.get('/sitemap.xml')
    expect(await sitemap.text()).not.toContain('/admin')
  })

  test('@mobile login, list and lead page fit a 375 px screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const { id } = seedLead({
      message: 'Pesan panjang '.repeat(40),
      website: `https://${'sangat-panjang-'.repeat(8)}.co.id`,
    })
    const noHorizontalScroll = async (where: string) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        where,
      ).toBeLessThanOrEqual(0)
    await page.goto('/admin/login')
    await noHorizontalScroll('login')
    const email = staffEmail('phone')
    createStaffUser(email, 'staff')
    await loginAs(page, email)
    await page.goto('/admin/leads')
    await noHorizontalScroll('list')
    // The menu wraps: every entry is on screen, none hides off its side with no sign of it.
    const menu = page.getByRole('navigation', { name: 'Navigasi inbox' })
    expect(await menu.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0)
    for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport()
    await page.goto(`/admin/leads/${id}`)
    await noHorizontalScroll('detail')
    // "← Kembali ke daftar lead" keeps its distance from the badges below it.
    const back = await page.getByRole('link', { name: '← Kembali ke daftar lead' }).boundingBox()
    const badges = await page.locator('main header').boundingBox()
    expect(badges!.y - (back!.y + back!.height)).toBeGreaterThanOrEqual(16)
    await page.getByRole('button', { name: 'Sudah dihubungi' }).click()
    await expect(page.getByRole('status')).toHaveText('Status disimpan.')
    await context.close()
  })
})
