import { describe, expect, it } from 'vitest'
import {
  capitalizeWords,
  formatJuta,
  formatJutaRange,
  formatPhoneLocal,
  formatRupiah,
  mailtoHref,
  spanOfRanges,
  telHref,
  waHref,
} from './format'

describe('formatRupiah', () => {
  it('uses Indonesian grouping without decimals', () => {
    expect(formatRupiah(5_500_000)).toBe('Rp 5.500.000')
    expect(formatRupiah(300_000)).toBe('Rp 300.000')
    expect(formatRupiah(0)).toBe('Rp 0')
  })
})

describe('formatJuta', () => {
  it('writes millions the way prices are spoken', () => {
    expect(formatJuta(3_000_000)).toBe('3 juta')
    expect(formatJuta(3_500_000)).toBe('3,5 juta')
    expect(formatJuta(25_000_000)).toBe('25 juta')
  })
})

describe('formatJutaRange', () => {
  it('writes the unit once, with Indonesian decimals', () => {
    expect(formatJutaRange(10_000_000, 15_000_000)).toBe('10-15 juta')
    expect(formatJutaRange(3_500_000, 8_000_000)).toBe('3,5-8 juta')
  })
})

describe('phone and chat links', () => {
  it('derives the local display form and the tel: link from E.164', () => {
    expect(formatPhoneLocal('+6281210102010')).toBe('0812-1010-2010')
    expect(telHref('+62 812-1010-2010')).toBe('tel:+6281210102010')
  })

  it('builds WhatsApp click-to-chat links with and without a preset text', () => {
    expect(waHref('+6281210102010')).toBe('https://wa.me/6281210102010')
    expect(waHref('+6281210102010', 'Halo, saya mau analisis SEO untuk toko.id & cabang?')).toBe(
      'https://wa.me/6281210102010?text=Halo%2C%20saya%20mau%20analisis%20SEO%20untuk%20toko.id%20%26%20cabang%3F',
    )
  })

  it('builds mailto links', () => {
    expect(mailtoHref('a@b.id')).toBe('mailto:a@b.id')
    expect(mailtoHref('a@b.id', 'Tanya paket')).toBe('mailto:a@b.id?subject=Tanya%20paket')
  })
})

describe('figures in titles and spans', () => {
  it('capitalises the words of a figure for a title', () => {
    expect(capitalizeWords('24 jam')).toBe('24 Jam')
    expect(capitalizeWords('2,5 juta')).toBe('2,5 Juta')
    expect(capitalizeWords('5-10 hari')).toBe('5-10 Hari')
  })

  it('spans ranges that share a unit, and refuses mixed units', () => {
    expect(spanOfRanges(['1-2 minggu', '2-3 minggu', '3-4 minggu'])).toBe('1-4 minggu')
    expect(() => spanOfRanges(['1-2 minggu', '1-3 bulan'])).toThrow(/different units/)
  })
})
