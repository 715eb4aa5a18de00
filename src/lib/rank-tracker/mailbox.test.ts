import { describe, expect, it } from 'vitest'
import { mailboxKey, mailboxOf } from './mailbox'

describe('the mailbox an address delivers to', () => {
  it('folds case and +tags, and for Gmail the dots and googlemail.com', () => {
    expect(mailboxOf('Budi+promo1@TokoSepatu.co.id')).toBe('budi@tokosepatu.co.id')
    expect(mailboxOf(' budi@tokosepatu.co.id ')).toBe('budi@tokosepatu.co.id')
    expect(mailboxOf('B.u.d.i+x@GoogleMail.com')).toBe('budi@gmail.com')
    expect(mailboxOf('bu.di@gmail.com')).toBe('budi@gmail.com')
    // Elsewhere a dot is part of the name: two people.
    expect(mailboxOf('bu.di@tokosepatu.co.id')).not.toBe(mailboxOf('budi@tokosepatu.co.id'))
    // A leading + is not a tag.
    expect(mailboxOf('+62@contoh.id')).toBe('+62@contoh.id')
  })

  it('is stored as an HMAC, never the address', () => {
    const key = mailboxKey('Budi+1@Toko.id', 'rahasia')
    expect(key).toBe(mailboxKey('budi@toko.id', 'rahasia'))
    expect(key).not.toContain('budi')
    expect(key).not.toBe(mailboxKey('budi@toko.id', 'rahasia-lain'))
  })
})
