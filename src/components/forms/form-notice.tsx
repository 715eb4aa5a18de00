import type { ReactNode, Ref } from 'react'
import { clsx } from 'clsx'

export type NoticeTone = 'success' | 'error' | 'destructive'

const tones: Record<NoticeTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  // The spec's "destructive" style: a solid red banner.
  destructive: 'border-red-700 bg-red-700 text-white',
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return tone === 'success' ? (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0" fill="currentColor">
      <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4zm3.7 6.1-4.4 4.6a.9.9 0 0 1-1.3 0L6.3 10.8a.9.9 0 1 1 1.3-1.3l1.1 1.1 3.7-3.9a.9.9 0 1 1 1.3 1.2z" />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0" fill="currentColor">
      <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4zm0 4a.9.9 0 0 1 .9.9v3.8a.9.9 0 1 1-1.8 0V6.7a.9.9 0 0 1 .9-.9zm0 7.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
    </svg>
  )
}

type FormNoticeProps = {
  tone: NoticeTone
  title?: string
  message: string
  children?: ReactNode
  className?: string
  /** Focus target after a submission, so keyboard and screen-reader users land on the outcome. */
  ref?: Ref<HTMLDivElement>
}

/** A form-level outcome (success, error). Render it inside a <StatusRegion> so it is announced. */
export function FormNotice({ tone, title, message, children, className, ref }: FormNoticeProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-notice={tone}
      className={clsx('flex gap-3 rounded-xl border p-4 outline-none', tones[tone], className)}
    >
      <NoticeIcon tone={tone} />
      <div className="min-w-0">
        {title ? <p className="font-bold">{title}</p> : null}
        <p className={clsx('text-sm leading-relaxed', title && 'mt-0.5')}>{message}</p>
        {children}
      </div>
    </div>
  )
}

/** A live region that exists before its content changes, so screen readers announce the outcome. */
export function StatusRegion({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className={className}>
      {children}
    </div>
  )
}
