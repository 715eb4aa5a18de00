import { describe, expect, it } from 'vitest'
import { screenApiOrigin } from './api-origin'
import { contentSecurityPolicy, editorContentSecurityPolicy } from './csp'
import { staticSecurityHeaders } from './headers'

describe('security headers', () => {
  it('sends HSTS (two years, subdomains) only for an https site', () => {
    const hsts = (https: boolean) =>
      staticSecurityHeaders({ https }).find((header) => header.key === 'Strict-Transport-Security')?.value
    expect(hsts(true)).toBe('max-age=63072000; includeSubDomains')
    expect(hsts(false)).toBeUndefined()
  })

  it('page policy: scripts by nonce and hash only; dev adds eval; https upgrades requests', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', scriptHashes: ['sha256-x'], https: true })
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'sha256-x';")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ nonce: 'n', scriptHashes: [], dev: true })).toContain("'unsafe-eval'")
    expect(editorContentSecurityPolicy()).toContain("frame-ancestors 'none'")
  })
})

describe('cross-origin calls to the JSON endpoints', () => {
  const options = { siteOrigin: 'https://www.puncakdigital.co.id', allowedOrigins: ['https://mitra.contoh.co.id'] }
  const request = (path: string, headers: Record<string, string>, method = 'POST') =>
    screenApiOrigin(new Request(`http://127.0.0.1:3000${path}`, { method, headers }), path, options)

  it('refuses another origin, and a cross-site request without Origin', () => {
    expect(request('/api/submit-analysis', { origin: 'https://situs-lain.example' }).kind).toBe('answer')
    expect(request('/api/form-token', { 'sec-fetch-site': 'cross-site' }, 'GET').kind).toBe('answer')
    expect(request('/api/submit-analysis', { origin: 'null' }).kind).toBe('answer')
  })

  it('lets the site, non-browser clients and listed origins through (listed ones only on public endpoints)', () => {
    expect(request('/api/newsletter', { origin: 'https://www.puncakdigital.co.id' })).toEqual({
      kind: 'pass',
      corsOrigin: null,
    })
    expect(request('/api/newsletter', {})).toEqual({ kind: 'pass', corsOrigin: null })
    expect(request('/api/newsletter', { origin: 'https://mitra.contoh.co.id' })).toEqual({
      kind: 'pass',
      corsOrigin: 'https://mitra.contoh.co.id',
    })
    expect(request('/api/admin/leads', { origin: 'https://mitra.contoh.co.id' }).kind).toBe('answer')
    expect(request('/api/health', { origin: 'https://situs-lain.example' }, 'GET').kind).toBe('pass')
  })
})
