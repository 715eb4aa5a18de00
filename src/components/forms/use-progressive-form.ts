'use client'

import { useActionState, useCallback, useRef, useState, useTransition, type FormEvent } from 'react'
import { issueFormToken } from '@/lib/leads/actions'
import { LEAD_META_FIELDS } from '@/lib/leads/schema'

type BaseState = { status: 'idle' | 'success' | 'error' }

type Options<S extends BaseState> = {
  /** The server action: posted as a plain HTML form before JavaScript loads, called directly after. */
  action: (previous: S, formData: FormData) => Promise<S>
  initialState: S
  /** The page URL (with a #fragment) the no-JavaScript post returns to. */
  permalink: string
  /** Client-side check with the shared schema: an error state stops the submission, null lets it through. */
  validate?: (formData: FormData) => S | null
  /** The state to show when the request itself fails (network down, server crashed). */
  onRequestError: (error: unknown, formData: FormData) => S
  /** Adds values only the browser knows (e.g. the page address) to the posted data. */
  enrich?: (formData: FormData) => void
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
export function useProgressiveForm<S extends BaseState>({ action, initialState, permalink, validate, onRequestError, enrich }: Options<S>) {
  const [postbackState, formAction] = useActionState<S, FormData>(action, initialState as Awaited<S>, permalink)
  const [clientState, setClientState] = useState<S | null>(null)
  const [pending, startTransition] = useTransition()
  const state = clientState ?? postbackState
  // Bumped on every answer, so effects (focus, toasts) run once per submission even when the state looks the same.
  const [attempt, setAttempt] = useState(0)
  // A new key remounts the form: after a success it comes back empty (the defaults of the postback are dropped).
  const [formKey, setFormKey] = useState(0)
  // One key per filled-in form, kept across retries so a double submit is stored once; renewed after a success.
  const idempotencyKey = useRef('')
  const formToken = useRef('')
  const tokenRequested = useRef(false)

  /** The signed start time for the minimum-fill-time check, fetched once the visitor starts filling in. */
  const onFocusCapture = useCallback(() => {
    if (tokenRequested.current) return
    tokenRequested.current = true
    issueFormToken().then(
      (token) => {
        formToken.current = token
      },
      () => {
        tokenRequested.current = false
      },
    )
  }, [])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (pending) return
      const formData = new FormData(event.currentTarget)
      enrich?.(formData)
      const invalid = validate?.(formData)
      if (invalid) {
        setClientState(invalid)
        setAttempt((value) => value + 1)
        return
      }
      idempotencyKey.current ||= randomKey()
      formData.set(LEAD_META_FIELDS.idempotencyKey, idempotencyKey.current)
      if (formToken.current) formData.set(LEAD_META_FIELDS.formToken, formToken.current)
      startTransition(async () => {
        let next: S
        try {
          next = await action(state, formData)
        } catch (error) {
          next = onRequestError(error, formData)
        }
        startTransition(() => {
          setClientState(next)
          setAttempt((value) => value + 1)
          if (next.status === 'success') {
            setFormKey((value) => value + 1)
            idempotencyKey.current = ''
            formToken.current = ''
            tokenRequested.current = false
          }
        })
      })
    },
    [action, enrich, onRequestError, pending, state, validate],
  )

  /** Back to an empty form (e.g. "Kirim Analisis Lain"). */
  const reset = useCallback(() => {
    setClientState(initialState)
    setFormKey((value) => value + 1)
  }, [initialState])

  /** Hide a notice without touching the form (closing a toast). */
  const dismiss = useCallback(() => setClientState({ ...state, status: 'idle' } as S), [state])

  return { state, formAction, onSubmit, pending, attempt, formKey, reset, dismiss, onFocusCapture }
}
