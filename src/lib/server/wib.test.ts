import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  formatCalendarDate,
  formatCalendarDayShort,
  formatCalendarWeekday,
  formatWib,
  formatWibDate,
  formatWibDateTime,
  formatWibWeekdayTime,
} from './wib'

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

describe('calendar days', () => {
  it('print the day as written, in every time zone (no instant to shift to the day before)', () => {
    expect(formatCalendarDate('2026-11-12')).toBe('12 November 2026')
    expect(formatCalendarDate('2026-01-01')).toBe('1 Januari 2026')
    expect(formatCalendarDayShort('2026-11-12')).toBe('12 Nov')
    expect(formatCalendarWeekday('2026-11-30')).toBe('Sen, 30 Nov')
    // A WIB day and an instant of that day read the same.
    expect(formatCalendarDate('2025-01-06')).toBe(formatWibDate('2025-01-05T17:30:00.000Z'))
  })

  it('is the one place dates are formatted: no other source file builds an Intl.DateTimeFormat', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    const own = path.relative(root, path.join(import.meta.dirname, 'wib.ts'))
    const others = files.filter(
      (file) =>
        file !== own &&
        /Intl\.DateTimeFormat|toLocale(Date|Time)String/.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(others).toEqual([])
  })
})
