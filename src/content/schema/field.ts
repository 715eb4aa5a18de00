import { z } from 'zod'
import { iconNames, type IconName } from '../icons'
import { resolveQuotes, type QuoteContext } from './quotes'

/**
 * The one definition of a content record's shape. Every record kept as a file under content/ is described with the
 * builders below, and each builder gives three things from that one call:
 *
 * - `zod`: what a stored value (YAML or JSON) must look like; the build and `npm run content:check` enforce it;
 * - `spec`: a plain description of the editor field (label, Indonesian help text, limits), turned into Keystatic's
 *   field by src/content/schema/keystatic.ts (kept apart so pages never bundle the editor);
 * - `resolve`: the pass after parsing that quotes figures and prices into text (`{% figure name="clients" /%}`) and
 *   checks limits on the text a visitor reads (an SEO title is measured after its figures are filled in).
 *
 * Stored values follow Keystatic's format: an empty optional text or number is left out of the file, a choice
 * between shapes is `{ discriminant, value }`; `zod` turns those into the record types the components use.
 */

export type Path = readonly (string | number)[]

/** One thing wrong with a content file, in words for the person who edits it. */
export type Problem = { path: Path; message: string }

type ResolveContext = QuoteContext & { problems: Problem[] }

type TextSpec = {
  kind: 'text'
  label: string
  description?: string
  multiline?: boolean
  optional?: boolean
  /** Characters of the text a visitor reads (after quotes are filled in). */
  min?: number
  max?: number
  /** A value copied as it is (an id, an address): no quotes, and the editor enforces the limits itself. */
  plain?: boolean
  /** A rule for the whole value, as a regular expression's source (the spec travels to the editor as JSON). */
  pattern?: { source: string; message: string }
}
type IntegerSpec = {
  kind: 'integer'
  label: string
  description?: string
  optional?: boolean
  min?: number
  max?: number
}
type NumberSpec = { kind: 'number'; label: string; description?: string; min: number; max: number; step: number }
type SelectSpec = {
  kind: 'select'
  label: string
  description?: string
  options: readonly { label: string; value: string }[]
  defaultValue: string
  /** The first option is "none" (value ''), read as undefined. */
  optional?: boolean
}
/** Read as `true` or undefined (absent, or `false` as the editor writes an unticked box). */
type CheckboxSpec = { kind: 'checkbox'; label: string; description?: string }
/** The name of a collection entry; its file name (the address part) is derived from it by the editor. */
type SlugSpec = { kind: 'slug'; label: string; description?: string; slugLabel: string; slugDescription?: string }
type ImageSpec = { kind: 'image'; label: string; description?: string; directory: string; publicPath: string }
type ArraySpec = {
  kind: 'array'
  label: string
  description?: string
  item: FieldSpec
  min?: number
  max?: number
  /** Key of the item (or of its object) shown in the editor's list. */
  itemLabel?: string
}
type ObjectSpec = { kind: 'object'; label?: string; description?: string; fields: Record<string, FieldSpec> }
/** A choice between shapes (`{ discriminant, value }` in the file); with `none`, the choice may be "nothing". */
type VariantSpec = {
  kind: 'variant'
  label: string
  description?: string
  variants: Record<string, { label: string; fields: Record<string, FieldSpec> }>
  none?: string
  defaultValue: string
}
/** A group of fields that may be left out as a whole (a ticked box shows them). */
type MaybeSpec = { kind: 'maybe'; label: string; description?: string; field: FieldSpec }
/** A list of blocks of different kinds (the bands of a page). */
type BlocksSpec = {
  kind: 'blocks'
  label: string
  description?: string
  blocks: Record<string, { label: string; fields: Record<string, FieldSpec>; itemLabel?: string }>
}

export type FieldSpec =
  | TextSpec
  | IntegerSpec
  | NumberSpec
  | SelectSpec
  | CheckboxSpec
  | ImageSpec
  | SlugSpec
  | ArraySpec
  | ObjectSpec
  | VariantSpec
  | MaybeSpec
  | BlocksSpec

export type Field<T> = {
  readonly spec: FieldSpec
  readonly zod: z.ZodType<T>
  /** Returns the value with quotes filled in; adds what is wrong to `ctx.problems`. */
  resolve(value: T, ctx: ResolveContext, path: Path): T
}

type Shape = Record<string, Field<unknown>>
type OutputOf<S extends Shape> = z.output<z.ZodObject<{ [K in keyof S]: S[K]['zod'] }, z.core.$strict>>

const identity = <T>(value: T) => value

