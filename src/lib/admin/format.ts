/** Display helpers of the staff inbox (dates in WIB: src/lib/server/wib.ts). */

/** "2 jam 5 menit" between two instants, for the time to first contact. */
export function formatDuration(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts = [
    days ? `${days} hari` : '',
    hours ? `${hours} jam` : '',
    rest || (!days && !hours) ? `${rest} menit` : '',
  ]
  return parts.filter(Boolean).join(' ')
}

/** The message for a key from the address bar (`?error=…`), own keys only (`?error=constructor` finds nothing). */
export function messageFor(messages: Readonly<Record<string, string>>, key: string | string[] | undefined) {
  return typeof key === 'string' && Object.hasOwn(messages, key) ? messages[key] : undefined
}
