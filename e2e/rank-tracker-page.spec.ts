import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Download } from '@playwright/test'
import { textLayout } from '../src/pdf/testing/inspect-pdf'
import { e2eDatabaseUrl, expectNoAxeViolations, runDir } from './helpers'
import { runScriptSync } from './helpers/node-script'

/**
 * The visitor's private tracker page on a phone: what it shows (with two competitors beside every position and the
 * Google Maps 3-pack), the three downloads with the page's numbers, editing the keywords and the competitors, the
 * alerts switch, and stopping the tracking (then the address is a 404). Forms are plain posts: no script needed.
 */

/** A confirmed tracker with a week of positions, written as confirmation and daily checks would. */
function seedConfirmedTracker(domain: string, email: string): { token: string; unsubscribeToken: string } {
  const out = runScriptSync('e2e/helpers/seed-rank-tracker.ts', [domain, email], {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    LOG_LEVEL: 'error',
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as { token: string; unsubscribeToken: string }
}

async function saved(download: Download): Promise<Buffer> {
  const file = path.join(runDir(), `download-${randomUUID()}-${download.suggestedFilename()}`)
  await download.saveAs(file)
  return fs.readFileSync(file)
}

test.use({ viewport: { width: 375, height: 812 } })

test('a visitor reads, downloads, edits and stops a tracker on a phone', async ({ page }) => {
  const id = randomUUID().slice(0, 8)
  const domain = `tokosepatu${id}.co.id`
  const email = `budi-${id}@contoh.co.id`
  // The seed's keywords carry the domain's first label (no other tracker shares their queries).
  const tag = `tokosepatu${id}`
  const { token, unsubscribeToken } = seedConfirmedTracker(domain, email)
  const address = `/serpbot-rank-checker/pantau/${token}`

  const response = (await page.goto(address))!
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/private/)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  expect(response.headers()['content-security-policy']).toMatch(/script-src[^;]*'nonce-/)
  // Compressed by `next start` like every page (src/proxy.ts sets its content type: vercel/next.js#98007).
  expect(response.headers()['content-encoding']).toBe('gzip')
  // Server markup only (issue 43): no App Router client runtime, no flight data, the stylesheet once.
  expect(await page.locator('script[src]').count()).toBe(0)
  expect(await page.evaluate(() => '__next_f' in self || 'TURBOPACK' in self)).toBe(false)
  expect(await page.locator('style').count()).toBe(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(domain)
  // The address is shown masked, never whole.
  await expect(page.getByText(`b***@contoh.co.id`).first()).toBeVisible()
  expect(await page.content()).not.toContain(email)

  // On a phone each keyword is a card with every column's facts; the seven-column table is for wider screens.
  await expect(page.getByRole('region', { name: 'Tabel posisi keyword' })).toBeHidden()
  const table = page.getByRole('list', { name: 'Posisi setiap keyword di Google' })
  const row = (keyword: string) =>
    table.getByRole('listitem').filter({ has: page.getByRole('heading', { name: keyword, exact: true }) })
  await expect(row(`sepatu kulit ${tag}`)).toContainText('#9')
  // ▲/▼ are coloured and also said in words.
  await expect(row(`sepatu kulit ${tag}`)).toContainText('turun 5 posisi')
  await expect(row(`toko sepatu ${tag}`)).toContainText('naik 5 posisi')
  await expect(row(`sepatu anak ${tag}`)).toContainText('Tidak masuk 100 besar')
  // Issue 42: each competitor's position beside the visitor's, and the 3-pack beside the organic position: a place,
  // shown without the business, or no pack for this search (three different answers).
  const rivalA = `pesaing-a-${tag}.co.id`
  const rivalB = `pesaing-b-${tag}.com`
  const rival = (keyword: string, domain: string) => row(keyword).locator(`[data-competitor="${domain}"]`)
  await expect(rival(`sepatu kulit ${tag}`, rivalA)).toContainText('#3')
  await expect(rival(`sepatu kulit ${tag}`, rivalA)).toContainText('turun 1 posisi')
  await expect(rival(`sepatu kulit ${tag}`, rivalB)).toContainText('#8')
  await expect(rival(`toko sepatu ${tag}`, rivalB)).toContainText('turun 6 posisi')
  await expect(rival(`sepatu anak ${tag}`, rivalA)).toContainText('#60')
  await expect(row(`sepatu kulit ${tag}`)).toContainText('Google Maps: #2')
  await expect(row(`toko sepatu ${tag}`)).toContainText('Google Maps: tidak masuk 3 besar')
  await expect(row(`sepatu anak ${tag}`)).toContainText('Google Maps: tidak ada peta')
  await expect(page.getByRole('img', { name: `Riwayat posisi "sepatu kulit ${tag}"` })).toBeVisible()
  // One line per site on the chart, told apart by pattern and mark as well as colour, named in its key.
  const chartKey = page.getByRole('list', { name: 'Keterangan garis grafik' }).first()
  await expect(chartKey.getByRole('listitem')).toHaveText(['Website Anda', rivalA, rivalB])
  // The chart scales down to the phone; its labels stay at the page's 12 px (they were 8.7 px inside the SVG).
  const labelSizes = await page
    .locator('[data-chart-label]')
    .evaluateAll((labels) => labels.map((label) => parseFloat(getComputedStyle(label).fontSize)))
  expect(labelSizes.length).toBeGreaterThan(0)
  expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(12)
  await expect(page.getByTestId('last-check')).toContainText('WIB')
  await expectNoAxeViolations(page, 'rank tracker page at 375 px')
  // The wide keyword table scrolls inside its box; nothing in it (the movements' words for screen readers) widens
  // the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

  // The three downloads carry the page's numbers.
  const download = async (label: RegExp) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()])
    return { name: file.suggestedFilename(), bytes: await saved(file) }
  }
  const csv = await download(/^CSV/)
  expect(csv.name).toMatch(new RegExp(`^ranking-${domain.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(csv.bytes.toString('utf8')).toContain(`"sepatu kulit ${tag}","${domain}","Balikpapan","mobile","9","https://`)
  const json = JSON.parse((await download(/^JSON/)).bytes.toString('utf8')) as {
    domain: string
    keywords: { keyword: string; position: number | null }[]
  }
  expect(json.domain).toBe(domain)
  expect(json.keywords.map((keyword) => [keyword.keyword, keyword.position])).toEqual([
    [`sepatu kulit ${tag}`, 9],
    [`toko sepatu ${tag}`, 7],
    [`sepatu anak ${tag}`, null],
  ])
  const pdf = await download(/^PDF/)
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pdfFile = path.join(runDir(), `laporan-${id}.pdf`)
  fs.writeFileSync(pdfFile, pdf.bytes)
  const pdfText = (await textLayout(pdfFile)).flatMap((pdfPage) => pdfPage.lines.map((line) => line.text)).join('\n')
  expect(pdfText).toMatch(new RegExp(`sepatu kulit\\s+${tag}\\s+#9\\s+turun 5 posisi`))
  expect(pdfText).toContain('Dibanding pesaing')

  // Edit: a kept keyword keeps its history, a new one joins.
  await page.getByLabel(/Satu keyword per baris/).fill(`sepatu kulit ${tag}\nsepatu pantofel ${tag}`)
  await page.getByRole('button', { name: 'Simpan keyword' }).click()
  await expect(page).toHaveURL(/\?hasil=saved#keyword$/)
  await expect(page.getByRole('status').filter({ hasText: 'Keyword tersimpan' })).toBeVisible()
  await expect(row(`sepatu kulit ${tag}`)).toContainText('#9')
  await expect(row(`sepatu pantofel ${tag}`)).toBeVisible()
  await expect(row(`toko sepatu ${tag}`)).toHaveCount(0)

  // Competitors: the own site is refused with its reason; a new list keeps the kept one's history, a new one starts
  // tomorrow, a removed one is gone.
  const competitorsField = page.getByLabel(/Website pesaing, satu per baris/)
  await expect(competitorsField).toHaveValue(`${rivalA}\n${rivalB}`)
  await competitorsField.fill(`${rivalA}\nblog.${domain}`)
  await page.getByRole('button', { name: 'Simpan pesaing' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Website Anda sendiri' })).toBeVisible()
  await page.getByLabel(/Website pesaing, satu per baris/).fill(`${rivalA}\npesaing-c-${tag}.id`)
  await page.getByLabel('Nama usaha di Google Maps (opsional)').fill('Sepatu Budi Dago')
  await page.getByRole('button', { name: 'Simpan pesaing' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Pesaing dan nama usaha tersimpan' })).toBeVisible()
  await expect(rival(`sepatu kulit ${tag}`, rivalA)).toContainText('#3')
  await expect(rival(`sepatu kulit ${tag}`, `pesaing-c-${tag}.id`)).toContainText('Belum dicek')
  await expect(rival(`sepatu kulit ${tag}`, rivalB)).toHaveCount(0)
  await expect(page.getByLabel('Nama usaha di Google Maps (opsional)')).toHaveValue('Sepatu Budi Dago')

  // Alerts are on by default and turned off (and on) here; the digest and the tracking are untouched.
  await expect(page.getByTestId('peringatan-state')).toContainText('Aktif')
  await page.getByRole('button', { name: 'Berhenti menerima peringatan' }).click()
  await expect(page).toHaveURL(/\?hasil=alerts-off#peringatan$/)
  await expect(page.getByRole('status').filter({ hasText: 'Peringatan ranking tidak dikirim lagi' })).toBeVisible()
  await expect(page.getByTestId('peringatan-state')).toContainText('Tidak aktif')

  // The digest's "berhenti berlangganan" link, by the token that only unsubscribes: a page with a button; the
  // mails stop, the tracking does not, and nothing on it leads to the tracker page.
  const unsubscribe = `/serpbot-rank-checker/berhenti-langganan/${unsubscribeToken}`
  const unsubscribePage = (await page.goto(unsubscribe))!
  expect(unsubscribePage.headers()['cache-control']).toBe('private, no-store')
  expect(await page.content()).not.toContain(token)
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click()
  await expect(page).toHaveURL(new RegExp(`${unsubscribe}\\?selesai=1$`))
  await expect(page.getByRole('status').filter({ hasText: 'Pemantauan tetap berjalan' })).toBeVisible()
  await expectNoAxeViolations(page, 'the unsubscribe page, done')
  await page.goto(address)
  await expect(page.locator('#ringkasan')).toContainText('Ringkasan mingguan tidak dikirim')
  await expect(row(`sepatu kulit ${tag}`)).toContainText('#9')

  // Stop: the tracker and its history go at once; the address is then a 404.
  await page.getByRole('checkbox', { name: /hapus pantauan dan riwayatnya/ }).check()
  await page.getByRole('button', { name: 'Hapus pantauan' }).click()
  await expect(page).toHaveURL(/\/serpbot-rank-checker\/pantau\/dihapus$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pantauan Sudah Dihapus' })).toBeVisible()
  const gone = (await page.goto(address))!
  expect(gone.status()).toBe(404)
  expect(gone.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Pantauan Tidak Ditemukan' })).toBeVisible()
  // The site's own 404 page, readable as served: its words, header and footer in the HTML, no script to run first.
  await expect(page).toHaveTitle('Pantauan Tidak Ditemukan | Puncak Digital')
  const served = await gone.text()
  expect(served).toMatch(/<h1[^>]*>Pantauan Tidak Ditemukan<\/h1>/)
  expect(served).not.toContain('__next_error__')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  // "Lihat Demo": the agency's own site, tracked like this one (a provider is configured here), no illustration.
  await page.goto('/serpbot-rank-checker/demo')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('puncakdigital.co.id')
  await expect(page.getByText('data ilustrasi')).toHaveCount(0)
})
