import { describe, expect, it } from 'vitest'
import { matchLocalPack, normaliseBusinessName } from './local-pack'

const business = { name: 'Toko Sepatu Budi', domain: 'tokosepatubudi.co.id' }

describe('the business in the local pack', () => {
  it('reads names without case, punctuation or a leading PT, CV, UD or Toko', () => {
    expect(normaliseBusinessName('PT. Sepatu  Budi')).toBe('sepatu budi')
    expect(normaliseBusinessName('TOKO SEPATU BUDI!')).toBe('sepatu budi')
    expect(normaliseBusinessName('CV Sepatu-Budi')).toBe('sepatu budi')
    expect(normaliseBusinessName('Ｔｏｋｏ Sepatu Budi')).toBe('sepatu budi')
    // A name that is only the word stays itself.
    expect(normaliseBusinessName('Toko')).toBe('toko')
  })

  it('finds the place by name when the places carry no website', () => {
    const pack = [
      { title: 'Sepatu Murah Dago', domain: null },
      { title: 'PT Sepatu Budi', domain: null },
      { title: 'Kulit Jaya', domain: null },
    ]
    expect(matchLocalPack(pack, business)).toEqual({ shown: true, place: 2 })
    expect(matchLocalPack(pack, { name: 'Sepatu Bud', domain: 'lain.co.id' })).toEqual({ shown: true, place: null })
  })

  it('finds the place by its website on the tracked site, whatever its name', () => {
    const pack = [
      { title: 'Budi Shoes Bandung', domain: 'm.tokosepatubudi.co.id' },
      { title: 'Toko Sepatu Budi', domain: null },
    ]
    expect(matchLocalPack(pack, { name: null, domain: 'tokosepatubudi.co.id' })).toEqual({ shown: true, place: 1 })
    expect(matchLocalPack([{ title: 'X', domain: 'tokosepatubudi.co.id.evil.example' }], business)).toEqual({
      shown: true,
      place: null,
    })
  })

  it('counts a branch written after the name, never a longer word', () => {
    expect(matchLocalPack([{ title: 'Sepatu Budi - Cabang Dago', domain: null }], business)).toEqual({
      shown: true,
      place: 1,
    })
    expect(matchLocalPack([{ title: 'Sepatu Budiman', domain: null }], business)).toEqual({ shown: true, place: null })
  })

  it('knows only the three places Google shows, and tells "no pack shown" from "not in the pack"', () => {
    const pack = ['Satu', 'Dua', 'Tiga', 'Toko Sepatu Budi'].map((title) => ({ title, domain: null }))
    expect(matchLocalPack(pack, business)).toEqual({ shown: true, place: null })
    expect(matchLocalPack(null, business)).toEqual({ shown: false })
  })
})
