// The audit engine against real websites on loopback (started here): a good site, a bad site with one defect per
// check, redirects, slow and huge pages, a wrong content type, gzip on and off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECK_IDS } from './checks/definitions'
import { runAudit, type AuditDeps } from './engine'
import { createConnector } from './net/connector'
import { checkMessage, type CheckResult } from './result'
import { BAD_SITE_EXPECTED, badSiteRoutes, goodPage, goodSiteRoutes } from './testing/fixture-pages'
import { startFixtureSite, type FixtureSite } from './testing/fixture-server'
import { fixtureTls } from './testing/tls'

const sites: FixtureSite[] = []
let deps: AuditDeps = {}

async function site(...args: Parameters<typeof startFixtureSite>): Promise<FixtureSite> {
  const started = await startFixtureSite(...args)
  sites.push(started)
  return started
}

function allow() {
  deps = { ...deps, allowHosts: new Set(sites.map((fixture) => fixture.hostKey)) }
  return deps
}

const statuses = (checks: CheckResult[]) => Object.fromEntries(checks.map((check) => [check.id, check.status]))
const byId = (checks: CheckResult[], id: string) => checks.find((check) => check.id === id)!

let good: FixtureSite
let bad: FixtureSite
let plain: FixtureSite
let gzip: FixtureSite

beforeAll(async () => {
  const tls = await fixtureTls()
  deps = { connector: createConnector({ ca: tls.ca }) }
  good = await site(goodSiteRoutes(), { tls })
  bad = await site(badSiteRoutes(), { tls })
  const routes = (compress?: 'gzip' | 'br') => ({
    ...goodSiteRoutes(),
    '/': (_request: unknown, fixture: FixtureSite) => ({
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: goodPage(fixture.origin),
      compress,
    }),
  })
  plain = await site(routes())
  gzip = await site(routes('gzip'))
  allow()
})

afterAll(async () => {
  await Promise.all(sites.map((fixture) => fixture.close()))
})

describe('good site', () => {
  it('passes every check, scores 100 and finishes in under 3 s', async () => {
    const outcome = await runAudit(`${good.origin}/`, allow())
    expect(outcome.status).toBe('done')
    expect(Object.keys(statuses(outcome.result.checks))).toEqual(CHECK_IDS)
    const notPassed = outcome.result.checks.filter((check) => check.status !== 'pass')
    expect(notPassed).toEqual([])
    expect(outcome.result.score).toBe(100)
    expect(outcome.result.finalUrl).toBe(`${good.origin}/`)
    expect(outcome.result.durationMs).toBeLessThan(3000)
    // Up to 10 internal links are checked, robots.txt, sitemap and favicon fetched; nothing else.
    const paths = good.requests.map((request) => `${request.method} ${request.path}`).sort()
    expect(paths).toEqual([
      'GET /',
      'GET /favicon.ico',
      'GET /robots.txt',
      'GET /sitemap.xml',
      'HEAD /kontak',
      'HEAD /layanan',
    ])
    expect(byId(outcome.result.checks, 'structured-data').value).toContain('Bakery')
  })
})

describe('bad site', () => {
  it('finds each defect with the expected status, explained in Indonesian', async () => {
    const outcome = await runAudit(`${bad.origin}/mulai`, allow())
    expect(outcome.status).toBe('done')
    expect(statuses(outcome.result.checks)).toEqual(BAD_SITE_EXPECTED)
    const { checks } = outcome.result
    expect(byId(checks, 'title').value).toBe('“Toko Kue” (8 karakter)')
    expect(byId(checks, 'robots-meta').finding).toMatch(/noindex/)
    expect(byId(checks, 'robots-txt').value).toBe('Disallow di baris 2')
    expect(byId(checks, 'links').finding).toContain('/hilang (404)')
    expect(byId(checks, 'img-alt').value).toBe('2 dari 3 gambar tanpa alt')
    expect(byId(checks, 'mixed-content').finding).toContain('http://cdn.example/jquery.js')
    for (const check of checks.filter((item) => item.status !== 'pass')) {
      expect(check.fix.length, check.id).toBeGreaterThan(20)
      expect(checkMessage(check), check.id).toContain(check.fix)
    }
    expect(outcome.result.score).toBeLessThan(40)
    // The page's hosts outside the fixture (cdn.example, contoh-lain.example) are never fetched.
    expect(bad.requests.every((request) => !request.path.includes('jquery'))).toBe(true)
  })

  it('a page that does not answer 200 is not assessed for content and scores at most 25', async () => {
    const missing = await runAudit(`${good.origin}/tidak-ada`, allow())
    expect(missing.status).toBe('done')
    const result = statuses(missing.result.checks)
    expect(result['http-status']).toBe('fail')
    expect(result.title).toBe('error')
    expect(byId(missing.result.checks, 'title').finding).toContain('status 404')
    expect(missing.result.score).toBeLessThanOrEqual(25)
  })
})

