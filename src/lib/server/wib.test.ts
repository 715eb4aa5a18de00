import { describe, expect, it } from 'vitest'
import { formatWib, formatWibDate, formatWibDateTime, formatWibWeekdayTime } from './wib'

describe('WIB date formatters', () => {
  // Sunday 17:30 UTC is already Monday in Jakarta: every format shows the WIB day, whatever the machine's zone.
  const lateSundayUtc = '2025-01-05T17:30:00.000Z'

  it('show the Jakarta calendar day and time in each display form', () => {
    expect(formatWib(lateSundayUtc)).toBe('6 Jan 2025, 00.30 WIB')
    expect(formatWib(new Date(lateSundayUtc))).toBe('6 Jan 2025, 00.30 WIB')
    expect(formatWibDateTime(lateSundayUtc)).toBe('6 Januari 2025 pukul 00.30 WIB')
    expect(formatWibDate(lateSundayUtc)).toBe('6 Januari 2025')
    expect(formatWibWeekdayTime(lateSundayUtc)).toBe('Senin, 6 Januari 2025 pukul 00.30 WIB')
  })

  it('shows a dash for a missing or unreadable time in the inbox, never "Invalid Date"', () => {
    expect(formatWib(null)).toBe('-')
    expect(formatWib(undefined)).toBe('-')
    expect(formatWib('bukan tanggal')).toBe('-')
  })
})