/** "karakter" counts as a person does (an emoji or accented letter once), as the audit measures a title. */
const charCount = (text: string) => Array.from(text).length

function limitWords(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return `${min}-${max} karakter`
  if (max !== undefined) return `maksimal ${max} karakter`
  if (min !== undefined) return `minimal ${min} karakter`
  return undefined
}

/** The help text with the limit written out, e.g. "Judul untuk Google. Maksimal 60 karakter." */
function helpText(description: string | undefined, rule: string | undefined): string | undefined {
  if (!rule) return description
  const sentence = `${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`
  return description ? `${description} ${sentence}` : sentence
}

type TextOptions = Omit<TextSpec, 'kind' | 'optional' | 'plain' | 'pattern'> & {
  pattern?: { regex: RegExp; message: string }
}

const patternSpec = (pattern: TextOptions['pattern']) =>
  pattern ? { source: pattern.regex.source, message: pattern.message } : undefined

/** Text a visitor reads. It may quote figures and prices; limits apply to the text with the quotes filled in. */
function text(options: TextOptions): Field<string> {
  return {
    spec: {
      kind: 'text',
      ...options,
      pattern: patternSpec(options.pattern),
      description: helpText(options.description, limitWords(options.min, options.max)),
    },
    zod: z.string().min(1),
    resolve(value, ctx, path) {
      const resolved = resolveQuotes(value, ctx, path)
      checkLength(resolved, options, ctx, path)
      if (options.pattern && !options.pattern.regex.test(resolved))
        ctx.problems.push({ path, message: options.pattern.message })
      return resolved
    },
  }
}

function checkLength(resolved: string, limits: { min?: number; max?: number }, ctx: ResolveContext, path: Path) {
  const length = charCount(resolved)
  if (limits.max !== undefined && length > limits.max)
    ctx.problems.push({ path, message: `${length} karakter, maksimal ${limits.max}` })
  if (limits.min !== undefined && length < limits.min)
    ctx.problems.push({ path, message: `${length} karakter, minimal ${limits.min}` })
}

/** A value copied as it is: an id, a page address, an anchor. No quotes; the editor enforces the limits. */
function plain(options: Omit<TextOptions, 'multiline'>): Field<string> {
  let zod = z.string().min(Math.max(1, options.min ?? 1))
  if (options.max !== undefined) zod = zod.max(options.max)
  if (options.pattern) zod = zod.regex(options.pattern.regex, { message: options.pattern.message })
  return {
    spec: {
      kind: 'text',
      ...options,
      pattern: patternSpec(options.pattern),
      plain: true,
      description: helpText(options.description, limitWords(options.min, options.max)),
    },
    zod,
    resolve: identity,
  }
}

function integer(options: Omit<IntegerSpec, 'kind' | 'optional'>): Field<number> {
  let zod = z.number().int()
  if (options.min !== undefined) zod = zod.min(options.min)
  if (options.max !== undefined) zod = zod.max(options.max)
  return { spec: { kind: 'integer', ...options }, zod, resolve: identity }
}

function number(options: Omit<NumberSpec, 'kind'>): Field<number> {
  return {
    spec: { kind: 'number', ...options },
    zod: z.number().min(options.min).max(options.max),
    resolve: identity,
  }
}

function select<const V extends string>(options: {
  label: string
  description?: string
  options: readonly { label: string; value: V }[]
  defaultValue?: V
}): Field<V> {
  const values = options.options.map((option) => option.value) as [V, ...V[]]
  return {
    spec: { kind: 'select', ...options, defaultValue: options.defaultValue ?? values[0] },
    zod: z.enum(values) as unknown as z.ZodType<V>,
    resolve: identity,
  }
}

/** A choice that may be left empty (stored as '' by the editor, read as undefined). */
function optionalSelect<const V extends string>(options: {
  label: string
  description?: string
  options: readonly { label: string; value: V }[]
}): Field<V | undefined> {
  const values = options.options.map((option) => option.value) as [V, ...V[]]
  return {
    spec: {
      kind: 'select',
      ...options,
      options: [{ label: '(tidak ada)', value: '' }, ...options.options],
      defaultValue: '',
      optional: true,
    },
    zod: z
      .union([z.enum(values), z.literal('')])
      .optional()
      .transform((value) => (value === '' ? undefined : value)) as unknown as z.ZodType<V | undefined>,
    resolve: identity,
  }
}

function checkbox(options: { label: string; description?: string }): Field<true | undefined> {
  return {
    spec: { kind: 'checkbox', ...options },
    zod: z
      .boolean()
      .optional()
      .transform((value) => value || undefined) as unknown as z.ZodType<true | undefined>,
    resolve: identity,
  }
}

