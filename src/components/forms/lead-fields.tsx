import type { LeadFormState } from '@/lib/leads/form-state'
import type { Option } from '@/lib/leads/schema'
import { CheckboxGroup, SelectField, TextAreaField, TextField } from './form-controls'
import { listValue, textValue } from './lead-validation'

/*
 * A lead form's fields as data (built on the server in form-config.ts, from the lead schema's options and
 * limits), and their rendering. `name` is the payload field name; `full` fields span the whole form, the others
 * share a two-column grid in their order.
 */

type Common = { name: string; label: string; required?: boolean; hint?: string; full?: boolean }

export type FieldSpec =
  | (Common & {
      control: 'text'
      type?: 'text' | 'email' | 'tel'
      inputMode?: 'text' | 'email' | 'tel' | 'url'
      autoComplete?: string
      placeholder?: string
      maxLength?: number
    })
  | (Common & { control: 'textarea'; placeholder: string; rows: number; maxLength?: number; minHeightClass?: string })
  | (Common & { control: 'select'; options: readonly Option[]; placeholder: string })
  | (Common & { control: 'checkboxes'; options: readonly Option[] })

type FieldsProps = { fields: readonly FieldSpec[]; idPrefix: string; state: LeadFormState }

function Field({ field, id, state }: { field: FieldSpec; id: string; state: LeadFormState }) {
  const error = state.fieldErrors?.[field.name]
  const value = textValue(state, field.name)
  // Extra keys of the spec (control, full) are ignored by the controls.
  switch (field.control) {
    case 'text':
      // E-mail and phone fields show the same example format on every lead form (the schema's messages quote it).
      // Written as JSX attributes: the single-source guard (src/content/single-source.test.ts) allows examples there.
      if (field.type === 'email')
        return <TextField id={id} {...field} placeholder="nama@perusahaan.com" defaultValue={value} error={error} />
      if (field.type === 'tel')
        return <TextField id={id} {...field} placeholder="0812-3456-7890" defaultValue={value} error={error} />
      return <TextField id={id} {...field} defaultValue={value} error={error} />
    case 'textarea':
      return <TextAreaField id={id} {...field} defaultValue={value} error={error} />
    case 'select':
      return <SelectField id={id} {...field} defaultValue={value} error={error} />
    case 'checkboxes':
      return (
        <CheckboxGroup
          id={id}
          name={field.name}
          legend={field.label}
          hint={field.hint}
          options={field.options}
          defaultValues={listValue(state, field.name)}
          error={error}
        />
      )
  }
}

/** The fields in order; consecutive half-width fields share one grid. */
export function LeadFields({ fields, idPrefix, state }: FieldsProps) {
  const groups: FieldSpec[][] = []
  for (const field of fields) {
    const last = groups.at(-1)
    if (!field.full && last && !last[0]!.full) last.push(field)
    else groups.push([field])
  }
  const render = (field: FieldSpec) => (
    <Field key={field.name} field={field} id={`${idPrefix}-${field.name}`} state={state} />
  )
  return groups.map((group) =>
    group[0]!.full ? (
      render(group[0]!)
    ) : (
      <div key={group[0]!.name} className="grid gap-5 sm:grid-cols-2">
        {group.map(render)}
      </div>
    ),
  )
}
