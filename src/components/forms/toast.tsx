'use client'

import { useSyncExternalStore, type Ref } from 'react'
import { clsx } from 'clsx'
import type { NoticeTone } from './form-notice'

type ToastProps = {
  tone: Extract<NoticeTone, 'success' | 'error'>
  message: string
  onClose: () => void
  ref?: Ref<HTMLDivElement>
}

const subscribeNothing = () => () => {}

/**
 * A floating notice in the corner of the screen. It stays until closed (no timer to race against while reading);
 * the close button appears once JavaScript runs, since it could do nothing without it.
 */
export function Toast({ tone, message, onClose, ref }: ToastProps) {
  // false in the server HTML, true once hydrated: no hydration mismatch, no effect.
  const interactive = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-toast={tone}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-xl outline-none focus-visible:ring-3 focus-visible:ring-brand-600/40',
        tone === 'success' ? 'border-emerald-300 bg-white text-ink-900' : 'border-red-700 bg-red-700 text-white',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          tone === 'success' ? 'bg-emerald-600 text-white' : 'bg-white text-red-700',
        )}
      >
        {tone === 'success' ? '✓' : '!'}
      </span>
      <p className="flex-1 text-sm leading-relaxed font-medium">{message}</p>
      {interactive ? (
        <button
          type="button"
          onClick={onClose}
          className={clsx(
            '-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
            tone === 'success' ? 'text-ink-500 hover:bg-ink-100 hover:text-ink-900' : 'text-white hover:bg-white/15',
          )}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
          </svg>
          <span className="sr-only">Tutup pemberitahuan</span>
        </button>
      ) : null}
    </div>
  )
}

/** Fixed corner area holding toasts; a persistent live region so each new toast is announced. */
export function ToastViewport({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-3 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]"
    >
      {children}
    </div>
  )
}
