/**
 * The one dates module: the agency's time zone, WIB (UTC+7, no daylight saving), its calendar arithmetic, and every
 * date formatter of the site (staff inbox and its dashboard, notifications, audit report and its PDF, the rank
 * tracker, articles), for instants in WIB and for calendar days, whatever the server's or browser's time zone. No
 * server-only imports: any component may format a date with it (src/lib/server/wib.test.ts holds every other
 * file to it).
 */

const wibFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { ...options, timeZone: 'Asia/Jakarta' })

const compact = wibFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const long = wibFormat({ dateStyle: 'long', timeStyle: 'short' })
const dateOnly = wibFormat({ dateStyle: 'long' })
const withWeekday = wibFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

const asDate = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant)

/** "6 Jan 2025, 14.05 WIB" (lists and tables of the staff inbox); "-" for a missing or unreadable time. */
export function formatWib(instant: string | Date | null | undefined): string {
  if (!instant) return '-'
  const date = asDate(instant)
  return Number.isNaN(date.getTime()) ? '-' : `${compact.format(date)} WIB`
}

/** "6 Januari 2025 pukul 14.05 WIB" */
export const formatWibDateTime = (instant: string | Date) => `${long.format(asDate(instant))} WIB`

/** "6 Januari 2025" */
export const formatWibDate = (instant: string | Date) => dateOnly.format(asDate(instant))

/** "Senin, 6 Januari 2025 pukul 14.05 WIB" (the lead notification: the weekday tells how fresh a lead is). */
export const formatWibWeekdayTime = (instant: string | Date) => `${withWeekday.format(asDate(instant))} WIB`

/*
 * Calendar days, "YYYY-MM-DD" (an article's date, a WIB day of a chart, the Monday of a week): a day, not an
 * instant, so they are read and printed in UTC, where no time zone can move them to the day before.
 */
const calendarFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { ...options, timeZone: 'UTC' })
const calendarLong = calendarFormat({ dateStyle: 'long' })
const calendarShort = calendarFormat({ day: 'numeric', month: 'short' })
const calendarWeekday = calendarFormat({ weekday: 'short', day: 'numeric', month: 'short' })
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** "2026-11-12" → "12 November 2026" (the same words as formatWibDate gives an instant of that WIB day). */
export const formatCalendarDate = (day: string) => calendarLong.format(calendarDay(day))

/** "2026-11-12" → "12 Nov" (a chart's axis). */
export const formatCalendarDayShort = (day: string) => calendarShort.format(calendarDay(day))

/** "2026-11-12" → "Kam, 12 Nov" (a day's bar in the dashboard). */
export const formatCalendarWeekday = (day: string) => calendarWeekday.format(calendarDay(day))

const WIB_OFFSET_MS = 7 * 3_600_000
const DAY_MS = 86_400_000

/** The WIB calendar date of an instant, "YYYY-MM-DD". */
export function wibDate(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10)
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS)
}

/** Midnight WIB at the start of the instant's day. */
export function startOfDayWib(instant: Date): Date {
  return new Date(Date.parse(`${wibDate(instant)}T00:00:00+07:00`))
}

/** Monday 00:00 WIB of the instant's week. */
export function startOfWeekWib(instant: Date): Date {
  const day = startOfDayWib(instant)
  const weekday = (new Date(day.getTime() + WIB_OFFSET_MS).getUTCDay() + 6) % 7 // Monday = 0
  return addDays(day, -weekday)
}

/** The first of the instant's month, 00:00 WIB. */
export function startOfMonthWib(instant: Date): Date {
  return new Date(Date.parse(`${wibDate(instant).slice(0, 7)}-01T00:00:00+07:00`))
}
