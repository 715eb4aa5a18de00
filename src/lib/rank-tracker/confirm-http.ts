import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { readFormFields } from '@/lib/server/http'
import { isSameOrigin } from '@/lib/server/origin'
import { serverSecret } from '@/lib/server/secret'
import { confirmTrackerSignup, resendTrackerLink } from './signup'
import { trackerConfirmPath, trackerPagePath } from './signup-paths'
import { TRACKER_TOKEN_PATTERN, findTrackerByConfirmToken } from './trackers'

/** The confirmation page's notices, by the `status` its address carries after a post. */
export const CONFIRM_STATUS = { failed: 'gagal', crossSite: 'situs-lain', resent: 'dikirim' } as const

/** The hidden field of the used link's "send the address again" form; the confirm button posts without it. */
export const CONFIRM_RESEND_FIELD = { name: 'aksi', value: 'kirim-ulang' } as const

/** Two buttons post here, each a few bytes: anything longer is not one of them. */
const FORM_LIMIT = 1024

/** To the next page after the post (src/proxy.ts marks every answer here private and noindex). */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } })

/**
 * POST /serpbot-rank-checker/konfirmasi/TOKEN, a plain form post from the page (a mail scanner that opens the link
 * confirms nothing). Whoever holds the confirmation link may post; a post from another site (Origin, or
 * Sec-Fetch-Site: same-origin without it, as src/lib/server/origin.ts rules) is sent back with a notice.
 * - "Konfirmasi": the press that confirms lands on the tracker page; any later one back on the confirmation page,
 *   which then says it is confirmed (the link is no key to the tracker once used). An expired or unknown token
 *   lands there too, which then says so (404).
 * - "Kirim ulang alamat halaman pantauan" (a used link): the tracker page's address is mailed to the address that
 *   signed up, within the mailbox's budget (mailbox.ts); the answer is the same whether a mail went out or the
 *   budget was spent, and never shows the address.
 */
export async function handleConfirmPost(request: Request, token: string): Promise<Response> {
  const back = trackerConfirmPath(token)
  if (!TRACKER_TOKEN_PATTERN.test(token)) return seeOther(back)
  if (!isSameOrigin(request.headers)) return seeOther(`${back}?status=${CONFIRM_STATUS.crossSite}`)
  const fields = await readFormFields(request, FORM_LIMIT)
  const resend = fields?.get(CONFIRM_RESEND_FIELD.name) === CONFIRM_RESEND_FIELD.value
  try {
    const database = await getDatabase()
    if (resend) {
      const tracker = await findTrackerByConfirmToken(database.db, token)
      // Not confirmed (or gone): the page shows what the link is now.
      if (!tracker?.confirmed_at) return seeOther(back)
      await resendTrackerLink(database, tracker.id, new Date(), await serverSecret(process.env, database))
      return seeOther(`${back}?status=${CONFIRM_STATUS.resent}`)
    }
    const result = await confirmTrackerSignup(database, token)
    return seeOther(result.ok && result.first ? trackerPagePath(result.tracker.token) : back)
  } catch (error) {
    logger.error({ err: error }, resend ? 'rank tracker link resend failed' : 'rank tracker confirmation failed')
    return seeOther(`${back}?status=${CONFIRM_STATUS.failed}`)
  }
}
