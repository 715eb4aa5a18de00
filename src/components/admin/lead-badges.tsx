import { adminCopy, leadKindShortLabels, leadStatusLabels } from '@/content/admin'
import { cn } from '@/lib/cn'

const statusTones: Record<string, string> = {
  new: 'bg-accent-300/40 text-ink-900 ring-accent-500/60',
  contacted: 'bg-brand-50 text-brand-800 ring-brand-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  lost: 'bg-ink-100 text-ink-700 ring-ink-300',
}

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset'

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn(pill, statusTones[status] ?? statusTones.lost)}>
      {leadStatusLabels[status as keyof typeof leadStatusLabels] ?? status}
    </span>
  )
}

export function KindBadge({ kind }: { kind: string }) {
  return <span className={cn(pill, 'bg-white text-ink-700 ring-ink-200')}>{leadKindShortLabels[kind] ?? kind}</span>
}

export function SpamBadge() {
  return <span className={cn(pill, 'bg-red-50 text-red-800 ring-red-200')}>Spam</span>
}

export function ErasedBadge() {
  return <span className={cn(pill, 'bg-ink-100 text-ink-700 ring-ink-300')}>{adminCopy.erasedLead.badge}</span>
}
