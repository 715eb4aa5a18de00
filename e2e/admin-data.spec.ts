/**
 * The admin's data pages (issue 15): dashboard (chart and tables, axe), CSV export of hostile content, newsletter
 * search/export/removal, UU PDP deletion with its confirmation step, and access: no session, staff role, cross-site.
 * Rows are written straight into the E2E server's SQLite file (WAL: the server sees them at once).
 */
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { e2eDatabaseFile, expectNoAxeViolations } from './helpers'
import { signedInAs } from './helpers/admin'

test.beforeEach(({}, info) => test.skip(info.project.name === 'mobile', 'admin data: desktop project'))

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabaseFile())
  try {
    return work(db)
  } finally {
    db.close()
  }
}

function insertLead(values: Record<string, string | number | null>): string {
  const id = randomUUID()
  const now = new Date().toISOString()
  const row = {
    id,
    kind: 'analysis',
    status: 'new',
    is_spam: 0,
    raw_payload: '{}',
    created_at: now,
    updated_at: now,
    ...values,
  }
  const columns = Object.keys(row)
  withDb((db) =>
    db.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row),
  )
  return id
}

function insertSubscriber(email: string): string {
  const id = randomUUID()
  withDb((db) =>
    db
      .prepare('INSERT INTO newsletter_subscribers (id, email, created_at, source_page) VALUES (?, ?, ?, ?)')
      .run(id, email, new Date().toISOString(), 'http://127.0.0.1/'),
  )
  return id
}

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@contoh-data.id`

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return readFileSync((await file.path())!, 'utf8')
}

test('dashboard: chart with its table, contact speed, attribution; axe clean; the week as a safe CSV', async ({
  page,
}) => {
  const email = unique('formula')
  insertLead({
    name: '=cmd|"/c calc"!A1',
    email,
    company: '<script>alert(1)</script>',
    message: 'baris satu\r\n+baris dua',
    landing_page_url: '/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta',
    utm_source: 'google',
    utm_campaign: 'seo-jakarta',
  })
  const staff = await signedInAs(page, 'admin')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Lead per minggu' })).toBeVisible()
  await expect(page.getByTestId('weekly-leads').locator('svg')).toBeVisible()
  const table = page.getByRole('table', { name: /Lead per minggu/ })
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(page.getByTestId('halaman-pertama')).toContainText('/analisis-gratis')
  await expect(page.getByTestId('sumber-kampanye')).toContainText('google')
  await expect(page.getByTestId('contact-speed')).toContainText('Bulan ini')
  await expect(page.locator('script:not([src])', { hasText: 'alert(1)' })).toHaveCount(0)
  await expectNoAxeViolations(page, '/admin')

  const csv = await download(page, 'Unduh CSV')
  expect(csv.startsWith('\uFEFF"ID",')).toBe(true)
  const line = csv.split('\r\n').find((row) => row.includes(email))!
  expect(line).toContain(`"'=cmd|""/c calc""!A1"`)
  expect(line).toContain('<script>alert(1)</script>')
  // The multi-line message stays one quoted cell; its second line cannot start a formula either.
  expect(csv).toContain(`"baris satu\r\n'+baris dua"`)
  expect(csv).toContain('seo-jakarta')

  // This staff member's own exports: other tests export at the same time, under their own accounts.
  const audit = withDb((db) =>
    db
      .prepare("SELECT subject FROM staff_audit_log WHERE action = 'export' AND user_email = ? ORDER BY created_at")
      .all(staff),
  ) as { subject: string }[]
  expect(audit.map((row) => row.subject)).toEqual([
    expect.stringMatching(/^lead csv: from=\d{4}-\d{2}-\d{2} \(\d+ lead\)$/),
  ])
})

test('newsletter: search, CSV export, removal', async ({ page }) => {
  const email = unique('=berita')
  insertSubscriber(email)
  await signedInAs(page, 'admin')
  await page.goto('/admin/newsletter')
  await expectNoAxeViolations(page, '/admin/newsletter')
  await page.getByLabel('Cari alamat e-mail').fill(email)
  await page.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page.getByTestId('subscriber-total')).toHaveText('1 pelanggan')
  await expect(page.getByTestId('subscribers')).toContainText(email)

  const csv = await download(page, 'Unduh CSV')
  expect(csv).toContain(`\r\n"'${email}",`)

  await page.getByRole('button', { name: `Hapus ${email}` }).click()
  await expect(page.getByRole('status')).toContainText('sudah dihapus')
  expect(
    withDb((db) => db.prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email)),
  ).toEqual({
    n: 0,
  })
})

test('UU PDP deletion: check, a wrong confirmation deletes nothing, the right one deletes everything', async ({
  page,
}) => {
  const email = unique('hapus')
  const leadId = insertLead({ name: 'Minta Dihapus', email })
  withDb((db) =>
    db
      .prepare('INSERT INTO lead_notes (id, lead_id, body, created_at) VALUES (?, ?, ?, ?)')
      .run(randomUUID(), leadId, 'Catatan rahasia', new Date().toISOString()),
  )
  insertSubscriber(email)
  await signedInAs(page, 'admin')
  await page.goto('/admin/hapus-data')
  await expectNoAxeViolations(page, '/admin/hapus-data')
  await page.getByLabel('Alamat e-mail pengunjung').fill(email)
  await page.getByRole('button', { name: 'Periksa data' }).click()
  const confirm = page.getByTestId('deletion-confirm')
  await expect(confirm).toContainText(`Untuk ${email} tersimpan 1 lead dan langganan newsletter.`)

  await confirm.getByLabel(/Ketik ulang/).fill('orang.lain@contoh-data.id')
  await confirm.getByRole('button', { name: 'Hapus permanen' }).click()
  // Next's route announcer is an alert too: look inside the form.
  await expect(page.getByTestId('deletion-confirm').getByRole('alert')).toContainText('Alamat konfirmasi tidak sama')
  expect(withDb((db) => db.prepare('SELECT count(*) AS n FROM leads WHERE email = ?').get(email))).toEqual({ n: 1 })

  await page.getByLabel(/Ketik ulang/).fill(email)
  await page.getByRole('button', { name: 'Hapus permanen' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Selesai: 1 lead dan 1 langganan newsletter dihapus permanen.',
  )
  withDb((db) => {
    expect(db.prepare('SELECT count(*) AS n FROM leads WHERE email = ?').get(email)).toEqual({ n: 0 })
    expect(db.prepare('SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?').get(leadId)).toEqual({ n: 0 })
    expect(db.prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email)).toEqual({ n: 0 })
    const rows = db.prepare("SELECT * FROM staff_audit_log WHERE action = 'deletion'").all()
    expect(JSON.stringify(rows)).not.toContain(email)
  })
})

const ADMIN_PAGES = ['/admin/newsletter', '/admin/hapus-data']
const ADMIN_POSTS = ['/api/admin/leads/export', '/api/admin/newsletter/export', '/api/admin/newsletter/remove']
const form = { format: 'csv', id: 'x' }

test('access: no session → login or 401; staff → 403; cross-site POST as admin → 403', async ({ page, baseURL }) => {
  const origin = { Origin: baseURL! }
  for (const path of ADMIN_PAGES) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/admin\/login\?next=/)
  }
  for (const path of ADMIN_POSTS) {
    const answer = await page.request.post(path, { form, headers: origin, maxRedirects: 0 })
    expect(answer.status(), path).toBe(401)
  }

  await signedInAs(page, 'staff')
  for (const path of ADMIN_PAGES) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { name: 'Akses khusus admin' })).toBeVisible()
  }
  for (const path of ADMIN_POSTS) {
    const answer = await page.request.post(path, { form, headers: origin, maxRedirects: 0 })
    expect(answer.status(), path).toBe(403)
  }
  await page.goto('/admin')
  await expect(page.getByRole('button', { name: 'Unduh CSV' })).toHaveCount(0)
})

test('a forged cross-site POST is refused even with an admin session', async ({ page }) => {
  await signedInAs(page, 'admin')
  const email = unique('tetap')
  const id = insertSubscriber(email)
  for (const path of ADMIN_POSTS) {
    const answer = await page.request.post(path, {
      form: { ...form, id },
      headers: { Origin: 'https://penyerang.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(answer.status(), path).toBe(403)
  }
  expect(withDb((db) => db.prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE id = ?').get(id))).toEqual({
    n: 1,
  })
})
