'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { rankSignupCopy } from './signup-copy'
import { CONSENT_VERSION, LEAD_META_FIELDS, formDataToObject } from '@/lib/leads'
import { logger } from '@/lib/log'
import { CROSS_SITE_ACTION_MESSAGE, isSameOriginAction } from '@/lib/server/action-origin'
import { requestClientIp } from '@/lib/server/client-ip'
import { getDatabase } from '@/lib/db/client'
import { serverSecret } from '@/lib/server/secret'
import { confirmTrackerSignup, resendTrackerLink, submitTrackerSignup } from './signup'
import { trackerConfirmPath, trackerPagePath } from './signup-paths'
import { TRACKER_TOKEN_PATTERN, findTrackerByConfirmToken } from './trackers'
import type { RankSignupState } from './signup-state'

const META_KEYS = new Set<string>(Object.values(LEAD_META_FIELDS))

/**
 * The sign-up form's action (/serpbot-rank-checker#mulai), with and without JavaScript; anyone on the site's own
 * page may call it (cross-site calls are refused). Every failure keeps what was typed.
 */
export async function signUpRankTrackerAction(
  _previous: RankSignupState,
  formData: FormData,
): Promise<RankSignupState> {
  const input = formDataToObject(formData)
  const values = Object.fromEntries(Object.entries(input).filter(([key]) => !META_KEYS.has(key)))
  if (!(await isSameOriginAction())) return { status: 'error', message: CROSS_SITE_ACTION_MESSAGE, values }
  try {
    const requestHeaders = await headers()
    const result = await submitTrackerSignup(input, {
      transport: 'action',
      ip: requestClientIp(requestHeaders),
      userAgent: requestHeaders.get('user-agent'),
      referrer: requestHeaders.get('referer'),
      defaultConsentVersion: CONSENT_VERSION,
    })
    if (result.ok) return { status: 'success', message: result.message }
    if (result.code === 'validation') {
      return { status: 'error', message: result.message, fieldErrors: result.fieldErrors, values }
    }
    const message = result.code === 'unavailable' ? rankSignupCopy.failure : result.message
    return { status: 'error', message, values }
  } catch (error) {
    logger.error({ err: error }, 'rank tracker sign-up failed')
    return { status: 'error', message: rankSignupCopy.failure, values }
  }
}

/**
 * "Konfirmasi" on /serpbot-rank-checker/konfirmasi/[token] (a POST, so a mail scanner that opens the link confirms
 * nothing). Whoever holds the confirmation link may confirm; cross-site posts are refused. The press that confirms
 * lands on the tracker page; any later one back on the confirmation page, which then says it is confirmed (the link
 * is no key to the tracker once used). An expired or unknown token lands there too, which then says so (404).
 */
export async function confirmRankTrackerAction(formData: FormData): Promise<void> {
  const token = formData.get('token')
  if (typeof token !== 'string' || !TRACKER_TOKEN_PATTERN.test(token)) notFound()
  if (!(await isSameOriginAction())) redirect(`${trackerConfirmPath(token)}?status=situs-lain`)
  let pagePath: string | null = null
  try {
    const result = await confirmTrackerSignup(await getDatabase(), token)
    if (result.ok && result.first) pagePath = trackerPagePath(result.tracker.token)
  } catch (error) {
    logger.error({ err: error }, 'rank tracker confirmation failed')
    redirect(`${trackerConfirmPath(token)}?status=gagal`)
  }
  redirect(pagePath ?? trackerConfirmPath(token))
}

/**
 * "Kirim ulang alamat halaman pantauan" on a confirmation link already used: the tracker page's address is mailed
 * to the address that signed up, within the mailbox's budget (mailbox.ts). Whoever holds the link may ask; the
 * answer is the same whether a mail went out or the budget was spent, and never shows the address.
 */
export async function resendFromConfirmationAction(formData: FormData): Promise<void> {
  const token = formData.get('token')
  if (typeof token !== 'string' || !TRACKER_TOKEN_PATTERN.test(token)) notFound()
  if (!(await isSameOriginAction())) redirect(`${trackerConfirmPath(token)}?status=situs-lain`)
  let target = `${trackerConfirmPath(token)}?status=dikirim`
  try {
    const database = await getDatabase()
    const tracker = await findTrackerByConfirmToken(database.db, token)
    // Not confirmed (or gone): the page shows what the link is now.
    if (tracker?.confirmed_at) {
      await resendTrackerLink(database, tracker.id, new Date(), await serverSecret(process.env, database))
    } else target = trackerConfirmPath(token)
  } catch (error) {
    logger.error({ err: error }, 'rank tracker link resend failed')
    target = `${trackerConfirmPath(token)}?status=gagal`
  }
  redirect(target)
}
