/**
 * Addresses of a tracker's private pages. Both carry the tracker's token (192 bits): the confirmation page
 * (double opt-in, GET shows a button, POST confirms) and the tracker page it leads to.
 */
export const RANK_SIGNUP_SECTION = '/serpbot-rank-checker#mulai'

export function trackerConfirmPath(token: string): string {
  return `/serpbot-rank-checker/konfirmasi/${encodeURIComponent(token)}`
}

export function trackerPagePath(token: string): string {
  return `/serpbot-rank-checker/pantau/${encodeURIComponent(token)}`
}
