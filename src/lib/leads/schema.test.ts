import { describe, expect, it } from 'vitest'
import {
  CONTACT_BUDGET_OPTIONS,
  GOAL_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  LEAD_MESSAGES,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  analysisSchema,
  cleanText,
  consultationSchema,
  contactSchema,
  fieldErrorsFrom,
  formDataToObject,
  isMissingRequired,
  leadKindOf,
  leadSchema,
  newsletterSchema,
  normalizePhone,
  normalizeWebsite,
  stripFormatCharacters,
  validationMessage,
} from './schema'

const values = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value)

describe('option lists (spec section 3)', () => {
  it('match the spec values exactly', () => {
    expect(values(INDUSTRY_OPTIONS)).toEqual([
      'e-commerce',
      'jasa',
      'teknologi',
      'kesehatan',
      'properti',
      'pendidikan',
      'f&b',
      'lainnya',
    ])
    expect(values(GOAL_OPTIONS)).toEqual(['traffic', 'ranking', 'local', 'competitor'])
    expect(values(PROJECT_TYPE_OPTIONS)).toEqual([
      'seo',
      'website',
      'ecommerce',
      'mobile-app',
      'digital-marketing',
      'other',
    ])
    expect(values(CONTACT_BUDGET_OPTIONS)).toEqual([
      'less-than-5',
      '5-10 juta',
      '10-25 juta',
      '25-50 juta',
      'more-than-50',
    ])
    expect(values(HOME_BUDGET_OPTIONS)).toEqual(['Rp 1-3 Juta', 'Rp 3-5 Juta', 'Rp 5-10 Juta', 'Rp 10 Juta+'])
    expect(values(TIMELINE_OPTIONS)).toEqual([
      'Segera (kurang dari 1 minggu)',
      '1-2 minggu',
      '1 bulan',
      '2-3 bulan',
      'Masih planning',
    ])
  })

  it('give every option an Indonesian label', () => {
    for (const list of [
      INDUSTRY_OPTIONS,
      GOAL_OPTIONS,
      PROJECT_TYPE_OPTIONS,
      CONTACT_BUDGET_OPTIONS,
      HOME_BUDGET_OPTIONS,
      TIMELINE_OPTIONS,
    ]) {
      for (const option of list) expect(option.label.length).toBeGreaterThan(1)
    }
  })
})

describe('normalisers', () => {
  it.each([
    ['contoh.com', 'https://contoh.com'],
    ['  www.Toko-Bunga.co.id/  ', 'https://www.toko-bunga.co.id'],
    ['http://contoh.com/produk?id=1', 'http://contoh.com/produk?id=1'],
    ['https://kopi.id/', 'https://kopi.id'],
    ['bücher.de', 'https://xn--bcher-kva.de'],
  ])('website %s → %s', (input, output) => expect(normalizeWebsite(input)).toBe(output))

  it.each([
    '',
    'foo',
    'http://',
    'javascript:alert(1)',
    'ftp://contoh.com',
    'contoh .com',
    'localhost:3000',
    '192.168.1.1',
    'user:pw@contoh.com',
    'contoh.c0m',
    '<script>.com',
  ])('website %j is rejected', (input) => expect(normalizeWebsite(input)).toBeNull())

  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['62812.3456.7890', '+6281234567890'],
    ['812 3456 7890', '+6281234567890'],
    ['(021) 555-1234', '+62215551234'],
    ['+62 (0) 812 3456 7890', '+6281234567890'],
  ])('phone %s → %s', (input, output) => expect(normalizePhone(input)).toBe(output))

  it.each(['12345', '+1 202 555 0100', '0812-ABCD-7890', '08123456789012345', '0000000000'])(
    'phone %j is rejected',
    (input) => expect(normalizePhone(input)).toBeNull(),
  )
})

