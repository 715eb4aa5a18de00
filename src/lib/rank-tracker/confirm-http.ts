import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { isSameOrigin } from '@/lib/server/origin'
import { confirmTrackerSignup } from './signup'
import { trackerConfirmPath, trackerPagePath } from './signup-paths'
import { TRACKER_TOKEN_PATTERN } from './trackers'

/** The confirmation page's notices, by the `status` its address carries after a refused or failed post. */
export const CONFIRM_STATUS = { failed: 'gagal', crossSite: 'situs-lain' } as const

/** To the next page after the post (src/proxy.ts marks every answer here private and noindex). */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } })

/**
 * POST /serpbot-rank-checker/konfirmasi/TOKEN, the page's "Konfirmasi" button (a plain form post: a mail scanner
 * that opens the link confirms nothing). Whoever holds the token may confirm; a post from another site (Origin, or
 * Sec-Fetch-Site: same-origin without it, as src/lib/server/origin.ts rules) is sent back with a notice. Lands on
 * the tracker page; an expired or unknown token lands back on the confirmation address, which then says so (404).
 */
export async function handleConfirmPost(request: Request, token: string): Promise<Response> {
  if (!TRACKER_TOKEN_PATTERN.test(token)) return seeOther(trackerConfirmPath(token))
  if (!isSameOrigin(request.headers)) return seeOther(`${trackerConfirmPath(token)}?status=${CONFIRM_STATUS.crossSite}`)
  try {
    const confirmed = (await confirmTrackerSignup(await getDatabase(), token)).ok
    return seeOther(confirmed ? trackerPagePath(token) : trackerConfirmPath(token))
  } catch (error) {
    logger.error({ err: error }, 'rank tracker confirmation failed')
    return seeOther(`${trackerConfirmPath(token)}?status=${CONFIRM_STATUS.failed}`)
  }
}
