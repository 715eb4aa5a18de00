import { DeletionForm } from '@/components/admin/deletion-form'
import { renderInboxPage } from '@/components/admin/inbox-page'
import { deletionCopy } from '@/content/admin-data'
import type { DeletionState } from '@/lib/admin/deletion'
import { deletionStep } from '@/lib/admin/deletion-http'

// UU PDP deletion of everything stored for one e-mail address (admin only): the form's steps are plain posts to this
// address, each answered with the next step (src/lib/admin/deletion-http.ts).
export const dynamic = 'force-dynamic'

const page = (state: DeletionState) => (
  <div className="max-w-2xl space-y-6">
    <div>
      <h1 className="text-2xl font-bold">{deletionCopy.title}</h1>
      <p className="mt-1 text-ink-600">{deletionCopy.intro}</p>
    </div>
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6">
      <DeletionForm state={state} />
    </section>
  </div>
)

export async function GET(request: Request) {
  return renderInboxPage(request, 'Hapus data', async () => page({ step: 'start' }), { role: 'admin' })
}

export async function POST(request: Request) {
  return renderInboxPage(request, 'Hapus data', async (user) => page(await deletionStep(request, user, deletionCopy)), {
    role: 'admin',
  })
}
