'use server'

import { headers } from 'next/headers'
import { logger } from '@/lib/log'
import { CROSS_SITE_ACTION_MESSAGE, isSameOriginAction } from '@/lib/server/action-origin'
import { requestClientIp } from '@/lib/server/client-ip'
import type { LeadFormState, NewsletterFormState } from './form-state'
import { issueToken } from './form-token'
import {
  CONSENT_VERSION,
  LEAD_MESSAGES,
  LEAD_META_FIELDS,
  NEWSLETTER_MESSAGES,
  formDataToObject,
  leadKindOf,
} from './schema'
import { serverSecret } from '@/lib/server/secret'
import { subscribeNewsletter } from './newsletter'
import { submitLead, type SubmitContext } from './submit-lead'

/*
 * Server actions for the site's own forms: <form action={formAction}> with useActionState works with and
 * without JavaScript. Field names: see ./schema/index.ts.
 */

const META_KEYS = new Set<string>(Object.values(LEAD_META_FIELDS))

async function actionContext(): Promise<SubmitContext> {
  const requestHeaders = await headers()
  return {
    transport: 'action',
    ip: requestClientIp(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    referrer: requestHeaders.get('referer'),
    // The notice next to our forms is the current one; a form may still post its own consentVersion.
    defaultConsentVersion: CONSENT_VERSION,
  }
}

/** What the visitor typed, to put back into the form after a failure (spam-defence fields left out). */
function typedValues(input: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !META_KEYS.has(key)))
}

/**
 * Analysis, contact and consultation forms (`type` field picks the kind; absent = analysis). Every failure keeps
 * what was typed. A storage failure of any kind (database busy, read-only, down) shows the spec's failure text
 * for that form; the message of the other refusals (rate limit, reused idempotency key) says what to do.
 */
export async function submitLeadAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const input = formDataToObject(formData)
  const values = typedValues(input)
  const kind = leadKindOf(input.type)
  if (!(await isSameOriginAction())) return { status: 'error', message: CROSS_SITE_ACTION_MESSAGE, values }
  try {
    const result = await submitLead(input, await actionContext())
    if (result.ok)
      return { status: 'success', message: result.message, leadId: result.id, auditPath: result.audit?.path }
    if (result.code === 'validation') {
      return { status: 'error', message: result.message, fieldErrors: result.fieldErrors, values }
    }
    const message = result.code === 'unavailable' ? LEAD_MESSAGES[kind].failure : result.message
    return { status: 'error', message, values }
  } catch (error) {
    logger.error({ err: error, kind }, 'lead submission failed')
    return { status: 'error', message: LEAD_MESSAGES[kind].failure, values }
  }
}

/** Footer newsletter form (field `email`, plus the honeypot). */
export async function subscribeNewsletterAction(
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  const input = formDataToObject(formData)
  const email = typeof input.email === 'string' ? input.email : ''
  if (!(await isSameOriginAction())) return { status: 'error', message: CROSS_SITE_ACTION_MESSAGE, email }
  try {
    const result = await subscribeNewsletter(input, await actionContext())
    if (result.ok) return { status: 'success', message: result.message }
    const message = result.code === 'unavailable' ? NEWSLETTER_MESSAGES.failure : result.message
    return { status: 'error', message, email }
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed')
    return { status: 'error', message: NEWSLETTER_MESSAGES.failure, email }
  }
}

/** Signed start time for the minimum-fill-time check; call it when the visitor first focuses a field. */
export async function issueFormToken(): Promise<string> {
  // A token for another site's page would only help it post as if from ours.
  if (!(await isSameOriginAction())) throw new Error('cross-site form token request')
  return issueToken(Date.now(), await serverSecret())
}
