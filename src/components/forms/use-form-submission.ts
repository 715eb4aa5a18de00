'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react'
import { issueFormToken } from '@/lib/leads/actions'

type BaseState = { status: 'idle' | 'success' | 'error'; values?: unknown; email?: string }

type Options<S extends BaseState> = {
  /** The server action: posted as a plain HTML form without JavaScript, called directly with it. */
  action: (previous: S, formData: FormData) => Promise<S>
  initialState: S
  /** The page URL (with a #fragment) the no-JavaScript post returns to. */
  permalink: string
  /** Client-side check: an error state stops the submission, null lets it through. */
  validate: (formData: FormData) => Promise<S | null>
  /** The state to show when the request itself fails (network down, server crashed). */
  onRequestError: (error: unknown) => S
  /** Adds values only the browser knows (e.g. the page address) to the posted data. */
  enrich?: (formData: FormData) => void
  /** Field names for the idempotency key and the signed start time; leave out for forms without them. */
  envelope?: { idempotencyKey: string; formToken: string }
}

type View<S> = { state: S; attempt: number; formKey: number }

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One submission flow for every form on the site, with one state.
 * - Without JavaScript the form posts to the server action (`formAction`) and the page comes back rendered with
 *   the action's answer, which useActionState hands over once as the first state.
 * - With JavaScript the submit handler checks the form first (nothing is sent when it fails), then calls the same
 *   server action itself, not through React's form action, so a failure never resets what the visitor typed; a
 *   thrown request becomes a normal error state instead of an error page.
 */
export function useFormSubmission<S extends BaseState>(options: Options<S>) {
  const { action, initialState, permalink, validate, onRequestError, enrich, envelope } = options
  const [postback, formAction] = useActionState<S, FormData>(action, initialState as Awaited<S>, permalink)
  // attempt: bumped on every answer, so effects (focus) run once per submission even when the state looks the same.
  // formKey: a new key remounts the form, which comes back empty (after a success or a restart).
  const [view, setView] = useState<View<S>>({ state: postback, attempt: 0, formKey: 0 })
  const [pending, startTransition] = useTransition()
  // One key per filled-in form, kept across retries so a double submit is stored once; renewed after a success.
  const idempotencyKey = useRef('')
  const formToken = useRef('')
  const busy = useRef(false)
  const hasEnvelope = Boolean(envelope)

  // The signed start time for the minimum-fill-time check. Pages hydrate on the first use of a form
  // (scripts/defer-hydration), so mounting is the visitor starting to fill in; a fresh one per empty form.
  useEffect(() => {
    if (!hasEnvelope) return
    let current = true
    issueFormToken().then(
      (token) => {
        if (current) formToken.current = token
      },
      () => undefined, // no token: the server relies on the honeypot and the rate limit
    )
    return () => {
      current = false
    }
  }, [hasEnvelope, view.formKey])

  function show(next: S) {
    setView((previous) => ({
      // An error answer without the typed values keeps the ones the form was rendered with (postback defaults).
      state: next.status === 'error' ? { values: previous.state.values, email: previous.state.email, ...next } : next,
      attempt: previous.attempt + 1,
      formKey: previous.formKey + (next.status === 'success' ? 1 : 0),
    }))
    if (next.status === 'success') idempotencyKey.current = formToken.current = ''
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    // A submit the page's loader held until React was there (scripts/defer-hydration/loader.browser.ts): the form
    // was filled in before this component mounted, so the start time issued at mount would flag a human as too fast.
    const held = event.currentTarget.hasAttribute('data-held-submit')
    const formData = new FormData(event.currentTarget)
    enrich?.(formData)
    const invalid = await validate(formData)
    if (invalid) {
      busy.current = false
      show(invalid)
      return
    }
    if (envelope) {
      idempotencyKey.current ||= randomKey()
      formData.set(envelope.idempotencyKey, idempotencyKey.current)
      if (formToken.current && !held) formData.set(envelope.formToken, formToken.current)
    }
    const previous = view.state
    startTransition(async () => {
      let next: S
      try {
        next = await action(previous, formData)
      } catch (error) {
        next = onRequestError(error)
      }
      busy.current = false
      startTransition(() => show(next))
    })
  }

  return {
    state: view.state,
    attempt: view.attempt,
    formKey: view.formKey,
    pending,
    /** Everything the <form> element needs besides its key, ref and looks (keys cannot be spread in React 19). */
    formProps: { action: formAction, onSubmit, noValidate: true },
    /** Back to an empty form (e.g. "Kirim Analisis Lain"). */
    reset: () => setView((previous) => ({ ...previous, state: initialState, formKey: previous.formKey + 1 })),
    /** Hide a notice without touching the form (closing a toast). */
    dismiss: () => setView((previous) => ({ ...previous, state: { ...previous.state, status: 'idle' } })),
  }
}
