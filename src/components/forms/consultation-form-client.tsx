'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { submitLeadAction } from '@/lib/leads/actions'
import { initialLeadFormState, type LeadFormState } from '@/lib/leads/form-state'
import { ConsentLine } from './consent-line'
import type { ConsultationFormConfig } from './form-config'
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
import { Toast, ToastViewport } from './toast'
import { useProgressiveForm } from './use-progressive-form'

const validate = (formData: FormData) => validateLead('konsultasi_gratis', formData)
const preload = () => void preloadLeadSchema().catch(() => undefined)

export type ConsultationFormClientProps = {
  config: ConsultationFormConfig
  /** The envelope fields (honeypot, consent version), rendered on the server. */
  meta: ReactNode
  /** Where the no-JavaScript post lands: the home page's contact section. */
  permalink?: string
  title: string
  description: string
  className?: string
}

/** The home page's free-consultation form (type "konsultasi_gratis"); see ConsultationForm for the ready-made one. */
export function ConsultationFormClient({
  config,
  meta,
  permalink = '/#kontak',
  title,
  description,
  className,
}: ConsultationFormClientProps) {
  const { messages, limits } = config
  const form = useProgressiveForm<LeadFormState>({
    action: submitLeadAction,
    initialState: initialLeadFormState,
    permalink,
    validate,
    onRequestError: (error) => requestFailure('konsultasi_gratis', messages.failure, error),
    envelope: config.envelope,
    onStart: preload,
  })
  const { state, attempt } = form
  const formRef = useRef<HTMLFormElement>(null)
  const toastRef = useRef<HTMLDivElement>(null)
  const fieldErrors = state.fieldErrors ?? {}
  const invalid = state.status === 'error' && hasFieldErrors(state)
  const toast = state.status === 'success' || (state.status === 'error' && !invalid) ? state : null

  useEffect(() => {
    if (attempt === 0) return
    // The toast is fixed to the viewport corner: focusing it must not scroll the page away from the form.
    if (state.status === 'success') toastRef.current?.focus({ preventScroll: true })
    else if (state.status === 'error' && !focusFirstInvalid(formRef.current))
      console.error('[konsultasi_gratis] submission failed:', state.message)
  }, [attempt, state])

  const id = (name: string) => `konsultasi-${name}`
  const value = (name: string) => textValue(state, name)

  return (
    <div className={cn('rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8', className)}>
      <h3 className="text-2xl font-extrabold tracking-tight">{title}</h3>
      <p className="mt-2 mb-6 text-ink-600">{description}</p>
      <form key={form.formKey} ref={formRef} id="form-konsultasi" {...form.formProps} className="relative space-y-5">
        <RequiredNote className="-mt-1" />
        <input type="hidden" name="type" value="konsultasi_gratis" />
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
            label="No. WhatsApp / Telepon"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0812-3456-7890"
            required
            maxLength={limits.phone}
            defaultValue={value('phone')}
            error={fieldErrors.phone}
          />
          <TextField
            id={id('website')}
            name="website"
            label="Website"
            inputMode="url"
            autoComplete="url"
            placeholder="tokoanda.com"
            required
            maxLength={limits.website}
            defaultValue={value('website')}
            error={fieldErrors.website}
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
            id={id('industry')}
            name="industry"
            label="Industri"
            options={config.industries}
            placeholder="Pilih industri"
            defaultValue={value('industry')}
            error={fieldErrors.industry}
          />
          <TextField
            id={id('keywords')}
            name="keywords"
            label="Kata Kunci Target"
            autoComplete="off"
            placeholder="mis. jasa renovasi rumah jakarta"
            maxLength={limits.keywords}
            defaultValue={value('keywords')}
            error={fieldErrors.keywords}
          />
          <SelectField
            id={id('budget')}
            name="budget"
            label="Budget Bulanan"
            options={config.budgets}
            placeholder="Pilih kisaran budget"
            defaultValue={value('budget')}
            error={fieldErrors.budget}
          />
        </div>
        <TextAreaField
          id={id('message')}
          name="message"
          label="Pesan"
          placeholder="Ceritakan target bisnis atau kendala SEO Anda saat ini"
          rows={4}
          maxLength={limits.message}
          defaultValue={value('message')}
          error={fieldErrors.message}
        />
        {meta}
        <StatusRegion>
          {invalid && state.message ? <FormNotice tone="error" message={state.message} /> : null}
        </StatusRegion>
        <SubmitButton pending={form.pending} className="w-full">
          Kirim Permintaan Konsultasi
        </SubmitButton>
        <ConsentLine />
      </form>
      <ToastViewport>
        {toast?.message ? (
          <Toast
            ref={toastRef}
            tone={toast.status === 'success' ? 'success' : 'error'}
            message={toast.message}
            onClose={form.dismiss}
          />
        ) : null}
      </ToastViewport>
    </div>
  )
}