describe('delivery', () => {
  it('flags a plain http site without compression, and passes gzip and brotli', async () => {
    const brotli = await site({
      '/': (_request, fixture) => ({
        headers: { 'content-type': 'text/html' },
        body: goodPage(fixture.origin),
        compress: 'br',
      }),
    })
    const [off, on, br] = await Promise.all([
      runAudit(`${plain.origin}/`, allow()),
      runAudit(`${gzip.origin}/`, allow()),
      runAudit(`${brotli.origin}/`, allow()),
    ])
    expect(statuses(off.result.checks)).toMatchObject({
      compression: 'fail',
      https: 'fail',
      hsts: 'fail',
      'mixed-content': 'error',
    })
    expect(byId(on.result.checks, 'compression')).toMatchObject({ status: 'pass', value: 'gzip' })
    expect(byId(br.result.checks, 'compression')).toMatchObject({ status: 'pass', value: 'br' })
    // Decompressed before parsing: the content checks see the same page either way.
    expect(byId(on.result.checks, 'word-count').value).toBe(byId(off.result.checks, 'word-count').value)
  })

  it('follows http → https in one hop, counts longer chains, and gives up after 5', async () => {
    const chain = await site({
      '/ke-https': () => ({ status: 301, headers: { location: `${good.origin}/` } }),
      '/r1': () => ({ status: 301, headers: { location: '/r2' } }),
      '/r2': () => ({ status: 302, headers: { location: '/r3' } }),
      '/r3': () => ({ status: 307, headers: { location: '/r4' } }),
      '/r4': () => ({ status: 308, headers: { location: '/akhir' } }),
      '/akhir': () => ({ headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Akhir</title>' }),
      '/loop': () => ({ status: 302, headers: { location: '/loop' } }),
    })
    const [toHttps, four, loop] = await Promise.all([
      runAudit(`${chain.origin}/ke-https`, allow()),
      runAudit(`${chain.origin}/r1`, allow()),
      runAudit(`${chain.origin}/loop`, allow()),
    ])
    expect(byId(toHttps.result.checks, 'redirects')).toMatchObject({
      status: 'pass',
      finding: 'Satu pengalihan dari http ke https, sudah tepat.',
    })
    expect(byId(toHttps.result.checks, 'https').status).toBe('pass')
    expect(byId(four.result.checks, 'redirects')).toMatchObject({ status: 'fail', value: '4 pengalihan' })
    expect(loop).toMatchObject({ status: 'failed', result: { reasonCode: 'too-many-redirects' } })
    expect(chain.requests.filter((request) => request.path === '/loop')).toHaveLength(6)
  })

  it('measures time to first byte: warn above 0.8 s, fail above 1.8 s', async () => {
    const slow = await site({
      '/': (_request, fixture) => ({
        headers: { 'content-type': 'text/html' },
        body: goodPage(fixture.origin),
        delayMs: 1850,
      }),
    })
    const outcome = await runAudit(`${slow.origin}/`, allow())
    expect(byId(outcome.result.checks, 'ttfb')).toMatchObject({ status: 'fail' })
    // Seconds with two decimals and an Indonesian comma, at least the site's delay (a loaded machine adds to it).
    const value = byId(outcome.result.checks, 'ttfb').value
    expect(value).toMatch(/^\d,\d\d detik$/)
    expect(Number(value!.replace(',', '.').replace(' detik', ''))).toBeGreaterThanOrEqual(1.85)
  })

  it('stops reading a page at 2 MB', async () => {
    const filler = `<p>${'kata '.repeat(600_000)}</p>`
    const huge = await site({
      '/': () => ({
        headers: { 'content-type': 'text/html' },
        body: `<!doctype html><html lang="id"><title>Besar</title>${filler}`,
      }),
    })
    const outcome = await runAudit(`${huge.origin}/`, allow())
    expect(outcome.status).toBe('done')
    expect(byId(outcome.result.checks, 'page-weight')).toMatchObject({ status: 'fail' })
    expect(byId(outcome.result.checks, 'page-weight').value).toMatch(/^> 2 MB HTML/)
    expect(outcome.result.durationMs).toBeLessThan(3000)
  })

  it('refuses to download something that is not an HTML page', async () => {
    const pdf = await site({
      '/': () => ({ headers: { 'content-type': 'application/pdf' }, body: Buffer.alloc(5 * 1024 * 1024, 1) }),
    })
    const outcome = await runAudit(`${pdf.origin}/`, allow())
    expect(outcome).toMatchObject({ status: 'failed', result: { reasonCode: 'not-html' } })
    expect(outcome.result.reason).toContain('application/pdf')
  })

  it('ends a page that never answers at the time budget, as timed out with the budget in the reason', async () => {
    const silent = await site({ '/': () => ({ headers: { 'content-type': 'text/html' }, body: '', delayMs: 20_000 }) })
    const started = Date.now()
    const outcome = await runAudit(`${silent.origin}/`, { ...allow(), timeoutMs: 1500 })
    expect(Date.now() - started).toBeLessThan(2500)
    expect(outcome).toMatchObject({ status: 'failed', result: { reasonCode: 'timeout' } })
    expect(outcome.result.reason).toBe('Website terlalu lama merespons, jadi analisis kami hentikan setelah 1,5 detik.')
  })

  it('keeps what it found when the budget runs out after the page: done, marked partial, the rest not assessed', async () => {
    const hang = () => ({ headers: { 'content-type': 'text/plain' }, body: '', delayMs: 20_000 })
    const partial = await site({
      ...goodSiteRoutes(),
      '/': (_request, fixture) => ({ headers: { 'content-type': 'text/html' }, body: goodPage(fixture.origin) }),
      '/robots.txt': hang,
      '/sitemap.xml': hang,
      '/favicon.ico': hang,
      '/layanan': hang,
      '/kontak': hang,
    })
    const started = Date.now()
    const outcome = await runAudit(`${partial.origin}/`, { ...allow(), timeoutMs: 1500 })
    expect(Date.now() - started).toBeLessThan(2500)
    expect(outcome.status).toBe('done')
    expect(outcome.result.reasonCode).toBe('partial-timeout')
    expect(outcome.result.reason).toBe(
      'Website terlalu lama merespons, jadi sebagian pemeriksaan kami hentikan setelah 1,5 detik. Skor dihitung dari pemeriksaan yang sempat selesai; sisanya akan ditinjau tim kami.',
    )
    for (const id of ['robots-txt', 'sitemap', 'favicon', 'links'])
      expect(byId(outcome.result.checks, id), id).toMatchObject({
        status: 'error',
        finding: 'Tidak sempat diperiksa: website terlalu lama merespons.',
      })
    expect(byId(outcome.result.checks, 'title').status).toBe('pass')
    expect(outcome.result.score).toBeGreaterThan(0)
  })

  it('reports a site that cannot be reached as failed', async () => {
    const gone = await site({})
    const origin = gone.origin
    allow()
    await gone.close()
    const outcome = await runAudit(`${origin}/`, deps)
    expect(outcome).toMatchObject({ status: 'failed', result: { reasonCode: 'connect' } })
  })
})
