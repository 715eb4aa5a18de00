import type { z } from 'zod'
import type { FieldSpec, Path, Problem } from './field'

/**
 * Problems in words a marketer understands, one line each, naming the file and the field:
 *
 *   content/cities/semarang.yaml: faqs.items[3].answer (Jawaban): kosong
 *   content/cities/semarang.yaml: seo.description (Deskripsi untuk Google): 214 karakter, maksimal 160
 *
 * List positions count from 1, as the editor's lists do. The field's label in the editor follows its key.
 */
export class ContentValidationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Konten tidak valid (${problems.length} masalah):\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

type Described = { path: string; label?: string }

function labelOf(spec: FieldSpec | undefined): string | undefined {
  return spec && 'label' in spec ? spec.label : undefined
}

/** The fields of an object, a chosen variant or a block kind. */
function fieldsOf(spec: FieldSpec | undefined, kind: unknown): Record<string, FieldSpec> | undefined {
  if (!spec) return undefined
  if (spec.kind === 'maybe') return fieldsOf(spec.field, kind)
  if (spec.kind === 'object') return spec.fields
  if (spec.kind === 'variant') return typeof kind === 'string' ? spec.variants[kind]?.fields : undefined
  if (spec.kind === 'blocks') return typeof kind === 'string' ? spec.blocks[kind]?.fields : undefined
  return undefined
}

/**
 * Walks the editor's field specs along a path: the readable path (list positions from 1, without the `value` and
 * `discriminant` of a stored choice) and the label of the field it ends on. `stored`: the path is into the file's
 * data (`data` tells the kind of each block); otherwise into the record, where a block or choice carries `kind`.
 */
function describe(root: FieldSpec, path: Path, data: unknown, stored: boolean): Described {
  let spec: FieldSpec | undefined = root
  let node: unknown = data
  let out = ''
  let label: string | undefined
  let index = 0
  const step = (key: string | number) => {
    node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined
  }
  while (index < path.length) {
    const key = path[index]!
    step(key)
    index++
    if (typeof key === 'number') {
      out += `[${key + 1}]`
      if (spec?.kind === 'array') spec = spec.item
      else if (spec?.kind === 'blocks') {
        const kind = stored ? (node as { discriminant?: unknown })?.discriminant : (node as { kind?: unknown })?.kind
        const fields = fieldsOf(spec, kind)
        spec = fields ? { kind: 'object', fields } : undefined
        if (stored && (path[index] === 'value' || path[index] === 'discriminant')) {
          step(path[index]!)
          index++
        }
      } else spec = undefined
      continue
    }
    out += `${out ? '.' : ''}${key}`
    const parent: FieldSpec | undefined = spec
    const child: FieldSpec | undefined = fieldsOf(parent, undefined)?.[key]
    spec = child
    if (spec?.kind === 'maybe' && stored && path[index] === 'value') {
      label = labelOf(spec)
      spec = spec.field
      step('value')
      index++
      continue
    }
    if (spec?.kind === 'maybe') spec = spec.field
    if (spec?.kind === 'variant' && stored && path[index] === 'value') {
      const kind = (node as { discriminant?: unknown })?.discriminant
      const fields = fieldsOf(spec, kind)
      label = labelOf(spec)
      spec = fields ? { kind: 'object', fields } : undefined
      step('value')
      index++
      continue
    }
    if (spec?.kind === 'variant' && !stored) {
      const fields = fieldsOf(spec, (node as { kind?: unknown })?.kind)
      label = labelOf(spec)
      spec = fields ? { kind: 'object', fields } : undefined
      continue
    }
    label = labelOf(spec)
  }
  return { path: out, label }
}

/** A readable field name: `faqs.items[3].answer (Jawaban)`. */
function fieldName(root: FieldSpec, path: Path, data: unknown, stored = false): string {
  const described = describe(root, path, data, stored)
  return described.label ? `${described.path} (${described.label})` : described.path
}

const typeNames: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  boolean: 'ya/tidak',
  array: 'daftar',
  object: 'kelompok isian',
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

/** One zod issue in Indonesian. */
function issueMessage(issue: z.core.$ZodIssue, data: unknown): string {
  const input = valueAt(data, issue.path as Path)
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return 'belum diisi'
      return `harus berupa ${typeNames[issue.expected] ?? issue.expected}`
    case 'too_small':
      if (issue.origin === 'string') {
        const length = typeof input === 'string' ? Array.from(input).length : 0
        return Number(issue.minimum) <= 1 ? 'kosong' : `${length} karakter, minimal ${issue.minimum}`
      }
      if (issue.origin === 'array')
        return `${Array.isArray(input) ? input.length : 0} item, minimal ${issue.minimum} item`
      return `${String(input)} terlalu kecil, minimal ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string')
        return `${typeof input === 'string' ? Array.from(input).length : 0} karakter, maksimal ${issue.maximum}`
      if (issue.origin === 'array')
        return `${Array.isArray(input) ? input.length : 0} item, maksimal ${issue.maximum} item`
      return `${String(input)} terlalu besar, maksimal ${issue.maximum}`
    case 'invalid_value': {
      const values = issue.values.map(String)
      const shown = values.length > 8 ? `${values.slice(0, 8).join(', ')}, …` : values.join(', ')
      return `"${String(input)}" bukan pilihan yang dikenal (pilih: ${shown})`
    }
    case 'invalid_union':
      return `jenis "${String((input as { discriminant?: unknown })?.discriminant ?? input)}" tidak dikenal`
    case 'unrecognized_keys':
      return `isian tidak dikenal: ${issue.keys.join(', ')} (salah ketik nama isian?)`
    case 'invalid_format':
      return issue.message
    case 'not_multiple_of':
      return `harus kelipatan ${String(issue.divisor)}`
    default:
      return issue.message
  }
}

/** Problems of one parse, as lines naming the file and field. */
export function parseProblems(file: string, spec: FieldSpec, error: z.ZodError, data: unknown): string[] {
  return error.issues.map((issue) => {
    const name = fieldName(spec, issue.path as Path, data, true)
    return `${file}: ${name ? `${name}: ` : ''}${issueMessage(issue, data)}`
  })
}

/** Problems found after parsing (quotes, limits on the text a visitor reads, rules across records). */
export function resolveProblems(
  file: string,
  spec: FieldSpec,
  problems: readonly Problem[],
  record: unknown,
): string[] {
  return problems.map((problem) => {
    const name = fieldName(spec, problem.path, record)
    return `${file}: ${name ? `${name}: ` : ''}${problem.message}`
  })
}
