import { CheckCircle2, CircleHelp, TriangleAlert, XCircle } from 'lucide-react'
import { STATUS_LABELS, type CheckStatus } from '@/lib/audit/checks/definitions'
import { cn } from '@/lib/cn'

const styles: Record<CheckStatus, { className: string; Icon: typeof XCircle }> = {
  fail: { className: 'bg-rose-50 text-rose-800 ring-rose-200', Icon: XCircle },
  warn: { className: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: TriangleAlert },
  pass: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CheckCircle2 },
  error: { className: 'bg-ink-50 text-ink-700 ring-ink-200', Icon: CircleHelp },
}

/** A check's outcome as a coloured pill with an icon and a word (never colour alone). */
export function StatusBadge({ status, className }: { status: CheckStatus; className?: string }) {
  const { className: tone, Icon } = styles[status]
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  )
}
