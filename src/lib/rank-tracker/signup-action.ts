'use server'

import { headers } from 'next/headers'
import { rankSignupCopy } from './signup-copy'
import { CONSENT_VERSION, LEAD_META_FIELDS, formDataToObject } from '@/lib/leads'
import { logger } from '@/lib/log'
import { CROSS_SITE_ACTION_MESSAGE, isSameOriginAction } from '@/lib/server/action-origin'
import { requestClientIp } from '@/lib/server/client-ip'
import { submitTrackerSignup } from './signup'
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
