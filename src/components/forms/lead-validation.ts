import type { z } from 'zod'
import type { LeadFormState } from '@/lib/leads/form-state'
import { LEAD_MESSAGES, LEAD_META_FIELDS, fieldErrorsFrom, formDataToObject, validationMessage, type LeadKind } from '@/lib/leads/schema'

const META_KEYS = new Set<string>(Object.values(LEAD_META_FIELDS))

/** What the visitor typed (envelope fields left out), to keep in the form after any failure. */
export function typedValues(formData: FormData): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(formDataToObject(formData)).filter(([key]) => !META_KEYS.has(key)))
}

/** Client-side check with the server's own schema: the same rules and the same Indonesian messages. */
export function validateLead(kind: LeadKind, schema: z.ZodType, formData: FormData): LeadFormState | null {
  const result = schema.safeParse(formDataToObject(formData))
  if (result.success) return null
  const fieldErrors = fieldErrorsFrom(result.error)
  return { status: 'error', message: validationMessage(kind, fieldErrors), fieldErrors, values: typedValues(formData) }
}

/** The request never got an answer (network, server down): the spec's failure text, values kept, failure logged. */
export function requestFailure(kind: LeadKind, error: unknown, formData: FormData): LeadFormState {
  console.error(`[${kind}] lead submission failed`, error)
  return { status: 'error', message: LEAD_MESSAGES[kind].failure, values: typedValues(formData) }
}

/** True when the error state comes from validation (messages next to fields) rather than a failed submission. */
export function hasFieldErrors(state: LeadFormState): boolean {
  return Boolean(state.fieldErrors && Object.keys(state.fieldErrors).length > 0)
}

export function textValue(state: LeadFormState, name: string): string | undefined {
  const value = state.values?.[name]
  return typeof value === 'string' ? value : undefined
}

export function listValue(state: LeadFormState, name: string): string[] {
  const value = state.values?.[name]
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
}

/** Puts keyboard focus on the first field marked invalid, so the visitor lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  field?.focus()
  return Boolean(field)
}
