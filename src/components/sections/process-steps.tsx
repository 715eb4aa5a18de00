import type { ProcessStep } from '@/content/types'
import { cn } from '@/lib/cn'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const

/** Numbered steps with optional duration and deliverables, as an ordered list. */
type ProcessStepsProps = {
  steps: readonly ProcessStep[]
  tone?: 'light' | 'dark'
  columns?: 2 | 3 | 4
  /** Heading over each step's deliverables list. */
  deliverablesLabel?: string
}

export function ProcessSteps({ steps, tone = 'light', columns = 3, deliverablesLabel = 'Hasil' }: ProcessStepsProps) {
  const dark = tone === 'dark'
  return (
    <ol className={cn('grid gap-6', columnClasses[columns])}>
      {steps.map((step) => (
        <li
          key={step.step}
          className={cn(
            'relative rounded-2xl p-6',
            dark ? 'bg-white/5 ring-1 ring-white/10 ring-inset' : 'border border-ink-100 bg-white shadow-sm',
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className={cn('text-4xl font-extrabold tabular-nums', dark ? 'text-accent-400' : 'text-brand-500')}
            >
              {String(step.step).padStart(2, '0')}
            </span>
            {step.duration ? (
              <span
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-semibold',
                  dark ? 'bg-white/10 text-ink-100' : 'bg-brand-50 text-brand-800',
                )}
              >
                <span className="sr-only">Durasi: </span>
                {step.duration}
              </span>
            ) : null}
          </div>
          <h3 className={cn('mt-4 text-lg font-bold', dark && 'text-white')}>
            <span className="sr-only">Langkah {step.step}: </span>
            {step.title}
          </h3>
          <p className={cn('mt-2 leading-relaxed', dark ? 'text-ink-200' : 'text-ink-600')}>{step.description}</p>
          {step.deliverables?.length ? (
            <div className="mt-4">
              <p className={cn('text-xs font-bold tracking-wide uppercase', dark ? 'text-ink-300' : 'text-ink-500')}>
                {deliverablesLabel}
              </p>
              <ul className={cn('mt-2 list-disc space-y-1 pl-5 text-sm', dark ? 'text-ink-200' : 'text-ink-700')}>
                {step.deliverables.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
