'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'
import { subscribeNewsletterAction } from '@/lib/leads/actions'
import { initialNewsletterFormState, type NewsletterFormState } from '@/lib/leads/form-state'
import { ConsentLine } from './consent-line'
import type { NewsletterFormConfig } from './form-config'
import { SubmitButton } from './submit-button'
import { useFormSubmission } from './use-form-submission'

/**
 * The footer is on every page, so this form does not load zod: an obviously incomplete address is caught here,
 * everything else by the server's schema (one round trip, the same message).
 */
function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

export type NewsletterFormClientProps = {
  config: NewsletterFormConfig
  /** The envelope fields (honeypot, consent version), rendered on the server. */
  meta: ReactNode
}

/** Footer newsletter box: subscribes through the lead backend, with and without JavaScript. */
export function NewsletterFormClient({ config, meta }: NewsletterFormClientProps) {
  // Without JavaScript the post returns to the page the visitor was on, scrolled back to this box.
  const pathname = usePathname()
  const { messages } = config
  const form = useFormSubmission<NewsletterFormState>({
    action: subscribeNewsletterAction,
    initialState: initialNewsletterFormState,
    permalink: `${pathname}#newsletter`,
    validate: async (formData) => {
      const email = formData.get('email')
      return typeof email === 'string' && looksLikeEmail(email) ? null : { status: 'error', message: messages.invalid }
    },
    onRequestError: (error) => {
      console.error('[newsletter] subscription failed', error)
      return { status: 'error', message: messages.failure }
    },
  })
  const { state, attempt } = form
  const inputRef = useRef<HTMLInputElement>(null)
  const error = state.status === 'error' ? state.message : undefined

  useEffect(() => {
    if (attempt === 0 || !inputRef.current) return
    // Cleared by hand rather than by remounting the form, so the live region below stays and is announced.
    if (state.status === 'success') inputRef.current.value = ''
    else if (state.status === 'error') inputRef.current.focus()
  }, [attempt, state])

  return (
    <form id="newsletter" {...form.formProps} className="relative space-y-2" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-sm font-bold tracking-wider text-white uppercase">
        {config.title}
      </h2>
      <p className="text-sm">{config.intro}</p>
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Alamat e-mail
        </label>
        <input
          ref={inputRef}
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="email@bisnisanda.com"
          maxLength={config.maxLength}
          defaultValue={state.status === 'error' ? state.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-status' : undefined}
          className="min-h-11 w-full min-w-0 rounded-xl border border-white/15 bg-white/5 px-3 text-white placeholder:text-ink-400 aria-invalid:border-red-400"
        />
        <SubmitButton pending={form.pending} size="inline" className="shrink-0">
          Subscribe
        </SubmitButton>
      </div>
      {meta}
      <div id="newsletter-status" role="status" aria-live="polite" aria-atomic="true">
        {state.message && state.status !== 'idle' ? (
          <p
            data-notice={state.status}
            className={
              state.status === 'success'
                ? 'text-sm font-semibold text-emerald-300'
                : 'text-sm font-semibold text-red-300'
            }
          >
            {state.message}
          </p>
        ) : null}
      </div>
      <ConsentLine
        tone="dark"
        lead="Dengan berlangganan, Anda setuju email Anda kami pakai untuk mengirim newsletter (berhenti kapan saja) sesuai"
      />
    </form>
  )
}
