import { deletionCopy } from '@/content/admin-data'
import type { DeletionState } from '@/lib/admin/deletion'

const input = 'mt-1 min-h-11 w-full rounded-xl border border-ink-200 px-3'
const button = 'inline-flex min-h-11 items-center rounded-xl px-5 font-semibold'

/**
 * Two steps, each a plain post to /admin/hapus-data answered with the next step: check what is stored for an
 * address, then confirm by typing it again.
 */
export function DeletionForm({ state }: { state: DeletionState }) {
  const notice = state.message ? (
    <p
      role={state.step === 'done' ? 'status' : 'alert'}
      className={
        state.step === 'done'
          ? 'rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-200'
          : 'rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200'
      }
    >
      {state.message}
    </p>
  ) : null

  if (state.step === 'confirm') {
    return (
      <form method="post" action="/admin/hapus-data" className="space-y-4" data-testid="deletion-confirm">
        {notice}
        <p className="font-semibold text-ink-900">
          {deletionCopy.preview(state.email, state.leads, state.subscribers)}
        </p>
        <input type="hidden" name="email" value={state.email} />
        <input type="hidden" name="intent" value="confirm" />
        <div>
          <label htmlFor="konfirmasi-hapus" className="block text-sm font-semibold text-ink-700">
            {deletionCopy.confirmLabel(state.email)}
          </label>
          <input id="konfirmasi-hapus" name="confirmation" type="email" autoComplete="off" required className={input} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
            {deletionCopy.confirm}
          </button>
          <a href="/admin/hapus-data" className={`${button} text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50`}>
            {deletionCopy.cancel}
          </a>
        </div>
      </form>
    )
  }

  return (
    <form method="post" action="/admin/hapus-data" className="space-y-4">
      {notice}
      <div>
        <label htmlFor="email-hapus" className="block text-sm font-semibold text-ink-700">
          {deletionCopy.emailLabel}
        </label>
        <input
          id="email-hapus"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={state.step === 'start' ? state.email : ''}
          className={input}
        />
      </div>
      <input type="hidden" name="intent" value="check" />
      <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        {deletionCopy.check}
      </button>
    </form>
  )
}
