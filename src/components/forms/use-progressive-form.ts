'use client'

import { useActionState, useCallback, useEffect, useRef, useState, useTransition, type FormEvent } from 'react'
import { issueFormToken } from '@/lib/leads/actions'

type BaseState = { status: 'idle' | 'success' | 'error'; values?: unknown; email?: string }

type Options<S extends BaseState> = {
  /** The server action: posted as a plain HTML form before JavaScript loads, called directly after. */
  action: (previous: S, formData: FormData) => Promise<S>
  initialState: S
  /** The page URL (with a #fragment) the no-JavaScript post returns to. */
  permalink: string
  /** Client-side check with the shared schema: an error state stops the submission, null lets it through. */
  validate?: (formData: FormData) => Promise<S | null>
  /** The state to show when the request itself fails (network down, server crashed). */
  onRequestError: (error: unknown) => S
  /** Adds values only the browser knows (e.g. the page address) to the posted data. */
  enrich?: (formData: FormData) => void
  /** Field names for the idempotency key and the signed start time; leave out for forms without them. */
  envelope?: { idempotencyKey: string; formToken: string }
  /** Runs once when the visitor starts filling in (e.g. to load the validation schema). */
  onStart?: () => void
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One submission flow for every form on the site.
 * - Without JavaScript (or before hydration) `formAction` posts the form to the server action and the page comes
 *   back rendered with the action's state: same texts, typed values returned by the server.
 * - With JavaScript the submit handler validates with the shared zod schema first (nothing is sent when it fails)
 *   and then calls the same server action without React's automatic form reset, so a failure never clears what
 *   the visitor typed; a thrown request becomes a normal error state instead of an error page.
 */
export function useProgressiveForm<S extends BaseState>(options: Options<S>) {
  const { action, initialState, permalink, validate, onRequestError, enrich, envelope, onStart } = options
  const [postbackState, formAction] = useActionState<S, FormData>(action, initialState as Awaited<S>, permalink)
  const [clientState, setClientState] = useState<S | null>(null)
  const [pending, startTransition] = useTransition()
  const state = clientState ?? postbackState
  // Bumped on every answer, so effects (focus, toasts) run once per submission even when the state looks the same.
  const [attempt, setAttempt] = useState(0)
  // A new key remounts the form: after a success it comes back empty (the defaults of a postback are dropped).
  const [formKey, setFormKey] = useState(0)
  // One key per filled-in form, kept across retries so a double submit is stored once; renewed after a success.
  const idempotencyKey = useRef('')
  const formToken = useRef('')
  const started = useRef(false)
  const busy = useRef(false)

  // The signed start time for the minimum-fill-time check. Pages hydrate on the first interaction with a form
  // (scripts/defer-hydration.ts), so mounting is the visitor starting to fill in; a fresh one after each success.
  useEffect(() => {
    if (!envelope) return
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
  }, [envelope, formKey])

  /** First focus in the form after hydration: warm up what submitting needs (the validation schema). */
  const onFocusCapture = useCallback(() => {
    if (started.current) return
    started.current = true
    onStart?.()
  }, [onStart])

  useEffect(() => {
    // Hydrated because the visitor is already in this form: warm up now, the focus event came before React.
    if (document.activeElement?.closest('form') && !started.current) {
      started.current = true
      onStart?.()
    }
  }, [onStart])

  const show = useCallback((next: S, current: S) => {
    // An error answer without the typed values keeps the ones the form was rendered with (postback defaults).
    const merged = next.status === 'error' ? ({ values: current.values, email: current.email, ...next } as S) : next
    setClientState(merged)
    setAttempt((value) => value + 1)
    if (next.status === 'success') {
      setFormKey((value) => value + 1)
      idempotencyKey.current = ''
      formToken.current = ''
    }
  }, [])

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy.current) return
      busy.current = true
      const current = state
      const formData = new FormData(event.currentTarget)
      enrich?.(formData)
      const invalid = validate ? await validate(formData) : null
      if (invalid) {
        busy.current = false
        show(invalid, current)
        return
      }
      if (envelope) {
        idempotencyKey.current ||= randomKey()
        formData.set(envelope.idempotencyKey, idempotencyKey.current)
        if (formToken.current) formData.set(envelope.formToken, formToken.current)
      }
      startTransition(async () => {
        let next: S
        try {
          next = await action(current, formData)
        } catch (error) {
          next = onRequestError(error)
        }
        busy.current = false
        startTransition(() => show(next, current))
      })
    },
    [action, enrich, envelope, onRequestError, show, state, validate],
  )

  /** Back to an empty form (e.g. "Kirim Analisis Lain"). */
  const reset = useCallback(() => {
    setClientState(initialState)
    setFormKey((value) => value + 1)
  }, [initialState])

  /** Hide a notice without touching the form (closing a toast). */
  const dismiss = useCallback(() => setClientState({ ...state, status: 'idle' }), [state])

  /** Everything the <form> element needs besides its key, ref and looks (keys cannot be spread in React 19). */
  const formProps = { action: formAction, onSubmit, onFocusCapture, noValidate: true }

  return { state, formProps, pending, attempt, formKey, reset, dismiss }
}
