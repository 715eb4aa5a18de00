import type { ReactNode } from 'react'
import type { Option } from '@/lib/leads/schema'
import { clsx } from 'clsx'

/*
 * Form building blocks. Each control's `name` is the payload field name; the label is always visible; an error
 * is tied to its control with aria-describedby and aria-invalid. `defaultValue` carries what the visitor typed
 * back after a no-JavaScript round trip. Plain components: they become client code only inside a client form.
 */

const controlBase =
  'block w-full rounded-xl border px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/25'

/**
 * Joined with clsx, not tailwind-merge (~8 KB less JavaScript in the form island), so no two parts may set the same
 * property: the background lives in the error/normal branch, and form-controls.test.ts checks every combination.
 */
export function controlClasses(error: string | undefined, className?: string) {
  return clsx(
    controlBase,
    error ? 'border-red-600 bg-red-50/40' : 'border-ink-300 bg-white hover:border-ink-400',
    className,
  )
}

/** The extra classes each control adds to the base; exported for the no-conflict test. */
export const controlExtras = {
  input: 'min-h-12',
  textarea: 'resize-y py-3 leading-relaxed',
  select: 'min-h-12 appearance-none pr-10',
} as const

type FieldShellProps = {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

function fieldIds(id: string, hint?: string, error?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined }
}

/** Label, optional hint, the control, and its error message. */
function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4zm0 4a.9.9 0 0 1 .9.9v3.8a.9.9 0 1 1-1.8 0V6.7a.9.9 0 0 1 .9-.9zm0 7.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
      </svg>
      <span>{error}</span>
    </p>
  )
}

type TextFieldProps = {
  id: string
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'password'
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
  autoComplete?: string
  placeholder?: string
  required?: boolean
  hint?: string
  error?: string
  defaultValue?: string
  maxLength?: number
  className?: string
}

export function TextField({
  id,
  name,
  label,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  required,
  hint,
  error,
  defaultValue,
  maxLength,
  className,
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-required={required || undefined}
        defaultValue={defaultValue}
        maxLength={maxLength}
        className={controlClasses(error, controlExtras.input)}
        {...fieldIds(id, hint, error)}
      />
    </FieldShell>
  )
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'> & { rows?: number; minHeightClass?: string }

export function TextAreaField({
  id,
  name,
  label,
  autoComplete = 'off',
  placeholder,
  required,
  hint,
  error,
  defaultValue,
  maxLength,
  rows = 4,
  minHeightClass,
  className,
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-required={required || undefined}
        defaultValue={defaultValue}
        maxLength={maxLength}
        className={controlClasses(error, clsx(controlExtras.textarea, minHeightClass))}
        {...fieldIds(id, hint, error)}
      />
    </FieldShell>
  )
}

type SelectFieldProps = {
  id: string
  name: string
  label: string
  options: readonly Option[]
  /** The empty first option ("not chosen"). */
  placeholder: string
  required?: boolean
  hint?: string
  error?: string
  defaultValue?: string
  className?: string
}

export function SelectField({
  id,
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  error,
  defaultValue,
  className,
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={defaultValue ?? ''}
          aria-required={required || undefined}
          className={controlClasses(error, controlExtras.select)}
          {...fieldIds(id, hint, error)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-500"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </div>
    </FieldShell>
  )
}

type CheckboxGroupProps = {
  id: string
  name: string
  legend: string
  options: readonly Option[]
  defaultValues?: readonly string[]
  hint?: string
  error?: string
  className?: string
}

/** A set of checkboxes sharing one `name` (posted as a repeated field). */
export function CheckboxGroup({
  id,
  name,
  legend,
  options,
  defaultValues = [],
  hint,
  error,
  className,
}: CheckboxGroupProps) {
  return (
    <fieldset className={className} aria-describedby={fieldIds(id, hint, error)['aria-describedby']}>
      <legend className="mb-2 text-sm font-semibold text-ink-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-sm text-ink-800 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-3 has-focus-visible:ring-brand-600/25"
            >
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={defaultValues.includes(option.value)}
                className="size-5 shrink-0 rounded accent-brand-600"
              />
              {option.label}
            </label>
          )
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/** "Kolom bertanda * wajib diisi." at the top of a form. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={clsx('text-sm text-ink-600', className)}>
      Kolom bertanda{' '}
      <span className="font-semibold text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only">bintang</span> wajib diisi.
    </p>
  )
}
