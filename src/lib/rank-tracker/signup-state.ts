/**
 * What the sign-up form's server action returns to `useActionState` (client-safe: no server imports). Same shape
 * as the lead forms' state, so a no-JavaScript post comes back with the notice, the field errors and what was typed.
 */
export type RankSignupState = {
  status: 'idle' | 'success' | 'error'
  message?: string
  fieldErrors?: Partial<Record<string, string>>
  values?: Record<string, string | string[]>
}

export const initialRankSignupState: RankSignupState = { status: 'idle' }
