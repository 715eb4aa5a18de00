import { describe, expect, it } from 'vitest'
import { parseBaseUrl, readRankConfig } from './config'
import { createProvider } from './providers'
import { normaliseKeyword, normaliseTrackedDomain, parseKeywords, urlMatchesDomain } from './domain'
import { rankLocations } from './locations'
import { searchOrder } from './paging'

describe('tracked domains', () => {
  it('keeps the host the visitor gave, without www., read with the public suffix list', () => {
    expect(normaliseTrackedDomain('https://www.TokoSepatuBudi.co.id/sepatu?x=1')).toBe('tokosepatubudi.co.id')
    expect(normaliseTrackedDomain('tokosepatubudi.co.id')).toBe('tokosepatubudi.co.id')
    expect(normaliseTrackedDomain('toko.blogspot.com')).toBe('toko.blogspot.com')
    expect(normaliseTrackedDomain('shop.contoh.id')).toBe('shop.contoh.id')
  })

  it('refuses what is not a public site: suffixes, IPs, localhost, ports, other schemes', () => {
    for (const bad of [
      'co.id',
      'go.id.',
      'blogspot.com',
      'localhost',
      'toko.localhost',
      '127.0.0.1',
      'http://[::1]/',
      '10.0.0.8',
      'contoh.id:8080',
      'ftp://contoh.id',
      'intranet',
      'user:pw@contoh.id',
      '',
    ]) {
      expect(normaliseTrackedDomain(bad), bad).toBeNull()
    }
  })

  it('matches a root domain and every subdomain of it, a typed subdomain on itself and its www. only', () => {
    expect(urlMatchesDomain('https://www.budi.co.id/a', 'budi.co.id')).toBe(true)
    expect(urlMatchesDomain('http://budi.co.id', 'budi.co.id')).toBe(true)
    expect(urlMatchesDomain('https://m.economictimes.com/news', 'economictimes.com')).toBe(true)
    expect(urlMatchesDomain('https://nl.hardware.info/reviews', 'hardware.info')).toBe(true)
    expect(urlMatchesDomain('https://blog.budi.co.id/', 'budi.co.id')).toBe(true)
    expect(urlMatchesDomain('https://tokobudi.co.id/', 'budi.co.id')).toBe(false)
    expect(urlMatchesDomain('https://budi.co.id.evil.com/', 'budi.co.id')).toBe(false)
    expect(urlMatchesDomain('https://blog.budi.co.id/', 'blog.budi.co.id')).toBe(true)
    expect(urlMatchesDomain('https://www.blog.budi.co.id/', 'blog.budi.co.id')).toBe(true)
    expect(urlMatchesDomain('https://budi.co.id/', 'blog.budi.co.id')).toBe(false)
    expect(urlMatchesDomain('https://m.blog.budi.co.id/', 'blog.budi.co.id')).toBe(false)
    expect(urlMatchesDomain('https://shop.budi.co.id/', 'blog.budi.co.id')).toBe(false)
    // A private suffix's site is a root of its own: toko.blogspot.com matches its subdomains, not blogspot.com's.
    expect(urlMatchesDomain('https://m.toko.blogspot.com/', 'toko.blogspot.com')).toBe(true)
    expect(urlMatchesDomain('https://lain.blogspot.com/', 'toko.blogspot.com')).toBe(false)
    expect(urlMatchesDomain('not a url', 'budi.co.id')).toBe(false)
  })
})

