import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './origin'

const SITE = 'https://www.puncakdigital.co.id'
const post = (headers: Record<string, string>) => new Headers(headers)

describe('isSameOrigin', () => {
  it('accepts the site itself and the host the request was sent to', () => {
    expect(isSameOrigin(post({ origin: SITE, host: 'www.puncakdigital.co.id' }), SITE, null)).toBe(true)
    expect(isSameOrigin(post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), SITE, null)).toBe(true)
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin' }), SITE, null)).toBe(true)
    expect(isSameOrigin(post({ origin: 'null', 'sec-fetch-site': 'cross-site' }), SITE, null)).toBe(false)
  })

  it('ignores X-Forwarded-Host while TRUST_PROXY is off: a client cannot name the other site as this one', () => {
    const forged = post({
      origin: 'https://situs-lain.example',
      host: 'www.puncakdigital.co.id',
      'x-forwarded-host': 'situs-lain.example',
    })
    expect(isSameOrigin(forged, SITE, null)).toBe(false)
  })

  it('trusts X-Forwarded-Host as far as TRUST_PROXY says: the entry our proxy wrote, counted from the right', () => {
    const behindProxy = { origin: 'https://preview.puncakdigital.co.id', host: '10.0.0.5:3000' }
    const oneHop = { header: 'x-forwarded-for', hops: 1 }
    expect(
      isSameOrigin(post({ ...behindProxy, 'x-forwarded-host': 'preview.puncakdigital.co.id' }), SITE, oneHop),
    ).toBe(true)
    // An appending proxy after a client that sent its own value: only the proxy's entry counts.
    const appended = post({
      origin: 'https://situs-lain.example',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'situs-lain.example, www.puncakdigital.co.id',
    })
    expect(isSameOrigin(appended, SITE, oneHop)).toBe(false)
    const twoHops = post({ ...behindProxy, 'x-forwarded-host': 'preview.puncakdigital.co.id, lb.internal' })
    expect(isSameOrigin(twoHops, SITE, { header: 'x-forwarded-for', hops: 2 })).toBe(true)
    expect(isSameOrigin(twoHops, SITE, oneHop)).toBe(false)
  })

  it('reads TRUST_PROXY from the configuration when not given', () => {
    const forged = post({
      origin: 'https://situs-lain.example',
      host: 'localhost',
      'x-forwarded-host': 'situs-lain.example',
    })
    const saved = process.env.TRUST_PROXY
    try {
      delete process.env.TRUST_PROXY
      expect(isSameOrigin(forged, SITE)).toBe(false)
      process.env.TRUST_PROXY = 'x-real-ip'
      expect(isSameOrigin(forged, SITE)).toBe(true)
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = saved
    }
  })
})
