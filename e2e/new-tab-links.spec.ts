import { expect, test } from '@playwright/test'
import { expectNewTabLinksAnnounced } from './helpers'

/**
 * A link that opens a new tab says so to screen readers (expectNewTabLinksAnnounced). e2e/shell.spec.ts runs
 * the check on every registered route; this spec proves it sees the links it is meant to check.
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
