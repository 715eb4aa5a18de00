import { describe, expect, it } from 'vitest'
import { siteKey } from './site-key'
import { normalizeAuditUrl } from './target'

const key = (raw: string) => siteKey(normalizeAuditUrl(raw))

describe('siteKey (one running audit per site, hourly per-site limit)', () => {
  it('gives every subdomain of one registrable domain the same key, with Indonesian second-level suffixes', () => {
    for (const raw of [
      'contoh.co.id',
      'www.contoh.co.id',
      'a.b.contoh.co.id',
      'http://WWW.Contoh.CO.ID.',
      'https://x.contoh.co.id:443/p',
    ])
      expect(key(raw), raw).toBe('contoh.co.id')
    expect(key('toko.web.id')).toBe('toko.web.id')
    expect(key('shop.toko.my.id')).toBe('toko.my.id')
    expect(key('pemda.go.id')).toBe('pemda.go.id')
    expect(key('www.contoh.com')).toBe('contoh.com')
    expect(key('sub.contoh.id')).toBe('contoh.id')
  })

  it('keeps different registrable domains apart, including customers of one platform', () => {
    expect(key('contoh.co.id')).not.toBe(key('lain.co.id'))
    expect(key('contoh.co.id')).not.toBe(key('contoh.com'))
    expect(key('toko-a.blogspot.com')).toBe('toko-a.blogspot.com')
    expect(key('www.toko-a.blogspot.com')).toBe('toko-a.blogspot.com')
    expect(key('toko-a.blogspot.com')).not.toBe(key('toko-b.blogspot.com'))
  })

  it('treats a bare suffix or a one-label name as its own site', () => {
    expect(key('co.id')).toBe('co.id')
    expect(key('http://intranet/')).toBe('intranet')
  })

  it('keys IP literals by address (IPv4) and by /64 (IPv6); the scheme’s default port is not part of the key', () => {
    expect(key('http://203.0.113.9/')).toBe('203.0.113.9')
    expect(key('https://203.0.113.9/')).toBe('203.0.113.9')
    expect(key('http://203.0.113.10/')).not.toBe(key('http://203.0.113.9/'))
    expect(key('http://[2001:db8:1:2::1]/')).toBe('2001:db8:1:2::/64')
    expect(key('http://[2001:db8:1:2:ffff::9]/')).toBe('2001:db8:1:2::/64')
    expect(key('http://[2001:db8:1:3::1]/')).toBe('2001:db8:1:3::/64')
    expect(key('http://contoh.com:80/')).toBe('contoh.com')
  })

  it('keys localhost names by their registrable part and keeps a fixture’s explicit port', () => {
    expect(key('http://a.toko-uji.localhost:4010/')).toBe('toko-uji.localhost:4010')
    expect(key('http://b.toko-uji.localhost:4010/')).toBe('toko-uji.localhost:4010')
    expect(key('http://toko-uji.localhost:4010/')).toBe('toko-uji.localhost:4010')
    expect(key('http://toko-uji.localhost:4011/')).toBe('toko-uji.localhost:4011')
    expect(key('http://localhost/')).toBe('localhost')
    expect(key('http://127.0.0.1:4010/')).toBe('127.0.0.1:4010')
  })
})
