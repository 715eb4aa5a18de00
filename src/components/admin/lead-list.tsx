import type { LeadListRow } from '@/lib/admin/lead-list'
import { fieldValueText } from '@/lib/leads'
import { formatWib } from '@/lib/server/wib'
import { ErasedBadge, KindBadge, SpamBadge, StatusBadge } from './lead-badges'

/** The leads of one page as cards: readable on a phone, a compact grid on a wide screen. Text only. */
export function LeadList({ rows }: { rows: LeadListRow[] }) {
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
      {rows.map((lead) => (
        <li key={lead.id}>
          <a
            href={`/admin/leads/${lead.id}`}
            className="grid gap-1 px-4 py-3 hover:bg-brand-50/50 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-4"
            data-testid="lead-row"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink-900">{lead.name}</span>
              <span className="block truncate text-sm text-ink-600">
                {[fieldValueText('business', lead.business) ?? lead.company, lead.website]
                  .filter(Boolean)
                  .join(' · ') || '-'}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-1.5">
              <KindBadge kind={lead.kind} />
              <StatusBadge status={lead.status} />
              {lead.isSpam ? <SpamBadge /> : null}
              {lead.erased ? <ErasedBadge /> : null}
            </span>
            <span className="text-sm text-ink-600 sm:text-right">
              <time dateTime={lead.createdAt}>{formatWib(lead.createdAt)}</time>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
