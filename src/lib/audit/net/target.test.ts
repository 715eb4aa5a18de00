import { describe, expect, it } from 'vitest'
import { TargetBlockedError, checkUrl, classifyAddress, hostKey, normalizeAuditUrl, parseAllowHosts } from './target'

const none = new Set<string>()

function blockReason(raw: string, allow: ReadonlySet<string> = none): string | null {
  try {
    checkUrl(normalizeAuditUrl(raw), allow)
    return null
  } catch (error) {
    if (error instanceof TargetBlockedError) return error.reason
    throw error
  }
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::7f00:1', 'ipv4Compatible'],
    ['::127.0.0.1', 'ipv4Mapped'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['169.254.169.254', 'cloudMetadata'],
    ['100.100.100.200', 'cloudMetadata'],
    ['fd00:ec2::254', 'cloudMetadata'],
    ['0x7f.1', 'invalid'],
    ['2130706433', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toMatchObject({ allowed: false, range })
  })

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2404:6800:4003:c00::64'])(
    'accepts the public address %s',
    (address) => {
      expect(classifyAddress(address)).toEqual({ allowed: true })
    },
  )
})

describe('normalizeAuditUrl and checkUrl', () => {
  it('adds https to a bare domain, keeps the path, drops the fragment', () => {
    expect(normalizeAuditUrl('Contoh.com').href).toBe('https://contoh.com/')
    expect(normalizeAuditUrl('http://contoh.com/a?b=1#top').href).toBe('http://contoh.com/a?b=1')
    expect(hostKey(normalizeAuditUrl('contoh.com'))).toBe('contoh.com:443')
    expect(hostKey(normalizeAuditUrl('http://contoh.com'))).toBe('contoh.com:80')
  })

  it('turns every numeric spelling of loopback into 127.0.0.1 (WHATWG) and refuses it', () => {
    for (const spelling of ['2130706433', '0x7f.1', '017700000001', '0x7f000001', '127.1', '0177.0.0.1']) {
      expect(normalizeAuditUrl(`http://${spelling}/`).hostname, spelling).toBe('127.0.0.1')
      expect(blockReason(`http://${spelling}/`), spelling).toBe('private-address')
    }
    expect(normalizeAuditUrl('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]')
  })

  it.each([
    ['http://127.0.0.1/', 'private-address'],
    ['http://localhost/', 'private-address'],
    ['http://LOCALHOST./', 'private-address'],
    ['http://app.localhost/', 'private-address'],
    ['http://[::1]/', 'private-address'],
    ['http://0.0.0.0/', 'private-address'],
    ['http://10.0.0.1/', 'private-address'],
    ['http://172.16.0.1/', 'private-address'],
    ['http://192.168.1.1/', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud-metadata'],
    ['http://100.64.0.1/', 'private-address'],
    ['http://[::ffff:127.0.0.1]/', 'private-address'],
    ['http://2130706433/', 'private-address'],
    ['http://0x7f.1/', 'private-address'],
    ['http://017700000001/', 'private-address'],
    ['http://contoh.com:22/', 'port'],
    ['https://contoh.com:8443/', 'port'],
    ['http://contoh.com:443/', 'port'],
    ['ftp://contoh.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['gopher://contoh.com/', 'scheme'],
    ['http://user:rahasia@contoh.com/', 'credentials'],
    ['http://contoh .com/', 'invalid-url'],
    ['http://exa\u0000mple.com/', 'invalid-url'],
    ['https://', 'invalid-url'],
  ])('refuses %s (%s) before any lookup', (url, reason) => {
    expect(blockReason(url)).toBe(reason)
  })

  it('lets a public name on a standard port through to the resolver', () => {
    expect(blockReason('contoh.com')).toBeNull()
    expect(blockReason('http://contoh.com:80/')).toBeNull()
    expect(blockReason('https://93.184.216.34/')).toBeNull()
  })

  it('an allow-listed host:port passes; the same host on another port does not', () => {
    const allow = new Set(['127.0.0.1:4010'])
    expect(blockReason('http://127.0.0.1:4010/', allow)).toBeNull()
    expect(blockReason('http://127.0.0.1:4011/', allow)).toBe('port')
    expect(blockReason('http://127.0.0.1/', allow)).toBe('private-address')
  })
})

describe('parseAllowHosts', () => {
  it('accepts loopback host:port pairs only', () => {
    const { allowed, rejected } = parseAllowHosts(
      ' 127.0.0.1:4010, [::1]:4011,localhost:4012, 10.0.0.5:80, contoh.com:443, 127.0.0.1, 127.0.0.1:4013/x ',
    )
    expect([...allowed]).toEqual(['127.0.0.1:4010', '[::1]:4011', 'localhost:4012'])
    expect(rejected).toEqual(['10.0.0.5:80', 'contoh.com:443', '127.0.0.1', '127.0.0.1:4013/x'])
    expect(parseAllowHosts(undefined).allowed.size).toBe(0)
  })
})
