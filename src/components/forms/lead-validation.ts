import type { LeadFormState } from '@/lib/leads/form-state'
import type { LeadKind } from '@/lib/leads/schema'

/*
 * Client-side checks with the server's own zod schemas: the same rules and the same Indonesian messages.
 * The schema module is loaded on demand (first focus in a form, at the latest on submit), keeping zod out of the
 * first page load; if it cannot load (offline), the form is sent and the server, the authority, validates.
 */

let schemaModule: Promise<typeof import('@/lib/leads/schema')> | null = null

export function preloadLeadSchema() {
  schemaModule ??= import('@/lib/leads/schema').catch((error: unknown) => {
    schemaModule = null
    throw error
  })
  return schemaModule
}

export async function validateLead(kind: LeadKind, formData: FormData): Promise<LeadFormState | null> {
  let schema: Awaited<ReturnType<typeof preloadLeadSchema>>
  try {
    schema = await preloadLeadSchema()
  } catch {
    return null
  }
  const schemas = {
    analysis: schema.analysisSchema,
    contact: schema.contactSchema,
    konsultasi_gratis: schema.consultationSchema,
  }
  const result = schemas[kind].safeParse(schema.formDataToObject(formData))
  if (result.success) return null
  const fieldErrors = schema.fieldErrorsFrom(result.error)
  return { status: 'error', message: schema.validationMessage(kind, fieldErrors), fieldErrors }
}

/**
 * The request never got an answer (network, server down): the spec's failure text, failure logged. The typed
 * values stay in the form (the JavaScript path never resets it on failure).
 */
export function requestFailure(kind: LeadKind, failureMessage: string, error: unknown): LeadFormState {
  console.error(`[${kind}] lead submission failed`, error)
  return { status: 'error', message: failureMessage }
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
