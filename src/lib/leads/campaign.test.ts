import { describe, expect, it } from 'vitest'
import { FIRST_TOUCH_SCRIPT } from '@/components/layout/first-touch-script'
import { leadRow } from './lead-row'
import { FIRST_TOUCH_STORAGE_KEY, contactSchema, leadSchema, type LeadPayload } from './schema'

const base = { name: 'Budi Santoso', email: 'budi@tokobunga.co.id', website: 'tokobunga.co.id' }

function parse(extra: Record<string, unknown>): LeadPayload {
  const result = leadSchema.safeParse({ ...base, ...extra })
  if (!result.success) throw result.error
  return result.data
}

function row(data: LeadPayload, requestReferer: string | null = null) {
  return leadRow(data, {
    id: 'lead-1',
    spamReason: null,
    requestReferer,
    userAgent: null,
    consentVersion: null,
    idempotencyKey: 'k',
    rawPayload: '{}',
    now: new Date('2026-11-23T03:00:00Z'),
  })
}

/** Runs the inline script against a fake page: its storage and the record it wrote. */
function runScript(href: string, referrer: string, storage = new Map<string, string>()) {
  const url = new URL(href)
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  new Function('sessionStorage', 'location', 'document', FIRST_TOUCH_SCRIPT)(sessionStorage, url, { referrer })
  return { storage, touch: JSON.parse(storage.get(FIRST_TOUCH_STORAGE_KEY) ?? 'null') as Record<string, string> }
}

describe('first-touch inline script', () => {
  it('notes landing page, referrer and campaign on the first page only', () => {
    const first = runScript(
      'https://puncakdigital.co.id/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta&gclid=abc&x=1',
      'https://www.google.com/',
    )
    expect(first.touch).toEqual({
      landing: '/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta&gclid=abc&x=1',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'seo-jakarta',
      gclid: 'abc',
    })
    const second = runScript('https://puncakdigital.co.id/kontak?utm_source=facebook', '', first.storage)
    expect(second.touch.utm_source).toBe('google')
    expect(second.touch.landing).toMatch(/^\/analisis-gratis\?/)
  })

  it('notes a private page (a confirmation link, a tracker page, an audit report) as its public page', () => {
    const token = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'
    const cases = [
      [`/serpbot-rank-checker/konfirmasi/${token}`, '/serpbot-rank-checker'],
      [`/serpbot-rank-checker/pantau/${token}?hasil=saved`, '/serpbot-rank-checker'],
      [`/serpbot-rank-checker/%70antau/${token}`, '/serpbot-rank-checker'],
      [`/serpbot-rank-checker/berhenti-langganan/${token}`, '/serpbot-rank-checker'],
      [`/analisis-gratis/hasil/${token}`, '/analisis-gratis'],
      ['/serpbot-rank-checker/demo?utm_source=x', '/serpbot-rank-checker/demo?utm_source=x'],
    ]
    for (const [path, landing] of cases) {
      const { touch } = runScript(`https://puncakdigital.co.id${path}`, '')
      expect(touch.landing).toBe(landing)
      expect(JSON.stringify(touch)).not.toContain(token)
    }
  })

  it('stays small and never throws when storage is blocked', () => {
    // Inline on every page: about 0.7 KB with the list of private pages (gzip makes it a third).
    expect(FIRST_TOUCH_SCRIPT.length).toBeLessThan(800)
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() =>
      new Function('sessionStorage', 'location', 'document', FIRST_TOUCH_SCRIPT)(blocked, new URL('https://x.id/'), {
        referrer: '',
      }),
    ).not.toThrow()
  })
})

describe('campaign fields of a lead', () => {
  it('are accepted by every lead kind and cleaned: control characters out, text kept as text', () => {
    const data = contactSchema.parse({
      ...base,
      type: 'contact',
      message: 'Halo',
      utmSource: 'goo\u0000gle\r\n',
      utmCampaign: '<script>alert(1)</script>',
      utmTerm: '=HYPERLINK("http://x")',
      referrer: 'https://www.google.com/search?q=seo',
    })
    expect(data.utmSource).toBe('goo gle')
    expect(data.utmCampaign).toBe('<script>alert(1)</script>')
    expect(data.utmTerm).toBe('=HYPERLINK("http://x")')
    expect(data.referrer).toBe('https://www.google.com/search?q=seo')
  })

  it('drops values that are too long, not text, or not http(s) addresses, without failing the lead', () => {
    const data = parse({
      utmSource: 'x'.repeat(201),
      utmMedium: ['cpc'],
      utmContent: '\uD800',
      referrer: 'javascript:alert(1)',
      landingPageUrl: '//evil.example/x',
      fbclid: 'ok-value',
    })
    expect(data.utmSource).toBeUndefined()
    expect(data.utmMedium).toBeUndefined()
    expect(data.utmContent).toBeUndefined()
    expect(data.referrer).toBeUndefined()
    expect(data.landingPageUrl).toBeUndefined()
    expect(data.fbclid).toBe('ok-value')
  })

  it('are stored in the lead columns as the browser sent them (an empty referrer = direct visit)', () => {
    const stored = row(
      parse({ landingPageUrl: '/analisis-gratis?utm_source=google', referrer: '', utmSource: 'google' }),
      'https://puncakdigital.co.id/kontak',
    )
    expect(stored).toMatchObject({
      landing_page_url: '/analisis-gratis?utm_source=google',
      referrer: null,
      utm_source: 'google',
      utm_campaign: null,
    })
  })

  it('without JavaScript: the form page from the Referer header, campaign read from its query', () => {
    const stored = row(
      parse({}),
      'https://puncakdigital.co.id/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta&utm_medium=%0Acpc',
    )
    expect(stored).toMatchObject({
      landing_page_url: '/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta&utm_medium=%0Acpc',
      referrer:
        'https://puncakdigital.co.id/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta&utm_medium=%0Acpc',
      utm_source: 'google',
      utm_campaign: 'seo-jakarta',
      utm_medium: 'cpc',
      gclid: null,
    })
    expect(row(parse({}), null)).toMatchObject({ landing_page_url: null, referrer: null, utm_source: null })
  })
})
