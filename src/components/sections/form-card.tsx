import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type FormCardProps = { headingId: string; title: string; lead: string; className?: string; children: ReactNode }

/** A form in a white card under its heading and a one-line lead; the heading names the form's band. */
export function FormCard({ headingId, title, lead, className, children }: FormCardProps) {
  return (
    <div className={cn('rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8', className)}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-ink-600">{lead}</p>
      {children}
    </div>
  )
}
