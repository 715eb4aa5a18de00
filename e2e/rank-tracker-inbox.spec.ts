import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { e2eDatabaseUrl, expectNoAxeViolations } from './helpers'
import { signedInAs } from './helpers/admin'
import { runScriptSync } from './helpers/node-script'

/** A confirmed tracker with its lead and a week of positions, written as confirmation and daily checks would. */
function seedConfirmedTracker(domain: string, email: string): { leadId: string; token: string } {
  const out = runScriptSync('e2e/helpers/seed-rank-tracker.ts', [domain, email], {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    LOG_LEVEL: 'error',
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as { leadId: string; token: string }
}

test('staff find a confirmed tracker in the inbox under "positions fell this week", with its positions', async ({
  page,
}) => {
  const id = randomUUID().slice(0, 8)
  const domain = `tokosepatu${id}.co.id`
  const seeded = seedConfirmedTracker(domain, `budi-${id}@contoh.co.id`)
  await signedInAs(page, 'staff', 'rank')

  await page.goto('/admin/leads?rank=fell&kind=rank-tracker')
  await expect(page.getByLabel('Rank Tracker')).toHaveValue('fell')
  await page.getByRole('link', { name: new RegExp(domain.replace(/\./g, '\\.')) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${seeded.leadId}$`))

  await expect(page.getByRole('heading', { level: 1, name: domain })).toBeVisible()
  const section = page.getByRole('region', { name: 'Rank Tracker: posisi di Google' })
  await expect(section).toContainText('1 kata kunci turun minggu ini')
  const row = (keyword: string) => section.getByRole('row', { name: new RegExp(keyword) })
  await expect(row(`sepatu kulit tokosepatu${id}`)).toContainText('#9')
  await expect(row(`sepatu kulit tokosepatu${id}`)).toContainText('turun 5 posisi')
  await expect(row(`toko sepatu tokosepatu${id}`)).toContainText('naik 5 posisi')
  await expect(row(`sepatu anak tokosepatu${id}`)).toContainText('Tidak masuk 100 besar')
  // The visitor's private page is theirs: its token appears nowhere on the staff page.
  expect(await page.content()).not.toContain(seeded.token)
  await expectNoAxeViolations(page, 'rank-tracker lead page')
})
