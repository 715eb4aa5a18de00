/** The privacy notice (UU PDP) and the consent version every form submits, as prerendered. */
import { expect, test } from 'vitest'
import { CONSENT_VERSION } from '@/lib/leads/schema'
import { readPage } from './support/build-output'
import { attr, one, queryAll, text } from './support/dom'

test('privacy notice: the five topics, UU PDP, the version the forms submit', () => {
  const page = readPage('/kebijakan-privasi')
  expect(text(one(page, 'h1'))).toBe('Kebijakan Privasi')
  const headings = queryAll(page, 'h2').map(text)
  for (const heading of [
    'Data yang kami kumpulkan',
    'Untuk apa data dipakai',
    'Berapa lama data disimpan',
    'Siapa yang menerima data Anda',
    'Cara meminta penghapusan data',
  ])
    expect(headings).toContain(heading)
  expect(text(one(page, 'main'))).toMatch(/Nomor 27 Tahun 2022/)
  expect(text(one(page, 'main'))).toContain(`Versi ${CONSENT_VERSION}`)
  for (const route of ['/analisis-gratis', '/contact', '/'] as const) {
    const consent = queryAll(readPage(route), 'form input[name="consentVersion"]')
    // The page's form and the footer newsletter.
    expect(consent.length, route).toBeGreaterThanOrEqual(2)
    for (const input of consent) expect(attr(input, 'value'), route).toBe(CONSENT_VERSION)
  }
})
