import * as z from 'zod/mini'
import { LIMITS } from './contract'
import { fieldMessages, type FieldIssueReason } from './messages'
import { cleanText, hasLoneSurrogate, normalizePhone, normalizeWebsite } from './normalize'
import { GOAL_OPTIONS, type Option } from './options'

/*
 * Field schemas, in zod/mini (the same engine as zod, a fraction of its size in the browser, where the forms
 * validate with these very schemas). Each check raises its issue with `params.reason` (see FieldIssueReason) next to the Indonesian
 * message, so callers branch on the reason. Every text field goes through the same steps: type, a cheap length
 * guard on the raw input, lone surrogates rejected, control and format characters removed, then the required and
 * length rules applied to what is left (a name made only of zero-width characters is empty).
 */

type Ctx = z.core.ParsePayload

function report(ctx: Ctx, reason: FieldIssueReason, message: string): void {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, params: { reason } })
}

/** Any input, then `fn` (zod's `z.unknown().transform(fn)`). */
export function transformed<O>(fn: (value: unknown, ctx: Ctx) => O) {
  return z.pipe(z.unknown(), z.transform(fn))
}

/** Raises the issue and ends the transform (its result is discarded). */
function fail(ctx: Ctx, reason: FieldIssueReason, message: string): never {
  report(ctx, reason, message)
  return z.NEVER
}

/** readText's result when it raised an issue. */
const INVALID: unique symbol = Symbol('invalid')

type TextRules = { max: number; multiline?: boolean; min?: number }

/**
 * The cleaned text, undefined when absent or empty after cleaning (and not required), or INVALID after raising an
 * issue.
 */
function readText(
  value: unknown,
  ctx: Ctx,
  label: string,
  required: boolean,
  rules: TextRules,
): string | undefined | typeof INVALID {
  const invalid = (reason: FieldIssueReason, message: string): typeof INVALID => {
    report(ctx, reason, message)
    return INVALID
  }
  const missing = () => (required ? invalid('required', fieldMessages.required(label)) : undefined)
  if (value === undefined || value === null) return missing()
  if (typeof value !== 'string') {
    return invalid('invalid_type', required ? fieldMessages.required(label) : fieldMessages.notText(label))
  }
  if (value.length > rules.max * 2) return invalid('too_long', fieldMessages.tooLong(label, rules.max))
  if (hasLoneSurrogate(value)) return invalid('invalid_characters', fieldMessages.invalidCharacters(label))
  const cleaned = cleanText(value, rules.multiline)
  if (!cleaned) return missing()
  if (cleaned.length > rules.max) return invalid('too_long', fieldMessages.tooLong(label, rules.max))
  if (rules.min !== undefined && cleaned.length < rules.min) {
    return invalid('too_short', fieldMessages.tooShort(label, rules.min))
  }
  return cleaned
}

export function requiredText(label: string, rules: TextRules) {
  return transformed((value, ctx): string => {
    const text = readText(value, ctx, label, true, rules)
    return typeof text === 'string' ? text : z.NEVER
  })
}

/*
 * Fields that may come out empty end in .optional(): zod refuses an undefined result for a key otherwise. An
 * absent key then skips the transform (nothing to check); a present one, even empty, goes through it.
 */

/** Empty or absent → undefined. */
export function optionalText(label: string, rules: TextRules) {
  return z.optional(
    transformed((value, ctx): string | undefined => {
      const text = readText(value, ctx, label, false, rules)
      return text === INVALID ? z.NEVER : text
    }),
  )
}

export const nameField = requiredText('Nama', { max: LIMITS.name, min: 2 })

export const emailField = transformed((value, ctx): string => {
  const text = readText(value, ctx, 'Email', true, { max: LIMITS.email })
  if (typeof text !== 'string') return z.NEVER
  const email = text.toLowerCase()
  if (!z.email().safeParse(email).success) return fail(ctx, 'invalid_format', fieldMessages.email)
  return email
})

/** Text that is then normalised (phone, website): same guards, then `normalize` decides; null = invalid. */
function normalizedField(
  label: string,
  required: boolean,
  max: number,
  normalize: (value: string) => string | null,
  invalidMessage: string,
  tooLongMessage = fieldMessages.tooLong(label, max),
) {
  const field = transformed((value, ctx): string | undefined => {
    if (typeof value === 'string' && value.length > max) return fail(ctx, 'too_long', tooLongMessage)
    const text = readText(value, ctx, label, required, { max })
    if (text === INVALID) return z.NEVER
    if (text === undefined) return undefined
    return normalize(text) ?? fail(ctx, 'invalid_format', invalidMessage)
  })
  return required ? field : z.optional(field)
}

export function phoneField(required: boolean) {
  return normalizedField(
    'Nomor telepon',
    required,
    LIMITS.phone,
    normalizePhone,
    fieldMessages.phone,
    fieldMessages.phoneTooLong,
  )
}

export function websiteField(required: boolean) {
  return normalizedField('Website', required, LIMITS.website, normalizeWebsite, fieldMessages.website)
}

/** A select: empty means "not chosen"; anything outside the list is rejected. */
export function optionField<const T extends readonly Option[]>(options: T, label: string) {
  const values = options.map((option) => option.value) as string[]
  return z.optional(
    transformed((value, ctx): T[number]['value'] | undefined => {
      if (value === undefined || value === null) return undefined
      if (typeof value !== 'string') return fail(ctx, 'invalid_type', fieldMessages.invalidOption(label))
      const trimmed = value.trim()
      if (!trimmed) return undefined
      if (!values.includes(trimmed)) return fail(ctx, 'invalid_option', fieldMessages.invalidOption(label))
      return trimmed as T[number]['value']
    }),
  )
}

type GoalValue = (typeof GOAL_OPTIONS)[number]['value']

/** Accepts the option values (our forms) or their labels (the original payload sent labels); stores values. */
export const goalsField = z.pipe(
  z.optional(
    transformed((raw, ctx): GoalValue[] => {
      if (raw === null) return []
      const list = Array.isArray(raw) ? raw : [raw]
      if (list.length > GOAL_OPTIONS.length * 2 || list.some((item) => typeof item !== 'string')) {
        return fail(ctx, 'invalid_type', fieldMessages.goalsType)
      }
      const goals = new Set<GoalValue>()
      for (const item of list as string[]) {
        const needle = item.trim().toLowerCase()
        if (!needle) continue
        const option = GOAL_OPTIONS.find((goal) => goal.value === needle || goal.label.toLowerCase() === needle)
        if (!option) return fail(ctx, 'invalid_option', fieldMessages.goals)
        goals.add(option.value)
      }
      return [...goals]
    }),
  ),
  z.transform((goals: GoalValue[] | undefined) => goals ?? []),
)
