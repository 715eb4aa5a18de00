import { exportCopy } from '@/content/admin-data'

const FILTER_FIELDS = ['status', 'kind', 'from', 'to', 'spam', 'q'] as const

const button =
  'inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50'

/**
 * CSV and JSON download of the leads a filter selects (admin only; show it only to admins). A same-origin form
 * POST carrying the list's filter fields, so a download never depends on JavaScript and never runs cross-site.
 */
export function ExportButtons({
  filter,
  hint = exportCopy.hint,
}: {
  filter: Partial<Record<string, string>>
  hint?: string
}) {
  return (
    <form method="post" action="/api/admin/leads/export" className="flex flex-wrap items-center gap-2">
      {FILTER_FIELDS.map((name) =>
        filter[name] ? <input key={name} type="hidden" name={name} value={filter[name]} /> : null,
      )}
      <button type="submit" name="format" value="csv" className={button}>
        {exportCopy.csv}
      </button>
      <button type="submit" name="format" value="json" className={button}>
        {exportCopy.json}
      </button>
      <p className="w-full text-sm text-ink-600">{hint}</p>
    </form>
  )
}
