import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { downloads } from '@/content/downloads'
import { articleRoutes } from '@/content/articles/routes'
import { mainNav } from '@/content/navigation'
import { routes } from '@/content/routes'
import {
  expectNoAxeViolations,
  hydrate,
  pdfPageCount,
  serverLogFile,
  trackExternalRequests,
  trackRouterRequests,
  watchMarkupChanges,
  watchPageProblems,
} from './helpers'

// The registry's pages plus the blog's (articles, categories, authors, list pages), read from content/.
const allRoutes = [...routes, ...(await articleRoutes())]
const registryPaths = new Set<string>(routes.map((route) => route.path))

/**
 * Every route is seen at both widths in one visit (phone first, 375 px, then 1280 px): the icons, no sideways
 * scrolling and axe at 375 px, where most visitors read; at 1280 px the icons and no sideways scrolling, and axe on
 * one page per template (the first of each group of the registry, the first city after the hub, the first of each
 * blog page kind), where hydration and the scroll through every link are checked too: pages of one template differ
 * only in the records they are fed, and the deferred loader hydrates the same components on each. One visit per
 * route instead of one per route and width: the page, its fonts and images load once.
 */
const templateGroupOf = (route: (typeof allRoutes)[number]) =>
  'kind' in route
    ? `article:${route.kind}`
    : route.group === 'city' && route.path !== '/jasa-seo-terpercaya'
      ? 'city-page'
      : route.group === 'company' || route.group === 'specialty'
        ? route.path
        : route.group
const desktopSample = new Set<string>()
const seenTemplates = new Set<string>()
for (const route of allRoutes) {
  const template = templateGroupOf(route)
  if (seenTemplates.has(template)) continue
  seenTemplates.add(template)
  desktopSample.add(route.path)
}

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

/** Icons drawn from the page's sprite and no sideways scrolling, at the window's current width. */
async function expectLaidOut(page: Page, width: number) {
  // Icons come from the page's sprite: every <use> points at exactly one <symbol> and draws something.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('svg use')].map((use) => {
      const id = use.getAttribute('href')?.slice(1) ?? ''
      const box = (use as SVGUseElement).getBBox()
      // An icon hidden at this width (the menu's close icon) is not laid out, so it has no box to measure.
      const shown = use.closest('svg')!.getClientRects().length > 0
      return { id, symbols: document.querySelectorAll(`symbol[id="${id}"]`).length, drawn: !shown || box.width > 0 }
    }),
  )
  expect(icons.length).toBeGreaterThan(0)
  expect(
    icons.filter((icon) => icon.symbols !== 1 || !icon.drawn),
    `icons at ${width} px`,
  ).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0)
}

/**
 * One visit per route carries every check that holds on all pages and needs a browser: icons drawn, no sideways
 * scrolling, axe, no request off the site, no CSP violation as served, and at 1280 px on one page per template
 * (above) no CSP violation or console error after React takes over and no request to the client router once
 * hydrated (issue 13's navigation decision: plain full-page links). What every page's HTML says (title, metadata,
 * JSON-LD, header, footer, new-tab notices) is read from the build in tests/build/route-sweep.test.ts.
 *
 * The routes are visited a few at a time in one tab, one step per route, as a visitor reading on goes from page to
 * page: a new tab costs Chromium a renderer process (about a second of processor time on this machine) and axe's
 * half a megabyte of script is compiled once per tab instead of once per route, which halved the sweep's cost. The
 * first route of each test is a first visit (fallback font); the next ones are seen as a returning visitor sees them,
 * in the brand font.
 */
const ROUTES_PER_TEST = 6
const routeChunks: (typeof allRoutes)[] = []
for (let index = 0; index < allRoutes.length; index += ROUTES_PER_TEST)
  routeChunks.push(allRoutes.slice(index, index + ROUTES_PER_TEST))

