/** Calendar arithmetic in the agency's time zone, WIB (UTC+7, no daylight saving). */

export const WIB_OFFSET_MS = 7 * 3_600_000
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
