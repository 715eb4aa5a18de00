import { rankTrackerAdminCopy } from '@/content/admin-rank-tracker'

const copy = rankTrackerAdminCopy.agencySetting
const button =
  'inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50'

/**
 * The dashboard's switch (admins only; show it only to admins, the handler checks again): mail the team when a
 * rank-tracker lead's keyword leaves the top 10. A plain same-origin form post, answered back to the dashboard.
 */
export function RankAlertSetting({ on, notice }: { on: boolean; notice: 'on' | 'off' | null }) {
  return (
    <section
      id="notifikasi-rank"
      aria-labelledby="judul-notifikasi-rank"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="judul-notifikasi-rank" className="text-lg font-bold text-ink-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{copy.description}</p>
      {notice ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
          {copy.saved[notice]}
        </p>
      ) : null}
      <p className="mt-3 text-sm font-semibold text-ink-900" data-testid="rank-alert-setting">
        {on ? copy.on : copy.off}
      </p>
      <form method="post" action="/api/admin/dashboard/rank-alerts" className="mt-3">
        <input type="hidden" name="notify" value={on ? 'off' : 'on'} />
        <button type="submit" className={button}>
          {on ? copy.disable : copy.enable}
        </button>
      </form>
    </section>
  )
}
