import { fields, type ComponentSchema } from '@keystatic/core'
import type { FieldSpec } from './field'

/**
 * The editor's fields, made from the same specs as the schema the build checks (field.ts), so they cannot drift:
 * the label, the Indonesian help text with its limit, whether the field may stay empty. Limits on text that may
 * quote figures are checked on the filled-in text by the build and `npm run content:check`; the editor enforces
 * the limits of plain values itself. Only the editor (/keystatic) and its tests import this module.
 */

type ItemProps = { value?: unknown; fields?: Record<string, { value?: unknown; discriminant?: unknown }> }

function labelFrom(key: string | undefined, fallback: string) {
  return (props: unknown) => {
    const item = props as ItemProps
    const value = key ? item.fields?.[key]?.value : item.value
    return typeof value === 'string' && value ? value : fallback
  }
}

/** Keystatic tests a pattern on an empty optional field too; an optional field may stay empty. */
function editorPattern(pattern: { source: string; message: string }, optional: boolean | undefined) {
  return {
    regex: new RegExp(optional ? `(?:${pattern.source})|^$` : pattern.source),
    message: pattern.message,
  }
}

function objectFields(specs: Record<string, FieldSpec>): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, keystaticField(spec)]))
}

function keystaticField(spec: FieldSpec): ComponentSchema {
  switch (spec.kind) {
    case 'text':
      return fields.text({
        label: spec.label,
        description: spec.description,
        multiline: spec.multiline,
        validation: {
          isRequired: !spec.optional,
          // Quoting text is measured once its figures are filled in (the build); a plain value here.
          length: spec.plain ? { min: spec.min, max: spec.max } : undefined,
          pattern: spec.plain && spec.pattern ? editorPattern(spec.pattern, spec.optional) : undefined,
        },
      })
    case 'integer':
      return fields.integer({
        label: spec.label,
        description: spec.description,
        validation: { isRequired: !spec.optional, min: spec.min, max: spec.max },
      })
    case 'number':
      return fields.number({
        label: spec.label,
        description: spec.description,
        step: spec.step,
        validation: { isRequired: true, min: spec.min, max: spec.max },
      })
    case 'select':
      return fields.select({
        label: spec.label,
        description: spec.description,
        options: [...spec.options],
        defaultValue: spec.defaultValue,
      })
    case 'checkbox':
      return fields.checkbox({ label: spec.label, description: spec.description })
    case 'slug':
      return fields.slug({
        name: { label: spec.label, description: spec.description, validation: { isRequired: true } },
        slug: { label: spec.slugLabel, description: spec.slugDescription },
      })
    case 'image':
      return fields.image({
        label: spec.label,
        description: spec.description,
        directory: spec.directory,
        publicPath: spec.publicPath,
        validation: { isRequired: true },
      })
    case 'array': {
      const item = keystaticField(spec.item)
      return fields.array(item, {
        label: spec.label,
        description: spec.description,
        itemLabel: labelFrom(
          spec.item.kind === 'object' ? spec.itemLabel : undefined,
          spec.item.kind === 'object' ? spec.label : '…',
        ) as never,
        validation:
          spec.min !== undefined || spec.max !== undefined ? { length: { min: spec.min, max: spec.max } } : undefined,
      })
    }
    case 'object':
      return fields.object(objectFields(spec.fields), { label: spec.label, description: spec.description })
    case 'variant': {
      const options = [
        ...(spec.none ? [{ label: spec.none, value: 'none' }] : []),
        ...Object.entries(spec.variants).map(([value, variant]) => ({ label: variant.label, value })),
      ]
      const values: Record<string, ComponentSchema> = Object.fromEntries(
        Object.entries(spec.variants).map(([value, variant]) => [value, fields.object(objectFields(variant.fields))]),
      )
      if (spec.none) values.none = fields.empty()
      return fields.conditional(
        fields.select({ label: spec.label, description: spec.description, options, defaultValue: spec.defaultValue }),
        values as never,
      )
    }
    case 'maybe':
      return fields.conditional(fields.checkbox({ label: spec.label, description: spec.description }), {
        true: keystaticField(spec.field),
        false: fields.empty(),
      })
    case 'blocks':
      return fields.blocks(
        Object.fromEntries(
          Object.entries(spec.blocks).map(([kind, block]) => [
            kind,
            {
              label: block.label,
              schema: fields.object(objectFields(block.fields)),
              itemLabel: labelFrom(block.itemLabel ?? 'title', block.label) as never,
            },
          ]),
        ),
        { label: spec.label, description: spec.description },
      )
  }
}

/** The top-level fields of a record (a singleton's or a collection entry's form). */
export function keystaticSchema(spec: FieldSpec): Record<string, ComponentSchema> {
  if (spec.kind !== 'object') throw new Error('A record is an object of fields')
  return objectFields(spec.fields)
}
