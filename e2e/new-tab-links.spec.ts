import { expect, test } from '@playwright/test'
import { expectNewTabLinksAnnounced } from './helpers'

/**
 * A link that opens a new tab says so to screen readers. tests/build/route-sweep.test.ts checks it in the HTML of
 * every registered route; this spec checks one page in Chromium's accessibility tree, so the way the build test
 * reads a description (aria-describedby on a hidden notice) is the way a screen reader gets it.
 */
test('the new-tab check sees the WhatsApp buttons and social links it is meant to check', async ({ page }) => {
  await page.goto('/jasa-seo-magento')
  const consult = page.getByRole('main').getByRole('link', { name: 'Konsultasi', exact: true })
  await expect(consult).toHaveAttribute('target', '_blank')
  await expect(consult).toHaveAccessibleDescription('(membuka tab baru)')
  const social = page.getByRole('contentinfo').getByRole('list', { name: 'Media sosial' }).getByRole('link')
  await expect(social.first()).toHaveAccessibleName(/\(membuka tab baru\)/)
  expect(await expectNewTabLinksAnnounced(page)).toBeGreaterThanOrEqual(2 + (await social.count()))
})
