'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-link'
import { WhatsappIcon } from '@/components/ui/icon'
import { waHref } from '@/lib/format'
import { initialLeadFormState, type LeadFormState } from '@/lib/leads/form-state'
import { submitAnalysisRequestAction } from './analysis-action'
import { ConsentLine } from './consent-line'
import type { AnalysisFormConfig } from './form-config'
import { CheckboxGroup, RequiredNote, SelectField, TextAreaField, TextField } from './form-controls'
import { FormNotice, StatusRegion } from './form-notice'
import {
  focusFirstInvalid,
  hasFieldErrors,
  listValue,
  preloadLeadSchema,
  requestFailure,
  textValue,
  validateLead,
} from './lead-validation'
import { SubmitButton } from './submit-button'
import { useProgressiveForm } from './use-progressive-form'

const validate = (formData: FormData) => validateLead('analysis', formData)
const preload = () => void preloadLeadSchema().catch(() => undefined)

/** landingPageUrl: the address the visitor is on, campaign parameters included (no JavaScript: the server uses the referrer). */
const addLandingPage = (formData: FormData) => formData.set('landingPageUrl', window.location.href)

/** The preset WhatsApp message after a request, naming the website so the team finds the lead at once. */
export function analysisChatText(brandName: string, website: string | undefined): string {
  return `Halo ${brandName}, saya baru saja meminta analisis SEO gratis untuk website ${website ?? 'saya'}. Bisa kita diskusikan hasilnya?`
}

/** The free SEO analysis request (/analisis-gratis), with its success view. */
export type AnalysisFormClientProps = {
  config: AnalysisFormConfig
  /** The envelope fields (honeypot, consent version), rendered on the server. */
  meta: ReactNode
  /** Where the no-JavaScript post returns to. */
  permalink?: string
  /**
   * "Kirim Analisis Lain" without JavaScript: a fresh page with an empty form. It must differ from the permalink
   * by more than the #fragment, or the browser would only scroll instead of loading the page again.
   */
  restartHref?: string
}

export function AnalysisFormClient({
  config,
  meta,
  permalink = '/analisis-gratis#formulir',
  restartHref = '/analisis-gratis?form=baru#formulir',
}: AnalysisFormClientProps) {
  const { messages, limits } = config
  const form = useProgressiveForm<LeadFormState>({
    action: submitAnalysisRequestAction,
    initialState: initialLeadFormState,
    permalink,
    validate,
    onRequestError: (error) => requestFailure('analysis', messages.failure, error),
    enrich: addLandingPage,
    envelope: config.envelope,
    onStart: preload,
  })
  const { state, attempt } = form
  const formRef = useRef<HTMLFormElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [restarted, setRestarted] = useState(0)
  const fieldErrors = state.fieldErrors ?? {}
  const invalid = state.status === 'error' && hasFieldErrors(state)

  useEffect(() => {
    if (attempt === 0) return
    if (state.status === 'error' && focusFirstInvalid(formRef.current)) return
    if (state.status === 'error') console.error('[analysis] submission failed:', state.message)
    outcomeRef.current?.focus()
  }, [attempt, state])

  useEffect(() => {
    if (restarted > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [restarted])

  if (state.status === 'success') {
    const website = textValue(state, 'website')
    return (
      <StatusRegion>
        <div
          ref={outcomeRef}
          tabIndex={-1}
          data-notice="success"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center outline-none sm:p-8"
        >
          <span
            aria-hidden="true"
            className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-emerald-600 text-2xl text-white"
          >
            ✓
          </span>
          <h3 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{messages.successTitle}</h3>
          <p className="mx-auto mt-2 max-w-md leading-relaxed text-ink-700">{messages.success}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href={restartHref}
              onClick={(event) => {
                event.preventDefault()
                form.reset()
                setRestarted((value) => value + 1)
              }}
              className={buttonClasses('outline', 'lg')}
            >
              Kirim Analisis Lain
            </a>
            <a
              href={waHref(config.whatsapp, analysisChatText(config.brandName, website))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('whatsapp', 'lg')}
            >
              <WhatsappIcon />
              Hubungi Kami di WhatsApp
              <span className="sr-only">(membuka tab baru)</span>
            </a>
          </div>
        </div>
      </StatusRegion>
    )
  }

  const id = (name: string) => `analisis-${name}`
  const value = (name: string) => textValue(state, name)

  return (
    <form key={form.formKey} ref={formRef} id="form-analisis" {...form.formProps} className="relative space-y-5">
      <RequiredNote className="-mt-1" />
      <StatusRegion>
        {state.status === 'error' && state.message ? (
          <FormNotice
            ref={outcomeRef}
            tone={invalid ? 'error' : 'destructive'}
            title={invalid ? undefined : messages.failureTitle}
            message={state.message}
          />
        ) : null}
      </StatusRegion>
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
          id={id('website')}
          name="website"
          label="URL Website"
          inputMode="url"
          autoComplete="url"
          placeholder="tokoanda.com"
          required
          hint="Boleh tanpa https://"
          maxLength={limits.website}
          defaultValue={value('website')}
          error={fieldErrors.website}
        />
        <TextField
          id={id('phone')}
          name="phone"
          label="No. WhatsApp / Telepon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0812-3456-7890"
          hint="Opsional, agar kami bisa mengirim hasil lewat WhatsApp"
          maxLength={limits.phone}
          defaultValue={value('phone')}
          error={fieldErrors.phone}
        />
      </div>
      <SelectField
        id={id('business')}
        name="business"
        label="Jenis Bisnis"
        options={config.industries}
        placeholder="Pilih jenis bisnis"
        defaultValue={value('business')}
        error={fieldErrors.business}
      />
      <CheckboxGroup
        id={id('goals')}
        name="goals"
        legend="Tujuan SEO Anda"
        hint="Pilih satu atau lebih"
        options={config.goals}
        defaultValues={listValue(state, 'goals')}
        error={fieldErrors.goals}
      />
      <TextAreaField
        id={id('message')}
        name="message"
        label="Pesan Tambahan"
        placeholder="Kata kunci incaran, kompetitor utama, atau kendala yang sedang dihadapi"
        rows={4}
        maxLength={limits.message}
        defaultValue={value('message')}
        error={fieldErrors.message}
      />
      {meta}
      <SubmitButton pending={form.pending} className="w-full">
        Kirim Permintaan Analisis Gratis
      </SubmitButton>
      <ConsentLine />
    </form>
  )
}
