import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fields } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { FieldSpec } from '../schema/field'
import { f } from '../schema/field'
import { collectionDefinitions, singletonDefinitions, singletonFile, type SingletonKey } from '../schema/definitions'
import { keystaticSchema } from '../schema/keystatic'
import { editorConfig } from './config'
import { editorOptions } from './options'

/**
 * The editor (Keystatic) and the schema the build enforces (zod) must accept the same records: a field the schema
 * requires but the editor cannot set, or a length limit that differs, would let a marketer save an entry the build
 * then refuses (or the other way round). Both are made from one definition (src/content/schema/), and this test
 * walks the editor's real configuration beside the zod schema, probing each field of each record with the same
 * values: missing, empty, at and beyond its limits.
 */

type KeystaticNode = {
  kind: string
  formKind?: string
  fields?: Record<string, KeystaticNode>
  element?: KeystaticNode
  validation?: { length?: { min?: number; max?: number } }
  discriminant?: KeystaticNode & { options?: { value: string }[] }
  values?: Record<string, KeystaticNode>
  options?: { value: string }[]
  label?: string
  reader?: { parse(value: unknown, extra?: unknown): unknown }
}

const config = editorConfig(editorOptions())

type AnyZod = z.ZodType & { def?: unknown; _zod: { def: Record<string, unknown> } }

/** Through optional, transforms and pipes to the schema that checks the stored value. */
function core(schema: AnyZod): AnyZod {
  const def = schema._zod.def as { type: string; innerType?: AnyZod; in?: AnyZod }
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return core(def.innerType!)
  if (def.type === 'pipe') return core(def.in!)
  return schema
}

const accepts = {
  zod: (schema: AnyZod, value: unknown) => schema.safeParse(value).success,
  editor(node: KeystaticNode, value: unknown) {
    try {
      node.reader!.parse(value)
      return true
    } catch {
      return false
    }
  },
}

/** Whether a stored value may be left out, for the schema and for the editor's form field. */
function optionalIn(schema: AnyZod) {
  return schema.safeParse(undefined).success
}

type Finding = string

function compareLeaf(path: string, spec: FieldSpec, node: KeystaticNode, schema: AnyZod, out: Finding[]) {
  const probe = (value: unknown, what: string) => {
    const inEditor = accepts.editor(node, value)
    const inSchema = accepts.zod(schema, value)
    if (inEditor !== inSchema)
      out.push(
        `${path}: ${what}: the editor ${inEditor ? 'accepts' : 'refuses'}, the schema ${inSchema ? 'accepts' : 'refuses'}`,
      )
  }
  if (spec.kind === 'text') {
    probe(undefined, 'left empty')
    probe('x', 'one character')
    if (spec.plain) {
      const min = spec.min ?? 1
      if (!spec.pattern) {
        if (min > 1) probe('x'.repeat(min - 1), `${min - 1} characters`)
        if (spec.max !== undefined) {
          probe('x'.repeat(spec.max), `${spec.max} characters`)
          probe('x'.repeat(spec.max + 1), `${spec.max + 1} characters`)
        }
      }
    } else {
      // Text that quotes figures is measured after they are filled in: neither may cut the stored text short,
      // and the help text names the limit the build applies.
      probe('x'.repeat(400), 'a long text with quotes still to fill in')
      if (spec.max !== undefined && !(spec.description ?? '').includes(`${spec.max} karakter`))
        out.push(`${path}: the help text does not name the limit of ${spec.max} characters`)
    }
  } else if (spec.kind === 'integer') {
    probe(undefined, 'left empty')
    for (const value of [spec.min, spec.max]) {
      if (value === undefined) continue
      probe(value, `${value}`)
      probe(value === spec.min ? value - 1 : value + 1, `beyond ${value}`)
    }
  } else if (spec.kind === 'select') {
    const editorValues = (node as { options?: { value: string }[] }).options?.map((option) => option.value) ?? []
    for (const value of editorValues) probe(value, `option "${value}"`)
    probe('bukan-pilihan', 'a value that is not an option')
  } else if (spec.kind === 'checkbox') {
    probe(true, 'ticked')
    probe(false, 'unticked')
  } else if (spec.kind === 'slug') {
    if (node.formKind !== 'slug') out.push(`${path}: the entry's name is not the editor's slug field`)
  } else if (spec.kind === 'image') {
    if (node.formKind !== 'asset') out.push(`${path}: not an upload field in the editor`)
  }
}