test.describe('every registered route', () => {
  // The visit resizes the window itself; the phone-sized project runs the checks of its own (@mobile).
  test.use({ viewport: PHONE })
  for (const chunk of routeChunks) {
    const paths = chunk.map((route) => route.path)
    test(`${paths.join(', ')}: icons, fit at 375 and 1280 px, axe, clean hydration`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 * chunk.length)
      const external = trackExternalRequests(page, baseURL!)
      const problems = await watchPageProblems(page)
      const router = trackRouterRequests(page)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && !request.url().includes('/_next/static/vitals/'))
          scripts.push(request.url())
      })
      for (const route of chunk)
        await test.step(route.path, async () => {
          // What the watchers saw on the previous route is that route's.
          for (const seen of [external, router, scripts, problems.consoleErrors]) seen.length = 0
          await page.setViewportSize(PHONE)
          const response = await page.goto(route.path)
          expect(response?.status()).toBe(200)
          expect(await problems.violations(), `${route.path}: CSP violations as served`).toEqual([])

          // Title, metadata, JSON-LD, header and footer links and new-tab notices are in the prerendered HTML:
          // tests/build/route-sweep.test.ts reads them. Here, what needs the page drawn and run.
          await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible()
          await expectLaidOut(page, PHONE.width)
          await expectNoAxeViolations(page, `${route.path} at ${PHONE.width} px`)

          await page.setViewportSize(DESKTOP)
          await expectLaidOut(page, DESKTOP.width)
          const sample = desktopSample.has(route.path)
          if (sample) await expectNoAxeViolations(page, `${route.path} at ${DESKTOP.width} px`)
          expect(external, `${route.path}: requests that left the site`).toEqual([])
          // An article runs no script on first view: the deferred loader waits for a form's first use.
          if ('kind' in route && route.kind === 'article')
            expect(scripts, `${route.path}: scripts run on first view`).toEqual([])
          if (!sample) return

          // React takes over the way a visitor starts it: the deferred loader runs on a form's first focus. It
          // adopts the page as served: nothing outside the forms is added, removed or rewritten.
          const markupChanges = await watchMarkupChanges(page)
          const field = page.locator('main form input:not([type="hidden"]), main form textarea').first()
          if (await field.count()) {
            await field.focus()
            await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
          } else {
            await hydrate(page)
          }
          expect(await problems.violations(), `${route.path}: CSP violations after hydration`).toEqual([])
          expect(problems.consoleErrors).toEqual([])
          expect(await markupChanges(), `${route.path}: markup changed by hydration, outside the forms`).toEqual([])

          if (registryPaths.has(route.path)) {
            // Bring every link into view (prefetch on visibility) and hover the header links (prefetch on intent).
            // The header is the same site shell on every page: its links are hovered on the home page only.
            await page.evaluate(async () => {
              const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
              for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
                window.scrollTo(0, y)
                await frame()
              }
            })
            await page.evaluate(() => window.scrollTo(0, 0))
            if (route.path === '/')
              for (const link of mainNav)
                await page
                  .getByRole('navigation', { name: 'Menu utama' })
                  .getByRole('link', { name: link.label })
                  .hover()
            await page.waitForLoadState('networkidle')
          }
          expect(router, `${route.path}: requests to the client router after hydration`).toEqual([])
          expect(external, `${route.path}: requests that left the site`).toEqual([])
        })
    })
  }
})

test('share cards are generated PNG images', async ({ request }) => {
  for (const path of ['/og/home.png', '/og/jasa-seo-bandung.png']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG')
  }
})

test('the SEO guide downloads as a real multi-page PDF', async ({ request }) => {
  const response = await request.get(downloads.seoGuide.href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdfPageCount(body)).toBeGreaterThanOrEqual(6)
})

