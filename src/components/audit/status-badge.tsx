import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/content/icons'
import { STATUS_LABELS, type CheckStatus } from '@/lib/audit/checks/definitions'
import { cn } from '@/lib/cn'

const styles: Record<CheckStatus, { className: string; icon: IconName }> = {
  fail: { className: 'bg-rose-50 text-rose-800 ring-rose-200', icon: 'circle-x' },
  warn: { className: 'bg-amber-50 text-amber-900 ring-amber-200', icon: 'alert' },
  pass: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: 'check-circle' },
  error: { className: 'bg-ink-50 text-ink-700 ring-ink-200', icon: 'circle-help' },
}

/** A check's outcome as a coloured pill with an icon and a word (never colour alone). */
export function StatusBadge({ status, className }: { status: CheckStatus; className?: string }) {
  const { className: tone, icon } = styles[status]
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon name={icon} className="size-3.5" />
      {STATUS_LABELS[status]}
    </span>
  )
}
