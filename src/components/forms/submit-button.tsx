'use client'

import type { ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { joinButtonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes'

type SubmitButtonProps = {
  children: ReactNode
  /** Pending from the form's own submit handler (JavaScript path); useFormStatus covers native form actions. */
  pending?: boolean
  pendingLabel?: string
  variant?: ButtonVariant
  size?: ButtonSize
  /** Added to the button's own classes without merging: width, margin, shrink only (see joinButtonClasses). */
  className?: string
}

/** The form's submit button: "Mengirim..." and disabled while the submission is on its way. */
export function SubmitButton({
  children,
  pending = false,
  pendingLabel = 'Mengirim...',
  variant = 'primary',
  size = 'lg',
  className,
}: SubmitButtonProps) {
  const status = useFormStatus()
  const busy = pending || status.pending
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className={joinButtonClasses(variant, size, className)}
    >
      {busy ? (
        <>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
            fill="none"
          >
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
