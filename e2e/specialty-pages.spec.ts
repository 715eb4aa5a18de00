import { expect, test, type Page } from '@playwright/test'
import { site } from '@/content/site'
import { expectNoAxeViolations } from './helpers'

/*
 * Specialty pages (issue 7): what needs a browser, the FAQ accordion, the jump to #solusi and the floating
 * contact buttons. What the pages say (sections, prices, figures, links, downloads, JSON-LD) is read from the
 * prerendered HTML in tests/build/specialty-pages.test.ts.
 */

const phoneDigits = site.phone.replace(/\D/g, '')
const whatsappDigits = site.whatsapp.replace(/\D/g, '')
// The buttons are one component of the specialty shell (e2e/floating-contact.spec.ts follows them on three pages).
const floatingPages = ['/jasa-seo-magento'] as const

/** The FAQ's single-open behaviour: answers hidden until opened, one open at a time, collapsible. */
async function expectFaqBehaviour(page: Page) {
  const items = page.locator('#faq details')
  const first = items.nth(0)
  const second = items.nth(1)
  await expect(first.locator('p')).toBeHidden()
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open', '')
  await expect(first.locator('p')).toBeVisible()
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open', '')
  await second.locator('summary').click()
  await expect(second).not.toHaveAttribute('open', '')
  await expect(page.locator('#faq details[open]')).toHaveCount(0)
}

// One FAQ component on every specialty page (tests/build/specialty-pages.test.ts reads each page's items): its
// behaviour is checked here on one page besides /solusi-praktis-mengatasi-halaman-web below.
for (const path of ['/jasa-seo-wordpress'])
  test(`${path}: the FAQ opens one answer at a time`, async ({ page }) => {
    await page.goto(path)
    await expectFaqBehaviour(page)
  })

test('/solusi-praktis-mengatasi-halaman-web: "Lihat Solusi Kami" jumps to the solutions; the FAQ opens one answer at a time', async ({
  page,
}) => {
  await page.goto('/solusi-praktis-mengatasi-halaman-web')
  await page.getByRole('link', { name: 'Lihat Solusi Kami' }).click()
  await expect(page).toHaveURL(/#solusi$/)
  await expect(page.locator('section#solusi').getByRole('heading', { level: 2 })).toBeInViewport()
  await expectFaqBehaviour(page)
})

test.describe('floating contact buttons', () => {
  for (const path of floatingPages) {
    test(`${path}: call bottom left, green Chat bottom right to WhatsApp in a new tab @mobile`, async ({ page }) => {
      await page.goto(path)
      // Hidden while the hero's calls to action are on screen (e2e/floating-contact.spec.ts); shown once scrolled.
      await page.evaluate(() => window.scrollTo(0, 2000))
      const viewport = page.viewportSize()!
      const call = page.locator('[data-floating="call"]')
      const chat = page.locator('[data-floating="chat"]')
      await expect(call).toHaveAttribute('href', `tel:+${phoneDigits}`)
      await expect(call).toHaveAccessibleName(/^Telepon /)
      await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappDigits}(\\?text=.+)?$`))
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)
      await expect(chat).toHaveAccessibleName(/^Chat via WhatsApp/)
      await expect(chat).toHaveText(/Chat/)

      for (const y of [2000, 4000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect(chat).toBeVisible()
        const callBox = (await call.boundingBox())!
        const chatBox = (await chat.boundingBox())!
        expect(callBox.x).toBeLessThan(40)
        expect(viewport.width - (chatBox.x + chatBox.width)).toBeLessThan(40)
        for (const box of [callBox, chatBox]) {
          expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
          expect(box.height).toBeGreaterThanOrEqual(44)
        }
        expect(Math.abs(callBox.width - callBox.height), 'the call button is round').toBeLessThan(2)
      }
      const green = await chat.evaluate((node) => getComputedStyle(node).backgroundColor)
      expect(green).toBe('rgb(37, 211, 102)')
    })
  }

  test('are reachable with the keyboard and show a focus outline', async ({ page }) => {
    await page.goto('/jasa-seo-magento')
    // Once the hero's calls to action are off screen (before that the buttons are hidden and skipped by Tab), the
    // next Tab after the element before them in the document reaches the call button, then the chat button.
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect(page.locator('[data-floating="chat"]')).toBeVisible()
    await page.evaluate(() => {
      const buttons = document.querySelector('[data-floating-contact]')!
      const before = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
        .filter((node) => buttons.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1)!
      before.focus({ preventScroll: true })
    })
    const reached = new Set<string>()
    for (let i = 0; i < 5 && reached.size < 2; i++) {
      await page.keyboard.press('Tab')
      const which = await page.evaluate(() => document.activeElement?.getAttribute('data-floating'))
      if (which) {
        reached.add(which)
        const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
        expect(outline).not.toBe('none')
      }
    }
    expect([...reached].sort()).toEqual(['call', 'chat'])
  })

  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    for (const path of floatingPages) {
      test(`${path}: they never cover the last content or controls`, async ({ page }) => {
        await page.goto(path)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page.waitForFunction(
          () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
        )
        const overlaps = await page.evaluate(() => {
          const floating = [...document.querySelectorAll<HTMLElement>('[data-floating]')].map((node) =>
            node.getBoundingClientRect(),
          )
          const hits = (rect: DOMRect) =>
            rect.width > 0 &&
            rect.height > 0 &&
            floating.some(
              (f) => rect.left < f.right && rect.right > f.left && rect.top < f.bottom && rect.bottom > f.top,
            )
          const found: string[] = []
          for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')) {
            if (
              control.closest('[data-floating-contact]') ||
              control.classList.contains('sr-only') ||
              !control.checkVisibility()
            )
              continue
            if (hits(control.getBoundingClientRect())) found.push(`control: ${control.outerHTML.slice(0, 80)}`)
          }
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement
            if (
              !node.textContent?.trim() ||
              !parent ||
              parent.closest('[data-floating-contact], script, style, .sr-only') ||
              !parent.checkVisibility()
            )
              continue
            const range = document.createRange()
            range.selectNodeContents(node)
            if ([...range.getClientRects()].some(hits)) found.push(`text: ${node.textContent.trim().slice(0, 60)}`)
          }
          return found
        })
        expect(overlaps).toEqual([])
        await expectNoAxeViolations(page, `${path} scrolled to the end`)
      })
    }
  })
})
