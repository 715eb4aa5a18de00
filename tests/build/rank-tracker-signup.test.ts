/**
 * The rank tracker's sign-up on /serpbot-rank-checker (issue 35) as prerendered with a SERP provider configured
 * (scripts/test.sh builds with SERP_PROVIDER set): the form the visitor gets before any JavaScript, read with parse5.
 * Expected values are written out from the issue on purpose.
 */
import { describe, expect, test } from 'vitest'
import { readPage } from './support/build-output'
import { attr, hrefs, one, queryAll, text } from './support/dom'

describe('/serpbot-rank-checker#mulai', () => {
  const page = readPage('/serpbot-rank-checker')
  const section = one(page, 'section#mulai')
  const form = one(section, 'form')

  test('is the sign-up form, posted to the server without JavaScript', () => {
    // A server action: a POST to the page itself, with the action id in the form.
    expect(attr(form, 'method')?.toLowerCase()).toBe('post')
    expect(
      queryAll(form, 'input[name^="$ACTION_ID_"]').length + queryAll(form, 'input[name^="$ACTION_REF_"]').length,
    ).toBe(1)
    expect(queryAll(section, '[data-tracking="inactive"]')).toHaveLength(0)
    // What the server compares with its SERP_PROVIDER at start (src/lib/rank-tracker/build-check.ts).
    expect(attr(one(section, '[data-rank-signup]'), 'data-rank-signup')).toBe('on')
    expect(text(one(section, 'h2'))).toBe('Pantau Ranking Website Anda Mulai Hari Ini')
  })

  test('asks for website, e-mail, up to ten keywords one per line, location and device, with the consent', () => {
    expect(attr(one(form, 'input[name="website"]'), 'aria-required')).toBe('true')
    expect(attr(one(form, 'input[name="email"]'), 'type')).toBe('email')
    expect(text(one(form, '#pantau-keywords-hint'))).toBe('Satu keyword per baris, maksimal 10 keyword.')
    one(form, 'textarea[name="keywords"]')
    const options = queryAll(form, 'select[name="location"] option').map(text)
    expect(options[0]).toBe('Seluruh Indonesia')
    expect(options.length).toBeGreaterThanOrEqual(16)
    // The seven city pages among the cities.
    for (const city of ['Jakarta', 'Surabaya', 'Bandung', 'Bekasi', 'Medan', 'Tangerang', 'Depok'])
      expect(options).toContain(city)
    const devices = queryAll(form, 'input[name="device"]')
    expect(devices.map((input) => attr(input, 'value'))).toEqual(['mobile', 'desktop'])
    expect(attr(devices[0]!, 'checked')).not.toBeNull()
    // The lead forms' envelope: honeypot and consent version; the privacy notice linked under the button.
    expect(attr(one(form, 'input[name="fax"]'), 'tabindex')).toBe('-1')
    expect(attr(one(form, 'input[name="consentVersion"]'), 'value')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(hrefs(queryAll(form, 'a'))).toContain('/kebijakan-privasi')
  })

  test('offers up to three competitors, one per line, and the business name on Google Maps, both optional', () => {
    const competitors = one(form, 'textarea[name="competitors"]')
    expect(attr(competitors, 'aria-required')).toBeNull()
    expect(text(one(form, 'label[for="pantau-competitors"]'))).toContain('Website pesaing (opsional)')
    expect(text(one(form, '#pantau-competitors-hint'))).toBe(
      'Hingga 3 website, satu per baris. Posisinya kami cek untuk keyword yang sama dan tampil di samping posisi Anda.',
    )
    const name = one(form, 'input[name="businessName"]')
    expect(attr(name, 'aria-required')).toBeNull()
    expect(attr(name, 'maxlength')).toBe('100')
    expect(text(one(form, 'label[for="pantau-businessName"]'))).toContain('Nama usaha di Google Maps (opsional)')
    expect(text(one(form, '#pantau-businessName-hint'))).toContain('Tulis persis seperti di Google Maps.')
  })
})
