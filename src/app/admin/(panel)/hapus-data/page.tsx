import type { Metadata } from 'next'
import { DeletionForm } from '@/components/admin/deletion-form'
import { deletionCopy } from '@/content/admin-data'
import { requireStaffPage } from '@/lib/admin/access'
import { deletionAction } from './actions'

export const metadata: Metadata = { title: 'Hapus data' }

/** UU PDP deletion of everything stored for one e-mail address (admin). */
export default async function DeletionPage() {
  await requireStaffPage('admin')
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{deletionCopy.title}</h1>
        <p className="mt-1 text-ink-600">{deletionCopy.intro}</p>
      </div>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <DeletionForm action={deletionAction} />
      </section>
    </div>
  )
}