test.describe('404', () => {
  test('an unknown address answers HTTP 404 with the not-found page, and the path is logged', async ({ page }) => {
    const missing = `/halaman-yang-tidak-ada-${Date.now()}`
    const response = await page.goto(missing)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/^Halaman Tidak Ditemukan/)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect
      .poll(() =>
        readFileSync(serverLogFile(), 'utf8')
          .split('\n')
          .filter((line) => line.includes(missing) && line.includes('page_not_found')),
      )
      .toHaveLength(1)
    const line = readFileSync(serverLogFile(), 'utf8')
      .split('\n')
      .find((l) => l.includes(missing) && l.includes('page_not_found'))!
    expect(JSON.parse(line)).toMatchObject({ level: 'error', event: 'page_not_found', path: missing, status: 404 })
  })

  test('the 404 page passes axe and is not indexable', async ({ page }) => {
    await page.goto('/jasa-seo-atlantis')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
    await expectNoAxeViolations(page, '404')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens and closes with the keyboard, moves focus, and its links work', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Buka menu' })
    await expect(toggle).not.toHaveAttribute('data-open')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('data-open', '')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: mainNav[0]!.label })).toBeFocused()
    await expectNoAxeViolations(page, 'open mobile menu')

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Buka menu' }).click()
    await panel.getByRole('link', { name: 'Portofolio' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(panel).toBeHidden()
  })

  test('fits a 360 px screen without horizontal scrolling', async ({ page }) => {
    await page.goto('/')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('deferred hydration', () => {
  test('pages run no framework script until a form is used, then hydrate', async ({ page }) => {
    const scripts: string[] = []
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !request.url().includes('/_next/static/vitals/'))
        scripts.push(request.url())
      else if (request.url().includes('/_next/static/')) prefetched.push(request.url())
    })
    await page.goto('/')
    const loader = page.locator('script[data-deferred-loader]')
    const app = [await loader.getAttribute('data-src'), ...(await loader.getAttribute('data-chunks'))!.split(' ')]
    // Once idle after load, the app's files are downloaded (prefetch, lowest priority) but not run.
    await expect.poll(() => app.every((file) => prefetched.some((url) => url.endsWith(file!)))).toBe(true)
    expect(scripts).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    await page.getByRole('contentinfo').getByLabel('Alamat e-mail').focus()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(scripts.some((url) => url.includes('/_next/static/'))).toBe(true)
  })

  test('a form rewritten before React arrives (a translator, a password manager) keeps working without it', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !request.url().includes('/_next/static/vitals/'))
        scripts.push(request.url())
    })
    await page.goto('/contact')
    const form = page.locator('main form')
    const markupChanges = await watchMarkupChanges(page, 'label[for="kontak-name"]')
    // What a browser translating the page does to a form's text before the visitor uses it. React would no longer
    // recognise the form and would render the whole page again from flight data that lacks its static markup.
    await form.locator('label[for="kontak-name"]').evaluate((label) => {
      label.firstChild!.textContent = 'Full name'
    })
    await form.locator('#kontak-name').fill('Tanpa React')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'skipped')
    expect(scripts).toEqual([])
    expect(await markupChanges()).toEqual([])

    // The form posts as it does without JavaScript: the server checks it and keeps what was typed.
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(page.locator('#formulir [data-notice]')).toContainText('Nama, email, dan pesan wajib diisi')
    await expect(page.locator('main form #kontak-name')).toHaveValue('Tanpa React')
  })

  test('a visitor saving data downloads nothing before using a form', async ({ page }) => {
    const app: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      // The field-vitals script loads with Save-Data too (docs/vitals.md); the app does not.
      if (url.includes('/_next/static/') && !url.includes('/media/') && !url.includes('/vitals/')) app.push(url)
    })
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    )
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(app).toEqual([])
    await page.getByRole('contentinfo').getByLabel('Alamat e-mail').focus()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })
})

test.describe('brand font', () => {
  /** The families Chromium actually drew the page's h1 with (DevTools protocol). */
  async function h1Fonts(page: Page): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    await cdp.detach()
    return fonts.map((font) => font.familyName)
  }

  test('a first visit paints in the fallback and fetches the face after load; the next page is set in it', async ({
    page,
  }) => {
    let loadedAt = 0
    const fontRequests: number[] = []
    page.on('load', () => (loadedAt = Date.now()))
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(Date.now())
    })
    await page.goto('/contact')
    expect(await h1Fonts(page)).not.toContain('Plus Jakarta Sans')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pd-webfont'))).toBe('1')
    expect(
      await page.evaluate(() => [...document.fonts].find((face) => /^"?jakarta"?$/.test(face.family))?.status),
    ).toBe('loaded')
    expect(fontRequests).toHaveLength(1)
    expect(fontRequests[0]).toBeGreaterThanOrEqual(loadedAt)
    // The page being read keeps its face: no swap under the visitor's eyes.
    expect(await h1Fonts(page)).not.toContain('Plus Jakarta Sans')

    await page.goto('/')
    expect(await h1Fonts(page)).toEqual(['Plus Jakarta Sans'])
  })

  test('with Save-Data the face is never fetched', async ({ page }) => {
    const fontRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url())
    })
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    )
    // The page's clock is moved on by hand: past the 500 ms after load when the face would be requested.
    await page.clock.install()
    await page.goto('/contact')
    await page.clock.runFor(2000)
    // A requested face leaves 'unloaded' at once (the same check passes the other way without Save-Data).
    const brandFaceStatus = () =>
      page.evaluate(() => [...document.fonts].find((face) => /^"?jakarta"?$/.test(face.family))?.status)
    expect(await brandFaceStatus()).toBe('unloaded')
    expect(fontRequests).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('pd-webfont'))).toBeNull()
  })
})
