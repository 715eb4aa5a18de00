import type * as z from 'zod/mini'
import { LEAD_MESSAGES, type FieldIssueReason } from './messages'
import type { LeadKind } from './options'

const REPEATABLE_FIELDS = new Set(['goals'])

/**
 * FormData → object: `goals` may repeat and becomes a list; files are ignored. The object has no prototype, so a
 * field named `__proto__` is just an ignored key, never an inherited value.
 */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null)
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue // React's own server-action bookkeeping fields
    const values = formData.getAll(key).filter((value): value is string => typeof value === 'string')
    if (REPEATABLE_FIELDS.has(key)) result[key] = values
    else if (values[0] !== undefined) result[key] = values[0]
  }
  return result
}

function reasonOf(issue: z.core.$ZodIssue): FieldIssueReason | undefined {
  const params = (issue as { params?: { reason?: FieldIssueReason } }).params
  return params?.reason
}

// Which field-error records came from a validation that found a required field missing (see validationMessage).
const missingRequired = new WeakMap<object, boolean>()

/** First message per field, keyed by the top-level field name ("form" for issues without a path). */
export function fieldErrorsFrom(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
    fields[key] ??= issue.message
  }
  missingRequired.set(fields, isMissingRequired(error))
  return fields
}

/** True when at least one required field was left empty (decided by issue reason, not by message text). */
export function isMissingRequired(error: z.core.$ZodError): boolean {
  return error.issues.some((issue) => reasonOf(issue) === 'required')
}

function isZodError(value: z.core.$ZodError | Record<string, string>): value is z.core.$ZodError {
  return Array.isArray((value as z.core.$ZodError).issues)
}

/**
 * The spec's "required fields missing" notice when that is the problem, else the generic one. Pass the ZodError,
 * or the field errors fieldErrorsFrom() returned for it.
 */
export function validationMessage(kind: LeadKind, errors: z.core.$ZodError | Record<string, string>): string {
  const messages = LEAD_MESSAGES[kind]
  const missing = isZodError(errors) ? isMissingRequired(errors) : (missingRequired.get(errors) ?? false)
  return missing ? messages.required : messages.invalid
}