describe('keywords', () => {
  it('shares one query between spellings that differ only in case and spaces', () => {
    expect(normaliseKeyword('  Jasa   SEO Bandung ')).toBe('jasa seo bandung')
  })

  it('accepts up to ten keywords of up to 80 characters, dropping blanks and duplicates', () => {
    expect(parseKeywords('sepatu\n\nSepatu\r\nsandal')).toEqual({ ok: true, keywords: ['sepatu', 'sandal'] })
    const ten = Array.from({ length: 10 }, (_, i) => `kata ${i}`)
    expect(parseKeywords(ten)).toMatchObject({ ok: true })
    expect(parseKeywords([...ten, 'kata 10'])).toEqual({ ok: false, problem: 'too-many' })
    expect(parseKeywords(['a'.repeat(80)])).toMatchObject({ ok: true })
    expect(parseKeywords(['a'.repeat(81)])).toMatchObject({ ok: false, problem: 'too-long' })
    expect(parseKeywords(['\n  \n'])).toEqual({ ok: false, problem: 'none' })
    expect(parseKeywords(['kata\u0000lain'])).toMatchObject({ ok: false, problem: 'control-characters' })
  })

  it('removes invisible format characters: "jasa\\u200b seo" and "jasa seo" are one keyword and one query', () => {
    expect(parseKeywords('jasa\u200b seo\njasa seo\n\ufeffsepatu\u2060 kulit\u200d\n\u200e\u200b')).toEqual({
      ok: true,
      keywords: ['jasa seo', 'sepatu kulit'],
    })
    expect(normaliseKeyword('Jasa\u200b SEO\u200c')).toBe(normaliseKeyword('jasa seo'))
  })

  it('refuses a bidi override or isolate, which would show the keyword differently in the staff mail', () => {
    for (const control of ['\u202e', '\u202a', '\u202d', '\u2066', '\u2069']) {
      expect(parseKeywords(['jasa seo', `toko ${control}oes asaj`])).toMatchObject({
        ok: false,
        problem: 'control-characters',
      })
    }
  })
})

describe('locations', () => {
  it('offers Indonesia and at least the 15 largest cities, the seven city pages among them', () => {
    const ids = rankLocations().map((location) => location.id)
    expect(ids[0]).toBe('indonesia')
    expect(ids.length).toBeGreaterThanOrEqual(16)
    for (const city of ['jakarta', 'surabaya', 'bandung', 'bekasi', 'medan', 'tangerang', 'depok']) {
      expect(ids).toContain(city)
    }
    for (const location of rankLocations()) expect(location.canonical).toMatch(/Indonesia$/)
  })
})

describe('SERP_API_BASE_URL', () => {
  it('accepts only a loopback address (tests) and refuses anything else', () => {
    expect(parseBaseUrl('http://127.0.0.1:4500/')).toEqual({ url: 'http://127.0.0.1:4500', rejected: null })
    expect(parseBaseUrl('http://[::1]:4500')).toEqual({ url: 'http://[::1]:4500', rejected: null })
    expect(parseBaseUrl('http://localhost:4500').url).toBe('http://localhost:4500')
    for (const bad of ['https://google.serper.dev', 'http://10.0.0.2:80', 'http://169.254.169.254', 'nonsense']) {
      expect(parseBaseUrl(bad), bad).toEqual({ url: null, rejected: bad })
    }
  })
})

describe('paging order', () => {
  it('searches from the last page outward, and from page 1 without one', () => {
    expect(searchOrder(3, 10)).toEqual([3, 2, 4, 1, 5, 6, 7, 8, 9, 10])
    expect(searchOrder(10, 10)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(searchOrder(null, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})

describe('SERP_PROVIDER', () => {
  it('is off when unset and refuses a provider without its credentials', () => {
    expect(createProvider(readRankConfig({}))).toBeNull()
    expect(() => readRankConfig({ SERP_PROVIDER: 'serper' })).toThrow(/SERP_API_KEY/)
    expect(() => readRankConfig({ SERP_PROVIDER: 'dataforseo', SERP_API_LOGIN: 'a' })).toThrow(/SERP_API_PASSWORD/)
    expect(() => readRankConfig({ SERP_PROVIDER: 'google' })).toThrow(/SERP_PROVIDER/)
    const config = readRankConfig({
      SERP_PROVIDER: 'serpapi',
      SERP_API_KEY: 'k',
      SERP_API_BASE_URL: 'https://evil.example',
    })
    expect(config).toMatchObject({ baseUrl: null, rejectedBaseUrl: 'https://evil.example', dailyBudget: 3000 })
    expect(createProvider(config)?.name).toBe('serpapi')
  })
})
