const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2026-11-12" → "12 November 2026". Dates in the content are calendar days, so no time zone shifts them. */
export function formatArticleDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`))
}
