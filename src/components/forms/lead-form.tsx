'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import type { LeadFormState } from '@/lib/leads/form-state'
import type { LeadKind } from '@/lib/leads/schema'
import { AnalysisSuccess, type SuccessPanelConfig } from './analysis-success'
import { ConsentLine } from './consent-line'
import { RequiredNote } from './form-controls'
import { addFirstTouch } from './first-touch'
import { FormNotice, StatusRegion } from './form-notice'
import { LeadFields, type FieldSpec } from './lead-fields'
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
import { useFormSubmission } from './use-form-submission'

export type LeadFormConfig = {
  kind: LeadKind
  /** The lead server action (a server reference, passed from the server component). */
  action: (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>
  formId: string
  /** Prefix of the field ids: `${idPrefix}-${name}`. */
  idPrefix: string
  /** Fixed payload fields (e.g. the form kind); a value the server returned after a failure wins. */
  hidden?: Record<string, string>
  fields: readonly FieldSpec[]
  submitLabel: string
  submitClassName: string
  messages: {
    failure: string
    success: string
    failureTitle?: string
    requiredTitle?: string
    successTitle?: string
  }
  /**
   * Where the answer shows: `panel` replaces the form with a confirmation (analysis), `notice` puts it above the
   * form (contact), `toast` shows success and failure in the corner, field problems above the button (home).
   */
  outcome: 'panel' | 'notice' | 'toast'
  /** The page URL (with a #fragment) the no-JavaScript post returns to. */
  permalink: string
  envelope: { idempotencyKey: string; formToken: string }
  panel?: SuccessPanelConfig
}

const preload = () => void preloadLeadSchema().catch(() => undefined)

/** Every lead form of the site (analysis, contact, home consultation), driven by its configuration. */
export function LeadForm({ config, meta }: { config: LeadFormConfig; meta: ReactNode }) {
  const { kind, messages, outcome } = config
  const form = useFormSubmission<LeadFormState>({
    action: config.action,
    initialState: { status: 'idle' },
    permalink: config.permalink,
    validate: (formData) => validateLead(kind, formData),
    onRequestError: (error) => requestFailure(kind, messages.failure, error),
    // Where the visit began and its campaign (no JavaScript: the server records the page and the referrer).
    enrich: addFirstTouch,
    envelope: config.envelope,
  })
  const { state, attempt, formKey } = form
  const formRef = useRef<HTMLFormElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const restarting = useRef(false)
  const invalid = state.status === 'error' && hasFieldErrors(state)

  useEffect(() => {
    // Hydrated because the visitor is already in this form: warm up validation now (the focus came before React).
    if (formRef.current?.contains(document.activeElement)) preload()
  }, [])

  useEffect(() => {
    if (attempt === 0) return
    if (state.status === 'error' && focusFirstInvalid(formRef.current)) return
    if (state.status === 'error') console.error(`[${kind}] submission failed:`, state.message)
    // The toast is fixed to the viewport corner: focusing it must not scroll the page away from the form.
    outcomeRef.current?.focus({ preventScroll: outcome === 'toast' })
  }, [attempt, state, kind, outcome])

  useEffect(() => {
    if (!restarting.current) return
    restarting.current = false
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [formKey])

  if (state.status === 'success' && outcome === 'panel' && config.panel) {
    return (
      <StatusRegion>
        <AnalysisSuccess
          ref={outcomeRef}
          {...config.panel}
          title={messages.successTitle ?? ''}
          message={messages.success}
          website={textValue(state, 'website')}
          auditPath={state.auditPath}
          onRestart={() => {
            restarting.current = true
            form.reset()
          }}
        />
      </StatusRegion>
    )
  }

  const errorNotice =
    state.status === 'error' && state.message && (invalid || outcome !== 'toast') ? (
      <FormNotice
        ref={outcome === 'toast' ? undefined : outcomeRef}
        tone={invalid ? 'error' : 'destructive'}
        title={invalid ? messages.requiredTitle : messages.failureTitle}
        message={state.message}
      />
    ) : null

  const formElement = (
    <form
      key={formKey}
      ref={formRef}
      id={config.formId}
      {...form.formProps}
      onFocusCapture={preload}
      className="relative space-y-5"
    >
      <RequiredNote className="-mt-1" />
      {outcome === 'panel' ? <StatusRegion>{errorNotice}</StatusRegion> : null}
      {Object.entries(config.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={textValue(state, name) ?? value} />
      ))}
      <LeadFields fields={config.fields} idPrefix={config.idPrefix} state={state} />
      {meta}
      {outcome === 'toast' ? <StatusRegion>{errorNotice}</StatusRegion> : null}
      <SubmitButton pending={form.pending} className={config.submitClassName}>
        {config.submitLabel}
      </SubmitButton>
      <ConsentLine />
    </form>
  )

  if (outcome === 'notice') {
    return (
      <div className="space-y-5">
        <StatusRegion>
          {state.status === 'success' ? (
            <FormNotice
              ref={outcomeRef}
              tone="success"
              title={messages.successTitle}
              message={state.message ?? messages.success}
            />
          ) : (
            errorNotice
          )}
        </StatusRegion>
        {formElement}
      </div>
    )
  }

  if (outcome === 'toast') {
    const toast = state.status === 'success' || (state.status === 'error' && !invalid) ? state : null
    return (
      <>
        {formElement}
        <ToastViewport>
          {toast?.message ? (
            <Toast
              ref={outcomeRef}
              tone={toast.status === 'success' ? 'success' : 'error'}
              message={toast.message}
              onClose={form.dismiss}
            />
          ) : null}
        </ToastViewport>
      </>
    )
  }

  return formElement
}
