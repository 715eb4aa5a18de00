import type { ReactNode } from 'react'
import type { BadgeTone } from '@/content/types'
import { cn } from '@/lib/cn'

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-300/30 text-ink-900 ring-accent-400/60',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
}

export function Badge({
  tone = 'brand',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
