/**
 * Each prerendered page inlines only the CSS it can use (scripts/defer-hydration/css-subset.ts), and never less:
 * after the page has been used (form errors shown, mobile menu open), every rule of the full stylesheet that its
 * elements (their classes and names) can match is still in the page.
 */
import { expect, test, type Page } from '@playwright/test'
import postcss, { type AtRule, type Rule } from 'postcss'
import { subsetStylesheet } from '../scripts/defer-hydration/css-subset'
import { hydrate } from './helpers'

/**
 * One key per declaration of every style rule and selector, with the at-rules around it (the cut drops whole
 * rules, selectors of a list, and variable declarations nothing reads, so a page carries a superset of these keys).
 */
function declarationKeys(css: string): Set<string> {
  const keys = new Set<string>()
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
    const context: string[] = []
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      if (parent.type === 'atrule') context.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`)
    }
    for (const selector of rule.selectors) {
      rule.walkDecls((decl) => {
        keys.add(`${context.join(' ')} ${selector} {${decl.toString()}}`)
      })
    }
  })
  return keys
}

async function inlinedAndFull(page: Page) {
  const { href, inlined } = await page.evaluate(() => {
    const style = document.querySelector('style[data-href]')!
    return { href: style.getAttribute('data-href')!, inlined: style.textContent ?? '' }
  })
  const full = await (await page.request.get(href)).text()
  return { inlined, full }
}

/** Every class on the page's elements now (SVG included), as the browser sees them. */
const classesNow = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))

/** Every element name on the page now (lowercase), as the browser sees them. */
const elementsNow = (page: Page) =>
  page.evaluate(() => [
    ...new Set([...document.querySelectorAll('*')].map((element) => element.localName.toLowerCase())),
  ])

async function expectEveryUsedRule(page: Page, inlined: string, full: string) {
  const used = new Set(await classesNow(page))
  const usedClass = (name: string) => used.has(name)
  const tags = new Set(await elementsNow(page))
  const needed = declarationKeys(subsetStylesheet(full, usedClass, usedClass, (name) => tags.has(name)))
  const present = declarationKeys(inlined)
  expect(
    [...needed].filter((key) => !present.has(key)),
    'rules the page uses but does not carry',
  ).toEqual([])
}

// One tab for the five pages, one step each: a new tab costs Chromium a renderer process (docs/performance.md).
const cutPages = ['/', '/contact', '/analisis-gratis', '/jasa-seo-jakarta', '/technical-seo-audit']
test(`${cutPages.join(', ')} carry a cut stylesheet with every rule their elements use @mobile`, async ({ page }) => {
  for (const path of cutPages)
    await test.step(path, async () => {
      await page.goto(path)
      const { inlined, full } = await inlinedAndFull(page)
      // The whole Tailwind build is about 80 KB; a page uses well under half of it.
      expect(inlined.length, `${path}: inlined CSS`).toBeLessThan(full.length * 0.5)
      await expectEveryUsedRule(page, inlined, full)

      const menu = page.getByRole('button', { name: 'Buka menu' })
      if (await menu.isVisible()) {
        await menu.click()
        await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeVisible()
        await expectEveryUsedRule(page, inlined, full)
      }
    })
})

test('form error states keep their styles after hydration', async ({ page }) => {
  for (const [path, button] of [
    ['/analisis-gratis', 'Kirim Permintaan Analisis Gratis'],
    ['/contact', 'Kirim Pesan'],
  ] as const) {
    await page.goto(path)
    await hydrate(page)
    await page.getByRole('button', { name: button }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    const { inlined, full } = await inlinedAndFull(page)
    await expectEveryUsedRule(page, inlined, full)
  }
})
