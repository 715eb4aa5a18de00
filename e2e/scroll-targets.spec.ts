import { expect, test } from '@playwright/test'

/*
 * Issue 43: a form field the browser brings into view (focused by the form's checks after a submit, shown as
 * invalid, reached by Tab) comes to rest below the sticky header with its label, and an in-page target (#mulai) just
 * under it, in all three engines. WebKit reveals a focused field by the page's scroll-padding alone, ignoring the
 * field's scroll-margin (WebKitGTK 2.50; Chromium centres a focused field instead), so the test brings the field to
 * the top edge the way WebKit does: by the page's padding. Tagged @mobile: 1280 px and 375 px.
 */

test('a field brought to the top of the window keeps its label below the sticky header @mobile', async ({ page }) => {
  await page.goto('/')
  const name = page.locator('#form-konsultasi').getByLabel('Nama Lengkap*', { exact: true })
  const rest = await name.evaluate(async (input) => {
    // The page's padding, as WebKit applies it to a focused field: the field's top at the padding's edge.
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
    window.scrollTo({ top: input.getBoundingClientRect().top + window.scrollY - padding, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const label = (input as HTMLInputElement).labels![0]!
    return {
      header: document.querySelector('header')!.getBoundingClientRect().bottom,
      label: label.getBoundingClientRect().top,
      // Chromium and Firefox add a field's own margin to the padding: it must not take the label's room back.
      margin: parseFloat(getComputedStyle(input).scrollMarginTop),
    }
  })
  expect(rest.label, `label at ${rest.label} px, header ends at ${rest.header} px`).toBeGreaterThanOrEqual(rest.header)
  expect(rest.margin).toBeGreaterThanOrEqual(0)
})