/** The name of a collection entry (a city's name); the file name is the address part the editor derives from it. */
function slugName(options: Omit<SlugSpec, 'kind'> & { max?: number }): Field<string> {
  const { max, ...spec } = options
  return {
    spec: { kind: 'slug', ...spec },
    zod: max === undefined ? z.string().min(1) : z.string().min(1).max(max),
    resolve: identity,
  }
}

/** An icon from the site's icon set (content/icons.ts), chosen from a list. */
function icon(label = 'Ikon', description?: string): Field<IconName> {
  return select({ label, description, options: iconNames.map((name) => ({ label: name, value: name })) })
}

/** An image uploaded through the editor into public/ (the file is checked to exist). */
function image(options: Omit<ImageSpec, 'kind'>): Field<string> {
  return {
    spec: { kind: 'image', ...options },
    zod: z.string().regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, { message: 'bukan alamat gambar di /public' }),
    resolve(value, ctx, path) {
      if (ctx.fileExists && !ctx.fileExists(`public${value}`))
        ctx.problems.push({ path, message: `file gambar public${value} tidak ada` })
      return value
    },
  }
}

/** Makes a field optional: left out of the file when empty (as the editor writes it). */
function optional<T>(field: Field<T>): Field<T | undefined> {
  const spec = field.spec
  if (spec.kind !== 'text' && spec.kind !== 'integer')
    throw new Error(`optional() takes a text or number field, not ${spec.kind}`)
  return {
    spec: { ...spec, optional: true },
    zod: field.zod.optional(),
    resolve: (value, ctx, path) => (value === undefined ? undefined : field.resolve(value, ctx, path)),
  }
}

/**
 * A list. With a minimum it must be there; without one it may be empty or left out (read as undefined, as the
 * records' optional lists always were).
 */
function array<T>(
  item: Field<T>,
  options: { label: string; description?: string; min: number; max?: number; itemLabel?: string },
): Field<T[]>
function array<T>(
  item: Field<T>,
  options: { label: string; description?: string; max?: number; itemLabel?: string },
): Field<T[] | undefined>
function array<T>(
  item: Field<T>,
  options: { label: string; description?: string; min?: number; max?: number; itemLabel?: string },
): Field<T[] | undefined> {
  let list = z.array(item.zod)
  if (options.min !== undefined) list = list.min(options.min)
  if (options.max !== undefined) list = list.max(options.max)
  const zod =
    options.min === undefined
      ? list.optional().transform((value) => (value && value.length ? value : undefined))
      : list
  const rule =
    options.min !== undefined && options.max !== undefined
      ? `${options.min}-${options.max} item`
      : options.min !== undefined
        ? `minimal ${options.min} item`
        : options.max !== undefined
          ? `maksimal ${options.max} item`
          : undefined
  return {
    spec: { kind: 'array', ...options, description: helpText(options.description, rule), item: item.spec },
    zod: zod as unknown as z.ZodType<T[] | undefined>,
    resolve: (value, ctx, path) => value?.map((entry, index) => item.resolve(entry, ctx, [...path, index])),
  }
}

function resolveShape<S extends Shape>(shape: S, value: Record<string, unknown>, ctx: ResolveContext, path: Path) {
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) {
    const field = shape[key]
    out[key] = field ? field.resolve(entry, ctx, [...path, key]) : entry
  }
  return out
}

function specsOf(shape: Shape): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.spec]))
}

function zodShape<S extends Shape>(shape: S) {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.zod])) as {
    [K in keyof S]: S[K]['zod']
  }
}

function object<S extends Shape>(shape: S, options: { label?: string; description?: string } = {}): Field<OutputOf<S>> {
  return {
    spec: { kind: 'object', ...options, fields: specsOf(shape) },
    zod: z.strictObject(zodShape(shape)) as unknown as z.ZodType<OutputOf<S>>,
    resolve: (value, ctx, path) => resolveShape(shape, value as Record<string, unknown>, ctx, path) as OutputOf<S>,
  }
}

type VariantOutput<V extends Record<string, { fields: Shape }>> = {
  [K in keyof V & string]: { kind: K } & OutputOf<V[K]['fields']>
}[keyof V & string]

/**
 * A choice between shapes, each with its own fields; read as `{ kind, ...fields }`. With `none`, "nothing" is a
 * choice too (an optional aside), read as undefined.
 */
