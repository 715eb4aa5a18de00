import { cn } from '@/lib/cn'
import { scoreVerdict } from '@/lib/audit/result'

const toneClasses = { good: 'text-emerald-600', fair: 'text-accent-500', poor: 'text-rose-600' } as const

/** The 0-100 score as a ring; the number is real text, the ring is decoration. */
export function ScoreGauge({ score, className }: { score: number; className?: string }) {
  const { tone } = scoreVerdict(score)
  const radius = 52
  const circumference = 2 * Math.PI * radius
  return (
    <div className={cn('relative size-36 shrink-0', className)}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="12" className="stroke-ink-100" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.max(0, Math.min(100, score)) / 100)}
          className={cn('stroke-current', toneClasses[tone])}
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-extrabold text-ink-900 tabular-nums" data-score="">
          {score}
        </span>
        <span className="text-sm font-semibold text-ink-600">dari 100</span>
      </p>
    </div>
  )
}
