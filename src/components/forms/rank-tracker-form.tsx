'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { LEAD_META_FIELDS } from '@/lib/leads/schema'
import type { Option } from '@/lib/leads/schema'
import { signUpRankTrackerAction } from '@/lib/rank-tracker/signup-action'
import { initialRankSignupState, type RankSignupState } from '@/lib/rank-tracker/signup-state'
import { ConsentLine } from './consent-line'
import { RequiredNote, SelectField, TextAreaField, TextField } from './form-controls'
import { addFirstTouch } from './first-touch'
import { FormNotice, StatusRegion } from './form-notice'
import { SubmitButton } from './submit-button'
import { useFormSubmission } from './use-form-submission'

/** Every word and option of the form, from src/content/rank-tracker-signup.ts (passed by the server section). */
type RankTrackerFormCopy = {
  fields: {
    website: { label: string; placeholder: string; hint: string }
    email: { label: string; placeholder: string; hint: string }
    keywords: { label: string; placeholder: string; hint: string }
    competitors: { label: string; placeholder: string; hint: string }
    businessName: { label: string; placeholder: string; hint: string }
    location: { label: string }
    device: { legend: string; mobile: string; desktop: string }
  }
  submit: string
  consentLead: string
  successTitle: string
  success: string
  successNote: string
  failure: string
}

type Props = {
  copy: RankTrackerFormCopy
  locations: readonly Option[]
  defaultLocation: string
  /** The longest business name accepted (src/lib/rank-tracker/domain.ts). */
  businessNameMax: number
  meta: ReactNode
}

const idPrefix = 'pantau'

const value = (state: RankSignupState, name: string) => {
  const held = state.values?.[name]
  return typeof held === 'string' ? held : Array.isArray(held) ? held.join('\n') : undefined
}

/**
 * The rank tracker's sign-up (/serpbot-rank-checker#mulai). Without JavaScript it posts to the server action and
 * the page comes back with the answer and what was typed; with it, the same action is called in place. The server
 * validates (one schema for this form and POST /api/rank-tracker); the browser adds only the first touch.
 */
export function RankTrackerForm({ copy, locations, defaultLocation, businessNameMax, meta }: Props) {
  const form = useFormSubmission<RankSignupState>({
    action: signUpRankTrackerAction,
    initialState: initialRankSignupState,
    permalink: '/serpbot-rank-checker#mulai',
    validate: async () => null,
    onRequestError: () => ({ status: 'error', message: copy.failure }),
    enrich: addFirstTouch,
    envelope: { idempotencyKey: LEAD_META_FIELDS.idempotencyKey, formToken: LEAD_META_FIELDS.formToken },
  })
  const { state, attempt, formKey } = form
  const formRef = useRef<HTMLFormElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}

  useEffect(() => {
    if (attempt === 0) return
    // Keyboard and screen-reader users land on the first field to fix, or on the outcome.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (state.status === 'error' && invalid) invalid.focus()
    else outcomeRef.current?.focus()
  }, [attempt, state])

  if (state.status === 'success') {
    return (
      <StatusRegion>
        <FormNotice ref={outcomeRef} tone="success" title={copy.successTitle} message={state.message ?? copy.success}>
          <p className="mt-2 text-sm">{copy.successNote}</p>
        </FormNotice>
      </StatusRegion>
    )
  }

  const device = value(state, 'device') ?? 'mobile'
  const { fields } = copy
  return (
    <form key={formKey} ref={formRef} id="rank-tracker" {...form.formProps} className="relative space-y-5">
      <RequiredNote className="-mt-1" />
      <StatusRegion>
        {state.status === 'error' && state.message ? (
          <FormNotice
            ref={outcomeRef}
            tone={Object.keys(errors).length ? 'error' : 'destructive'}
            message={state.message}
          />
        ) : null}
      </StatusRegion>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-website`}
          name="website"
          label={fields.website.label}
          inputMode="url"
          autoComplete="url"
          placeholder={fields.website.placeholder}
          hint={fields.website.hint}
          required
          maxLength={300}
          error={errors.website}
          defaultValue={value(state, 'website')}
        />
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label={fields.email.label}
          inputMode="email"
          autoComplete="email"
          placeholder={fields.email.placeholder}
          hint={fields.email.hint}
          required
          maxLength={254}
          error={errors.email}
          defaultValue={value(state, 'email')}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-keywords`}
        name="keywords"
        label={fields.keywords.label}
        placeholder={fields.keywords.placeholder}
        hint={fields.keywords.hint}
        required
        rows={5}
        error={errors.keywords}
        defaultValue={value(state, 'keywords')}
      />
      {/* Optional (issue 42): competitors on the same chart, and the business's place in the Google Maps 3-pack. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextAreaField
          id={`${idPrefix}-competitors`}
          name="competitors"
          label={fields.competitors.label}
          placeholder={fields.competitors.placeholder}
          hint={fields.competitors.hint}
          rows={3}
          maxLength={2000}
          error={errors.competitors}
          defaultValue={value(state, 'competitors')}
        />
        <TextField
          id={`${idPrefix}-businessName`}
          name="businessName"
          label={fields.businessName.label}
          autoComplete="organization"
          placeholder={fields.businessName.placeholder}
          hint={fields.businessName.hint}
          maxLength={businessNameMax}
          error={errors.businessName}
          defaultValue={value(state, 'businessName')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-location`}
          name="location"
          label={fields.location.label}
          // The select's empty first option is the default (Indonesia as a whole), so it is not listed twice.
          options={locations.filter((option) => option.value !== defaultLocation)}
          placeholder={locations.find((option) => option.value === defaultLocation)?.label ?? ''}
          error={errors.location}
          defaultValue={value(state, 'location') === defaultLocation ? '' : value(state, 'location')}
        />
        <fieldset aria-describedby={errors.device ? `${idPrefix}-device-error` : undefined}>
          <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{fields.device.legend}</legend>
          <div className="flex gap-3">
            {(['mobile', 'desktop'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-12 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="device"
                  value={option}
                  defaultChecked={device === option}
                  className="size-4 accent-brand-600"
                />
                {fields.device[option]}
              </label>
            ))}
          </div>
          {errors.device ? (
            <p id={`${idPrefix}-device-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.device}
            </p>
          ) : null}
        </fieldset>
      </div>
      {meta}
      <SubmitButton pending={form.pending} className="w-full sm:w-auto">
        {copy.submit}
      </SubmitButton>
      <ConsentLine lead={copy.consentLead} />
    </form>
  )
}
