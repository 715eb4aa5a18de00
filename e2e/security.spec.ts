/**
 * Security headers and the Content-Security-Policy as a browser meets them (docs/security.md): a form sent with its
 * toast, a PDF download, the 404 page and a page rendered per request (nonce) run without a single CSP violation or
 * console error (every route, before and after hydration, is checked in e2e/shell.spec.ts, which visits each route
 * once for all its checks); the headers Mozilla Observatory checks are on pages, files and API answers;
 * cross-origin calls to the JSON endpoints are refused unless allowed.
 */
import { expect, test } from '@playwright/test'
import { downloads } from '@/content/downloads'
import { hydrate, watchPageProblems } from './helpers'
import { uniqueEmail } from './forms-support'

// Headers and policy are the same at every width: the desktop project covers them.
test.skip(({ isMobile }) => isMobile, 'same at every width: the desktop project covers it')

const scriptSources = (policy: string) => /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1]?.split(/\s+/) ?? []

test.describe('no CSP violation, no console error', () => {
  test('a form sent with its toast, and a PDF download', async ({ page }) => {
    const problems = await watchPageProblems(page)
    await page.goto('/')
    const form = page.locator('#form-konsultasi')
    await form.getByLabel('Nama Lengkap*', { exact: true }).fill('Hendra Gunawan')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await form.getByLabel('Email*', { exact: true }).fill(uniqueEmail('csp'))
    await form.getByLabel('No. WhatsApp / Telepon*', { exact: true }).fill('0813 1111 2222')
    await form.getByLabel('Website*', { exact: true }).fill('hendra-furniture.com')
    await form.getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expect(page.locator('[data-toast="success"]')).toContainText('Terima kasih!')

    await page.goto('/portfolio')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`main a[href="${downloads.portfolio.href}"]`).click(),
    ])
    expect(download.suggestedFilename()).toBe(downloads.portfolio.fileName)
    expect(await problems.violations()).toEqual([])
    expect(problems.consoleErrors).toEqual([])
  })

  test('the 404 page, and a page rendered per request (its scripts carry the nonce)', async ({ page }) => {
    const problems = await watchPageProblems(page)
    const missing = await page.goto('/halaman-yang-tidak-ada')
    expect(missing?.status()).toBe(404)
    await hydrate(page)
    expect(await problems.violations()).toEqual([])

    // An unknown report token: the report route renders server markup per request and answers 404; every inline
    // script in it (the site's shell scripts) carries this response's nonce, and no framework script is there.
    const report = await page.goto('/analisis-gratis/hasil/tokenyangtidakada0000000000')
    expect(report?.status()).toBe(404)
    const policy = report!.headers()['content-security-policy']!
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!
    const tags = (await report!.text()).match(/<script\b[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
    expect(tags.filter((tag) => !/data-shell|application\/ld\+json/.test(tag))).toEqual([])
    expect(await problems.violations()).toEqual([])
    // Next logs nothing else here; a 404 document is not an error of the page.
    expect(problems.consoleErrors.filter((line) => !/404 \(Not Found\)/.test(line))).toEqual([])
  })
})

test.describe('headers', () => {
  test('every page: a strict script policy with a fresh nonce, and the Observatory headers', async ({ request }) => {
    const first = await request.get('/')
    const second = await request.get('/analisis-gratis')
    for (const response of [first, second]) {
      const headers = response.headers()
      const policy = headers['content-security-policy']!
      const scripts = scriptSources(policy)
      expect(scripts).toContain("'self'")
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true)
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive)
      }
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['cross-origin-resource-policy']).toBe('same-origin')
      // The E2E build is made for http://localhost: no HSTS over plain http.
      expect(headers['strict-transport-security']).toBeUndefined()
    }
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonceOf(first.headers()['content-security-policy']!)).toMatch(/^[\w+/]{22}==$/)
    expect(nonceOf(first.headers()['content-security-policy']!)).not.toBe(
      nonceOf(second.headers()['content-security-policy']!),
    )
  })

  test('build files and downloads get the same headers; API answers are never cached', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /"(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/.exec(html)?.[1]
    expect(asset, 'a /_next/static file named by the home page').toBeTruthy()
    for (const path of [asset!, downloads.portfolio.href, '/og/home.png']) {
      const headers = (await request.get(path)).headers()
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
    for (const path of ['/api/form-token', '/api/health', '/api/audit/tokenyangtidakada0000000000']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store')
    }
  })

  test('the article editor keeps its looser policy to its own paths', async ({ request }) => {
    const editor = (await request.get('/keystatic')).headers()['content-security-policy']!
    expect(editor).toContain("frame-ancestors 'none'")
    const page = (await request.get('/')).headers()['content-security-policy']!
    expect(scriptSources(page)).not.toContain("'unsafe-inline'")
  })
})

test.describe('JSON endpoints and other origins', () => {
  const lead = { type: 'newsletter', email: 'csp-origin@contoh.co.id' }

  test('a browser call from another site is refused, in Indonesian, before it is read', async ({ request }) => {
    for (const path of ['/api/submit-analysis', '/api/newsletter']) {
      const response = await request.post(path, { data: lead, headers: { origin: 'https://situs-lain.example' } })
      expect(response.status(), path).toBe(403)
      expect(response.headers()['access-control-allow-origin']).toBeUndefined()
      expect(await response.json()).toMatchObject({ ok: false, error: expect.stringContaining('situs lain') })
    }
    const noOrigin = await request.get('/api/form-token', { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(noOrigin.status()).toBe(403)
    const preflight = await request.fetch('/api/submit-analysis', {
      method: 'OPTIONS',
      headers: { origin: 'https://situs-lain.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status()).toBe(403)
  })

  test('an origin in API_ALLOWED_ORIGINS may call them and read the answer', async ({ request }) => {
    const origin = 'https://mitra.contoh.co.id' // playwright.config.ts webServer env
    const preflight = await request.fetch('/api/submit-analysis', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status()).toBe(204)
    expect(preflight.headers()['access-control-allow-origin']).toBe(origin)
    expect(preflight.headers()['access-control-allow-headers']).toBe('content-type')
    const token = await request.get('/api/form-token', { headers: { origin, 'sec-fetch-site': 'cross-site' } })
    expect(token.status()).toBe(200)
    expect(token.headers()['access-control-allow-origin']).toBe(origin)
  })

  test('the same site, and clients that are not browsers, pass', async ({ request, baseURL }) => {
    const same = await request.get('/api/form-token', { headers: { origin: new URL(baseURL!).origin } })
    expect(same.status()).toBe(200)
    expect((await request.get('/api/form-token')).status()).toBe(200)
  })
})
