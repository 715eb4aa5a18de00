// SSRF rules end to end through runAudit. Hostile addresses only ever come from the injected resolver, and the
// recording connector refuses anything that is not loopback, so no test here can reach another machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAudit, AUDIT_USER_AGENT } from './engine'
import { createConnector } from './net/connector'
import { startFixtureSite, type FixtureSite } from './testing/fixture-server'
import { recordingConnector, tableResolver } from './testing/recording'

const hostile = {
  'evil.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'six.example': ['::1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'cgnat.example': ['100.64.0.1'],
}

describe('blocked targets never get a connection', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://[::1]/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'https://contoh.com:22/',
    'http://evil.example/',
    'https://mixed.example/',
    'http://metadata.example/',
    'http://six.example/',
    'http://mapped.example/',
    'http://cgnat.example/',
    'ftp://contoh.com/',
    'http://admin:rahasia@contoh.com/',
  ])('%s → blocked, zero connection attempts', async (url) => {
    const { connector, calls } = recordingConnector()
    const { resolver } = tableResolver(hostile)
    const outcome = await runAudit(url, { connector, resolver })
    expect(outcome.status).toBe('blocked')
    expect(outcome.result.reason).toMatch(/tidak|hanya/i)
    expect(calls).toEqual([])
  })

  it('resolves a hop once and connects to exactly the checked address (no rebinding window)', async () => {
    let lookups = 0
    const resolver = async () =>
      lookups++ === 0
        ? [{ address: '93.184.216.34', family: 4 as const }]
        : [{ address: '127.0.0.1', family: 4 as const }]
    const { connector, calls } = recordingConnector()
    const outcome = await runAudit('http://rebind.example/', { connector, resolver })
    expect(lookups).toBe(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ address: '93.184.216.34', family: 4 })
    expect(calls[0]!.url.hostname).toBe('rebind.example')
    // The recording connector refuses to connect anywhere real, so the audit ends as unreachable.
    expect(outcome).toMatchObject({ status: 'failed', result: { reasonCode: 'connect' } })
  })
})

describe('redirects from an allowed fixture', () => {
  let allowed: FixtureSite
  let other: FixtureSite
  let target = ''

  beforeAll(async () => {
    other = await startFixtureSite({ '*': () => ({ body: 'secret', headers: { 'content-type': 'text/html' } }) })
    allowed = await startFixtureSite({
      '/ke-port-lain': () => ({ status: 302, headers: { location: `${other.origin}/admin`, 'set-cookie': 'sesi=1' } }),
      '/ke-metadata': () => ({ status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }),
      '/ke-nama-jahat': () => ({ status: 307, headers: { location: 'http://evil.example/' } }),
      '/ke-diri-sendiri': () => ({ status: 302, headers: { location: '/halaman' } }),
      '/halaman': () => ({ headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>x</title>' }),
    })
    target = allowed.origin
  })
  afterAll(async () => {
    await allowed.close()
    await other.close()
  })

  it.each(['/ke-port-lain', '/ke-metadata', '/ke-nama-jahat'])('%s → blocked after the first hop', async (path) => {
    const { connector, calls } = recordingConnector(createConnector())
    const { resolver } = tableResolver(hostile)
    const outcome = await runAudit(`${target}${path}`, { connector, resolver, allowHosts: new Set([allowed.hostKey]) })
    expect(outcome.status).toBe('blocked')
    expect(outcome.result.reason).toMatch(/mengalihkan/)
    expect(calls.map((call) => `${call.address}:${call.url.port}`)).toEqual([`127.0.0.1:${allowed.port}`])
    expect(other.requests).toEqual([])
  })

  it('sends the bot user agent, no cookies, and pins a named host to the resolved address', async () => {
    const { resolver, calls } = tableResolver({ 'fixture.test': ['127.0.0.1'] })
    const outcome = await runAudit(`http://fixture.test:${allowed.port}/ke-diri-sendiri`, {
      resolver,
      allowHosts: new Set([`fixture.test:${allowed.port}`]),
    })
    expect(outcome.status).toBe('done')
    expect(calls[0]).toBe('fixture.test')
    const hops = allowed.requests.filter(
      (request) => request.path === '/ke-diri-sendiri' || request.path === '/halaman',
    )
    expect(hops.map((request) => request.path)).toEqual(['/ke-diri-sendiri', '/halaman'])
    for (const request of hops) {
      expect(request.headers.host).toBe(`fixture.test:${allowed.port}`)
      expect(request.headers['user-agent']).toBe(AUDIT_USER_AGENT)
      expect(request.headers.cookie).toBeUndefined()
      expect(request.headers.authorization).toBeUndefined()
    }
    expect(AUDIT_USER_AGENT).toMatch(/^PuncakDigitalAuditBot\/1\.0 \(\+https?:\/\/.+\/analisis-gratis\)$/)
  })
})
