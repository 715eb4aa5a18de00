import type { Field, Problem } from './field'
import { parseProblems, resolveProblems } from './problems'
import type { QuoteContext } from './quotes'

export type Parsed<T> = { value: T; problems: string[] } | { value: undefined; problems: string[] }

/** Parses one stored record (already read from its file) and fills in its quotes. */
export function parseRecord<T>(file: string, field: Field<T>, data: unknown, quotes: QuoteContext): Parsed<T> {
  const parsed = field.zod.safeParse(data)
  if (!parsed.success) return { value: undefined, problems: parseProblems(file, field.spec, parsed.error, data) }
  return resolveRecord(file, field, parsed.data, quotes)
}

/** The shape checks alone (when what its quotes need is broken itself). */
export function shapeOnly<T>(file: string, field: Field<T>, data: unknown): Parsed<T> {
  const parsed = field.zod.safeParse(data)
  return parsed.success
    ? { value: parsed.data, problems: [] }
    : { value: undefined, problems: parseProblems(file, field.spec, parsed.error, data) }
}

/** The resolve pass alone, on a record parsed before (quotes that need every record parsed first). */
export function resolveRecord<T>(file: string, field: Field<T>, record: T, quotes: QuoteContext): Parsed<T> {
  const problems: Problem[] = []
  const value = field.resolve(record, { ...quotes, problems }, [])
  const lines = resolveProblems(file, field.spec, problems, record)
  return lines.length ? { value: undefined, problems: lines } : { value, problems: [] }
}
