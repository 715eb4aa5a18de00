'use server'

import { submitLeadAction } from '@/lib/leads/actions'
import type { LeadFormState } from '@/lib/leads/form-state'
import { normalizeWebsite } from '@/lib/leads/schema'

/**
 * The analysis form's action: the shared lead action, plus the website on success so the confirmation's
 * WhatsApp link can name it, also when the page comes back from a no-JavaScript post.
 */
export async function submitAnalysisRequestAction(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const state = await submitLeadAction(previous, formData)
  if (state.status !== 'success') return state
  const raw = formData.get('website')
  const website = typeof raw === 'string' ? (normalizeWebsite(raw) ?? raw.trim()) : ''
  return { ...state, values: { website } }
}