function compare(path: string, spec: FieldSpec, node: KeystaticNode, schema: AnyZod, out: Finding[]) {
  const inner = core(schema)
  const def = inner._zod.def as { type: string; shape?: Record<string, AnyZod>; element?: AnyZod; checks?: unknown[] }
  switch (spec.kind) {
    case 'object': {
      if (node.kind !== 'object') return void out.push(`${path}: a group in the schema, ${node.kind} in the editor`)
      const shape = (inner as unknown as { shape: Record<string, AnyZod> }).shape
      for (const key of Object.keys(shape))
        if (!node.fields?.[key]) out.push(`${path}.${key}: in the schema but the editor cannot set it`)
      for (const key of Object.keys(node.fields ?? {}))
        if (!shape[key]) out.push(`${path}.${key}: in the editor but the schema refuses it`)
      for (const key of Object.keys(spec.fields))
        if (shape[key] && node.fields?.[key])
          compare(`${path}.${key}`, spec.fields[key]!, node.fields[key]!, shape[key]!, out)
      return
    }
    case 'array':
    case 'blocks': {
      if (node.kind !== 'array') return void out.push(`${path}: a list in the schema, ${node.kind} in the editor`)
      const element = def.element!
      const length = node.validation?.length ?? {}
      const bounds =
        (inner._zod.def.checks as
          { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[] | undefined) ?? []
      const zodMin = bounds.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum
      const zodMax = bounds.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum
      if ((length.min ?? 0) !== (zodMin ?? 0))
        out.push(`${path}: at least ${length.min ?? 0} items in the editor, ${zodMin ?? 0} in the schema`)
      if (length.max !== zodMax) out.push(`${path}: at most ${length.max} items in the editor, ${zodMax} in the schema`)
      if (spec.kind === 'array') return compare(`${path}[]`, spec.item, node.element!, element, out)
      return compareChoices(`${path}[]`, spec.blocks, node.element!, element, out)
    }
    case 'variant':
      return compareChoices(path, spec.variants, node, schema, out, spec.none)
    case 'maybe': {
      if (node.kind !== 'conditional')
        return void out.push(`${path}: a group to tick in the schema, ${node.kind} in the editor`)
      if (!accepts.editor(node.discriminant!, undefined) || !accepts.editor(node.discriminant!, true))
        out.push(`${path}: the editor's switch is not a tick box`)
      if (!optionalIn(schema)) out.push(`${path}: the schema requires the group the editor lets you leave out`)
      const union = core(schema)._zod.def as { options?: AnyZod[] }
      const ticked = (union.options ?? []).find(
        (option) =>
          ((option as unknown as { shape: { discriminant: AnyZod } }).shape.discriminant._zod.def as unknown as {
            values: unknown[]
          }).values[0] === true,
      )
      const value = ticked && (ticked as unknown as { shape: { value: AnyZod } }).shape.value
      if (!value || !node.values?.true) return void out.push(`${path}: no fields for the ticked group`)
      return compare(path, spec.field, node.values.true, value, out)
    }
    default:
      if (node.kind !== 'form')
        return void out.push(`${path}: a ${spec.kind} field in the schema, ${node.kind} in the editor`)
      if (optionalIn(schema) && !accepts.editor(node, undefined) && spec.kind !== 'select')
        out.push(`${path}: optional in the schema, required in the editor`)
      return compareLeaf(path, spec, node, schema, out)
  }
}

/** A choice between shapes: the same kinds on both sides, each compared field by field. */
function compareChoices(
  path: string,
  kinds: Record<string, { fields: Record<string, FieldSpec> }>,
  node: KeystaticNode,
  schema: AnyZod,
  out: Finding[],
  none?: string,
) {
  if (node.kind !== 'conditional') return void out.push(`${path}: a choice in the schema, ${node.kind} in the editor`)
  const union = core(schema)._zod.def as { options?: AnyZod[] }
  const options = new Map<string, AnyZod>()
  for (const option of union.options ?? []) {
    const shape = (option as unknown as { shape: { discriminant: AnyZod; value: AnyZod } }).shape
    const value = (shape.discriminant._zod.def as unknown as { values: unknown[] }).values[0]
    options.set(String(value), shape.value)
  }
  const editorKinds = Object.keys(node.values ?? {})
  const schemaKinds = [...options.keys()]
  expect(editorKinds.sort(), `${path}: kinds`).toEqual(schemaKinds.sort())
  for (const [kind, { fields: kindFields }] of Object.entries(kinds)) {
    const value = options.get(kind)
    const editorValue = node.values?.[kind]
    if (!value || !editorValue) continue
    compare(`${path}<${kind}>`, { kind: 'object', fields: kindFields }, editorValue, value, out)
  }
  if (none && !options.has('none')) out.push(`${path}: "${none}" in the editor but not in the schema`)
}

function compareRecord(
  name: string,
  schema: { spec: FieldSpec; zod: z.ZodType },
  editorSchema: Record<string, unknown>,
) {
  const findings: Finding[] = []
  compare(
    name,
    schema.spec,
    { kind: 'object', fields: editorSchema as Record<string, KeystaticNode> },
    schema.zod as AnyZod,
    findings,
  )
  return findings
}

describe('the editor and the schema the build enforces agree', () => {
  for (const [key, definition] of Object.entries(singletonDefinitions)) {
    it(`${definition.label} (${definition.path}.${definition.format})`, () => {
      const editor = (config.singletons as Record<string, { schema: Record<string, unknown>; path: string }>)[key]!
      expect(editor.path).toBe(definition.path)
      expect(compareRecord(key, definition.schema, editor.schema)).toEqual([])
    })
  }
  for (const [key, definition] of Object.entries(collectionDefinitions)) {
    it(`${definition.label} (${definition.path}*)`, () => {
      const editor = (config.collections as Record<string, { schema: Record<string, unknown>; path: string }>)[key]!
      expect(editor.path).toBe(`${definition.path}*`)
      expect(compareRecord(key, definition.schema, editor.schema)).toEqual([])
    })
  }

  it('opens every single-file record as it is stored (the pages, prices and figures a marketer edits)', async () => {
    const reader = createReader(process.cwd(), config)
    for (const key of Object.keys(singletonDefinitions) as SingletonKey[]) {
      const singleton = (reader.singletons as Record<string, { readOrThrow(): Promise<unknown> }>)[key]!
      await expect(singleton.readOrThrow(), singletonFile(key)).resolves.toBeTruthy()
    }
    // The check itself: a page whose opening aside is of a kind the editor does not know is refused.
    const copy = mkdtempSync(path.join(tmpdir(), 'editor-read-'))
    try {
      const file = singletonFile('magentoPage')
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      const magento = () =>
        (createReader(copy, config).singletons as Record<string, { readOrThrow(): Promise<unknown> }>).magentoPage!
      writeFileSync(path.join(copy, file), readFileSync(file, 'utf8'))
      await expect(magento().readOrThrow()).resolves.toBeTruthy()
      writeFileSync(
        path.join(copy, file),
        readFileSync(file, 'utf8').replace('discriminant: stats-card', 'discriminant: kartu-lain'),
      )
      await expect(magento().readOrThrow()).rejects.toThrow()
    } finally {
      rmSync(copy, { recursive: true })
    }
  })

  it('notices a required field the editor cannot set, and a limit that differs (the comparison itself works)', () => {
    const schema = f.object({
      title: f.plain({ label: 'Judul', max: 60 }),
      summary: f.text({ label: 'Ringkasan', max: 160 }),
      items: f.array(f.plain({ label: 'Butir' }), { label: 'Butir', min: 1 }),
    })
    const editor = keystaticSchema(schema.spec) as Record<string, unknown>
    expect(compareRecord('probe', schema, editor)).toEqual([])

    const withoutSummary = Object.fromEntries(Object.entries(editor).filter(([key]) => key !== 'summary'))
    expect(compareRecord('probe', schema, withoutSummary)).toEqual([
      'probe.summary: in the schema but the editor cannot set it',
    ])

    const longer = {
      ...editor,
      title: fields.text({ label: 'Judul', validation: { isRequired: true, length: { max: 70 } } }),
    }
    expect(compareRecord('probe', schema, longer)).toEqual([
      'probe.title: 61 characters: the editor accepts, the schema refuses',
    ])

    const optionalTitle = { ...editor, title: fields.text({ label: 'Judul', validation: { length: { max: 60 } } }) }
    expect(compareRecord('probe', schema, optionalTitle)).toEqual([
      'probe.title: left empty: the editor accepts, the schema refuses',
    ])

    const untold = f.object({ summary: f.text({ label: 'Ringkasan' }) })
    const quietLimit = {
      ...untold,
      spec: { kind: 'object' as const, fields: { summary: { kind: 'text' as const, label: 'Ringkasan', max: 160 } } },
    }
    expect(compareRecord('probe', quietLimit, keystaticSchema(untold.spec) as Record<string, unknown>)).toEqual([
      'probe.summary: the help text does not name the limit of 160 characters',
    ])
  })
})