describe('schemas', () => {
  it('no form may claim the rank tracker kind: only a confirmed tracker makes such a lead', () => {
    expect(leadKindOf('rank-tracker')).toBe('analysis')
    const posted = leadSchema.safeParse({
      type: 'rank-tracker',
      name: 'Ani',
      email: 'ani@contoh.id',
      website: 'contoh.id',
    })
    expect(posted.success && posted.data.type === ('rank-tracker' as string)).toBe(false)
  })

  it('analysis: name, email and website required; type defaults to analysis', () => {
    const result = analysisSchema.safeParse({})
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldErrorsFrom(result.error)).toEqual({
      name: 'Nama wajib diisi',
      email: 'Email wajib diisi',
      website: 'Website wajib diisi',
    })
    expect(leadSchema.parse({ name: 'Ani', email: 'ani@contoh.id', website: 'contoh.id' })).toMatchObject({
      type: 'analysis',
      goals: [],
    })
    expect(leadSchema.parse({ type: '', name: 'Ani', email: 'ani@contoh.id', website: 'contoh.id' }).type).toBe(
      'analysis',
    )
  })

  it('contact: name, email and message required; website optional', () => {
    const result = contactSchema.safeParse({ type: 'contact' })
    expect(result.success).toBe(false)
    if (result.success) return
    const errors = fieldErrorsFrom(result.error)
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name'])
    expect(validationMessage('contact', errors)).toBe('Nama, email, dan pesan wajib diisi')
  })

  it('consultation: name, email, phone and website required', () => {
    const result = consultationSchema.safeParse({ type: 'konsultasi_gratis', company: 'PT Maju' })
    expect(result.success).toBe(false)
    if (result.success) return
    const errors = fieldErrorsFrom(result.error)
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phone', 'website'])
    expect(validationMessage('konsultasi_gratis', errors)).toBe(LEAD_MESSAGES.konsultasi_gratis.required)
  })

  it('accepts goal labels as sent by the original forms and stores values', () => {
    const parsed = leadSchema.parse({
      name: 'Ani',
      email: 'ani@contoh.id',
      website: 'contoh.id',
      goals: ['Naik ke halaman 1 Google', 'traffic', 'traffic'],
    })
    expect(parsed.type === 'analysis' && parsed.goals).toEqual(['ranking', 'traffic'])
  })

  it('trims text, strips control characters and keeps newlines in messages', () => {
    const parsed = contactSchema.parse({
      type: 'contact',
      name: '  Ani\u0007 Lestari ',
      email: ' ANI@Contoh.ID ',
      message: ' Baris 1\r\nBaris 2\u0000 ',
    })
    expect(parsed).toMatchObject({ name: 'Ani Lestari', email: 'ani@contoh.id', message: 'Baris 1\nBaris 2' })
  })

  it('newsletter needs a valid e-mail', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b' }).success).toBe(false)
    expect(newsletterSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' })
  })
})

describe('formDataToObject', () => {
  it('collects repeated goals and drops React action fields', () => {
    const form = new FormData()
    form.append('name', 'Ani')
    form.append('goals', 'traffic')
    form.append('goals', 'local')
    form.append('$ACTION_ID_abc', '')
    expect(formDataToObject(form)).toEqual({ name: 'Ani', goals: ['traffic', 'local'] })
    expect(formDataToObject(new FormData())).toEqual({})
  })
})

describe('hostile text (issue 18)', () => {
  it('removes format characters everywhere but keeps emoji joined', () => {
    expect(stripFormatCharacters('Budi\u202Egnp.exe')).toBe('Budignp.exe')
    expect(stripFormatCharacters('\u200B\u200C\u200D\u2060\uFEFF\u00AD\u061C\u2066\u2069')).toBe('')
    expect(stripFormatCharacters('👩‍💻 👨🏽‍🍳 ❤️‍🔥')).toBe('👩‍💻 👨🏽‍🍳 ❤️‍🔥')
    expect(stripFormatCharacters('a\u200Db')).toBe('ab')
    expect(cleanText(' \u202E Ani \u200B Lestari ')).toBe('Ani Lestari')
    expect(normalizeWebsite('toko\u200B.id')).toBe('https://toko.id')
    expect(normalizePhone('0812\u200E-3456-7890')).toBe('+6281234567890')
  })

  it('names lone surrogates as invalid characters, by field', () => {
    const result = contactSchema.safeParse({
      type: 'contact',
      name: 'Ani \uD83D',
      email: 'ani@contoh.id',
      message: 'Hai',
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldErrorsFrom(result.error)).toEqual({ name: 'Nama berisi karakter yang tidak valid' })
    expect(isMissingRequired(result.error)).toBe(false)
  })

  it('picks the form notice by issue reason, from the error or from its field errors', () => {
    const missing = contactSchema.safeParse({ type: 'contact', name: '\u200B\u200B', email: 'ani@contoh.id' })
    const invalid = contactSchema.safeParse({ type: 'contact', name: 'Ani', email: 'ani@', message: 'Hai' })
    if (missing.success || invalid.success) throw new Error('both must fail')
    expect(validationMessage('contact', missing.error)).toBe('Nama, email, dan pesan wajib diisi')
    expect(validationMessage('contact', fieldErrorsFrom(missing.error))).toBe('Nama, email, dan pesan wajib diisi')
    expect(validationMessage('contact', invalid.error)).toBe(LEAD_MESSAGES.contact.invalid)
    // A record that merely reads "wajib diisi" is not taken as a missing field: only issue reasons count.
    expect(validationMessage('contact', { name: 'Nama wajib diisi' })).toBe(LEAD_MESSAGES.contact.invalid)
  })

  it('reads a form field named __proto__ as data, never as the prototype', () => {
    const form = new FormData()
    form.append('__proto__', 'x')
    form.append('name', 'Ani')
    const object = formDataToObject(form)
    expect(Object.getPrototypeOf(object)).toBeNull()
    expect(Object.keys(object)).toEqual(['__proto__', 'name'])
  })
})
