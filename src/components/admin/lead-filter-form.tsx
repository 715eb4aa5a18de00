import { leadKindShortLabels, leadStatusLabels } from '@/content/admin'
import { rankTrackerAdminCopy } from '@/content/admin-rank-tracker'
import type { LeadFilter } from '@/lib/admin/lead-list'

const control =
  'block min-h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-base text-ink-900 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/25 focus:outline-none'
const label = 'mb-1 block text-sm font-semibold text-ink-800'

/**
 * Marks each empty date field `data-empty`, now and as it changes: WebKit shows today's date, greyed, in an empty
 * date field, which reads as a date filter already set; globals.css hides the date of a marked field until it is
 * focused. Without JavaScript the fields look as the browser draws them, and the filter works the same.
 */
function markEmptyDates() {
  document.querySelectorAll<HTMLInputElement>('input[type=date]').forEach((input) => {
    const mark = () => input.toggleAttribute('data-empty', !input.value)
    mark()
    input.addEventListener('input', mark)
    input.addEventListener('change', mark)
  })
}

const markEmptyDatesCode = `(${markEmptyDates.toString()})()`

/** The list filter as a plain GET form: the view lives in the URL (bookmark it, share it). */
export function LeadFilterForm({ filter }: { filter: LeadFilter }) {
  return (
    <>
      <form method="get" action="/admin/leads" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor="filter-q" className={label}>
              Cari
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ''}
              maxLength={200}
              placeholder="Nama, e-mail, telepon, website, bisnis, pesan"
              className={control}
            />
          </div>
          <div>
            <label htmlFor="filter-status" className={label}>
              Status
            </label>
            <select id="filter-status" name="status" defaultValue={filter.status ?? ''} className={control}>
              <option value="">Semua status</option>
              {Object.entries(leadStatusLabels).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-kind" className={label}>
              Jenis
            </label>
            <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ''} className={control}>
              <option value="">Semua jenis</option>
              {Object.entries(leadKindShortLabels).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-from" className={label}>
              Dari tanggal
            </label>
            <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ''} className={control} />
          </div>
          <div>
            <label htmlFor="filter-to" className={label}>
              Sampai tanggal
            </label>
            <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ''} className={control} />
          </div>
          <div>
            <label htmlFor="filter-rank" className={label}>
              {rankTrackerAdminCopy.filter.label}
            </label>
            <select id="filter-rank" name="rank" defaultValue={filter.rank ?? ''} className={control}>
              <option value="">{rankTrackerAdminCopy.filter.all}</option>
              <option value="fell">{rankTrackerAdminCopy.filter.fell}</option>
            </select>
          </div>
          <div>
            <label htmlFor="filter-spam" className={label}>
              Spam
            </label>
            <select id="filter-spam" name="spam" defaultValue={filter.spam} className={control}>
              <option value="hide">Sembunyikan spam</option>
              <option value="only">Hanya spam</option>
              <option value="all">Tampilkan semua</option>
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="submit"
            className="min-h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Terapkan
          </button>
          <a
            href="/admin/leads"
            className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            Hapus filter
          </a>
        </div>
      </form>
      <script dangerouslySetInnerHTML={{ __html: markEmptyDatesCode }} />
    </>
  )
}
