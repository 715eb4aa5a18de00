'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { submitLeadAction } from '@/lib/leads/actions'
import { initialLeadFormState, type LeadFormState } from '@/lib/leads/form-state'
import { ConsentLine } from './consent-line'
import type { ContactFormConfig } from './form-config'
import { RequiredNote, SelectField, TextAreaField, TextField } from './form-controls'
import { FormNotice, StatusRegion } from './form-notice'
import {
  focusFirstInvalid,
  hasFieldErrors,
  preloadLeadSchema,
  requestFailure,
  textValue,
  validateLead,
} from './lead-validation'
import { SubmitButton } from './submit-button'
import { useProgressiveForm } from './use-progressive-form'

const validate = (formData: FormData) => validateLead('contact', formData)
const preload = () => void preloadLeadSchema().catch(() => undefined)

export type ContactFormClientProps = {
  config: ContactFormConfig
  /** The envelope fields (honeypot, consent version), rendered on the server. */
  meta: ReactNode
  permalink?: string
}

/** The contact page form (type "contact"). */
export function ContactFormClient({ config, meta, permalink = '/contact#formulir' }: ContactFormClientProps) {
  const { messages, limits } = config
  const form = useProgressiveForm<LeadFormState>({
    action: submitLeadAction,
    initialState: initialLeadFormState,
    permalink,
    validate,
    onRequestError: (error) => requestFailure('contact', messages.failure, error),
    envelope: config.envelope,
    onStart: preload,
  })
  const { state, attempt } = form
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const fieldErrors = state.fieldErrors ?? {}
  const invalid = state.status === 'error' && hasFieldErrors(state)

  useEffect(() => {
    if (attempt === 0) return
    if (state.status === 'error' && focusFirstInvalid(formRef.current)) return
    if (state.status === 'error') console.error('[contact] submission failed:', state.message)
    noticeRef.current?.focus()
  }, [attempt, state])

  const id = (name: string) => `kontak-${name}`
  const value = (name: string) => textValue(state, name)

  return (
    <div className="space-y-5">
      <StatusRegion>
        {state.status === 'success' ? (
          <FormNotice
            ref={noticeRef}
            tone="success"
            title={messages.successTitle}
            message={state.message ?? messages.success}
          />
        ) : state.status === 'error' && state.message ? (
          <FormNotice
            ref={noticeRef}
            tone={invalid ? 'error' : 'destructive'}
            title={invalid ? messages.requiredTitle : messages.failureTitle}
            message={state.message}
          />
        ) : null}
      </StatusRegion>
      <form key={form.formKey} ref={formRef} id="form-kontak" {...form.formProps} className="relative space-y-5">
        <RequiredNote className="-mt-1" />
        <input type="hidden" name="type" value="contact" />
        {/* The spec keeps `website` in the payload without a visible field. */}
        <input type="hidden" name="website" value={value('website') ?? ''} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={id('name')}
            name="name"
            label="Nama Lengkap"
            autoComplete="name"
            placeholder="Nama Anda"
            required
            maxLength={limits.name}
            defaultValue={value('name')}
            error={fieldErrors.name}
          />
          <TextField
            id={id('email')}
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nama@perusahaan.com"
            required
            maxLength={limits.email}
            defaultValue={value('email')}
            error={fieldErrors.email}
          />
          <TextField
            id={id('phone')}
            name="phone"
            label="No. Telepon / WhatsApp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0812-3456-7890"
            maxLength={limits.phone}
            defaultValue={value('phone')}
            error={fieldErrors.phone}
          />
          <TextField
            id={id('company')}
            name="company"
            label="Nama Perusahaan"
            autoComplete="organization"
            placeholder="PT / CV / nama usaha"
            maxLength={limits.company}
            defaultValue={value('company')}
            error={fieldErrors.company}
          />
          <SelectField
            id={id('projectType')}
            name="projectType"
            label="Jenis Proyek"
            options={config.projectTypes}
            placeholder="Pilih jenis proyek"
            defaultValue={value('projectType')}
            error={fieldErrors.projectType}
          />
          <SelectField
            id={id('budget')}
            name="budget"
            label="Estimasi Budget"
            options={config.budgets}
            placeholder="Pilih kisaran budget"
            defaultValue={value('budget')}
            error={fieldErrors.budget}
          />
        </div>
        <SelectField
          id={id('timeline')}
          name="timeline"
          label="Kapan Ingin Mulai?"
          options={config.timelines}
          placeholder="Pilih timeline"
          defaultValue={value('timeline')}
          error={fieldErrors.timeline}
        />
        <TextAreaField
          id={id('message')}
          name="message"
          label="Pesan"
          placeholder="Ceritakan kebutuhan Anda: website, target pasar, atau masalah yang ingin diselesaikan"
          required
          rows={5}
          minHeightClass="min-h-[120px]"
          maxLength={limits.message}
          defaultValue={value('message')}
          error={fieldErrors.message}
        />
        {meta}
        <SubmitButton pending={form.pending} className="w-full sm:w-auto">
          Kirim Pesan
        </SubmitButton>
        <ConsentLine />
      </form>
    </div>
  )
}