function variant<V extends Record<string, { label: string; fields: Shape }>>(
  variants: V,
  options: { label: string; description?: string; defaultValue?: keyof V & string },
): Field<VariantOutput<V>>
function variant<V extends Record<string, { label: string; fields: Shape }>>(
  variants: V,
  options: { label: string; description?: string; none: string },
): Field<VariantOutput<V> | undefined>
function variant<V extends Record<string, { label: string; fields: Shape }>>(
  variants: V,
  options: { label: string; description?: string; none?: string; defaultValue?: string },
): Field<VariantOutput<V> | undefined> {
  const kinds = Object.keys(variants)
  const stored = kinds.map((kind) =>
    z.strictObject({ discriminant: z.literal(kind), value: z.strictObject(zodShape(variants[kind]!.fields)) }),
  )
  const none = options.none ? [z.strictObject({ discriminant: z.literal('none'), value: z.null().optional() })] : []
  const union = z
    .discriminatedUnion('discriminant', [...stored, ...none] as unknown as [z.ZodObject, ...z.ZodObject[]])
    .transform((stored) => {
      const { discriminant, value } = stored as { discriminant: string; value?: Record<string, unknown> | null }
      return discriminant === 'none' ? undefined : { kind: discriminant, ...value }
    })
  return {
    spec: {
      kind: 'variant',
      label: options.label,
      description: options.description,
      none: options.none,
      defaultValue: options.defaultValue ?? (options.none ? 'none' : kinds[0]!),
      variants: Object.fromEntries(
        kinds.map((kind) => [kind, { label: variants[kind]!.label, fields: specsOf(variants[kind]!.fields) }]),
      ),
    },
    // Without a "nothing" choice the editor always writes one; a file may leave an optional aside out.
    zod: (options.none ? union.optional() : union) as unknown as z.ZodType<VariantOutput<V> | undefined>,
    resolve(value, ctx, path) {
      if (!value) return value
      const { kind, ...rest } = value as { kind: string }
      return { kind, ...resolveShape(variants[kind]!.fields, rest, ctx, path) } as VariantOutput<V>
    },
  }
}

/** A group of fields the page may do without (stored `{ discriminant: true, value }`); read as the group or undefined. */
function maybe<T>(field: Field<T>, options: { label: string; description?: string }): Field<T | undefined> {
  const zod = z
    .discriminatedUnion('discriminant', [
      z.strictObject({ discriminant: z.literal(true), value: field.zod }),
      z.strictObject({ discriminant: z.literal(false), value: z.null().optional() }),
    ])
    .optional()
    .transform((stored) => (stored?.discriminant ? (stored.value as T) : undefined))
  return {
    spec: { kind: 'maybe', ...options, field: field.spec },
    zod: zod as unknown as z.ZodType<T | undefined>,
    resolve: (value, ctx, path) => (value === undefined ? undefined : field.resolve(value, ctx, path)),
  }
}

/** A list of blocks of different kinds (a page's bands), each read as `{ kind, ...fields }`. */
function blocks<B extends Record<string, { label: string; fields: Shape; itemLabel?: string }>>(
  kinds: B,
  options: { label: string; description?: string },
): Field<VariantOutput<B>[]> {
  const names = Object.keys(kinds)
  const item = z.discriminatedUnion(
    'discriminant',
    names.map((kind) =>
      z.strictObject({ discriminant: z.literal(kind), value: z.strictObject(zodShape(kinds[kind]!.fields)) }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  const zod = z.array(item).transform((list) =>
    list.map((stored) => {
      const { discriminant, value } = stored as { discriminant: string; value: Record<string, unknown> }
      return { kind: discriminant, ...value }
    }),
  )
  return {
    spec: {
      kind: 'blocks',
      ...options,
      blocks: Object.fromEntries(
        names.map((kind) => [
          kind,
          { label: kinds[kind]!.label, fields: specsOf(kinds[kind]!.fields), itemLabel: kinds[kind]!.itemLabel },
        ]),
      ),
    },
    zod: zod as unknown as z.ZodType<VariantOutput<B>[]>,
    resolve: (value, ctx, path) =>
      value.map((block, index) => {
        const { kind, ...rest } = block as { kind: string }
        return { kind, ...resolveShape(kinds[kind]!.fields, rest, ctx, [...path, index]) } as VariantOutput<B>
      }),
  }
}

/** The builders every record shape is written with (`f.text(...)`, `f.array(...)`, …). */
export const f = {
  text,
  plain,
  integer,
  number,
  select,
  optionalSelect,
  checkbox,
  slugName,
  icon,
  image,
  optional,
  array,
  object,
  variant,
  maybe,
  blocks,
}

export type Infer<F> = F extends Field<infer T> ? T : never
