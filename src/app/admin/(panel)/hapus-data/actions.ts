'use server'

import { headers } from 'next/headers'
import { deletionCopy } from '@/content/admin-data'
import { getDatabase } from '@/lib/db/client'
import { CROSS_SITE_ACTION_MESSAGE, isSameOriginAction } from '@/lib/server/action-origin'
import { requestClientIp } from '@/lib/server/client-ip'
import { StaffAccessError, requireStaffAction } from '@/lib/admin/access'
import { deleteVisitorData, deletionAddress, deletionPreview, type DeletionState } from '@/lib/admin/deletion'

/**
 * The UU PDP deletion form (admin): first "check" shows what is stored for the address, then "confirm" with the
 * address typed again deletes it. Only a same-origin request is served (the handlers' rule: no Origin passes only
 * with Sec-Fetch-Site: same-origin); the role is checked on every step.
 */
export async function deletionAction(_previous: DeletionState, formData: FormData): Promise<DeletionState> {
  if (!(await isSameOriginAction())) return { step: 'start', message: CROSS_SITE_ACTION_MESSAGE }
  let user
  try {
    user = await requireStaffAction('admin')
  } catch (error) {
    if (error instanceof StaffAccessError) return { step: 'start', message: error.message }
    throw error
  }
  const database = await getDatabase()
  const email = deletionAddress(formData.get('email'))
  if (!email)
    return { step: 'start', message: deletionCopy.invalid, email: String(formData.get('email') ?? '').slice(0, 254) }

  if (formData.get('intent') !== 'confirm') {
    const preview = await deletionPreview(database, email)
    if (preview.leads + preview.subscribers === 0) return { step: 'start', message: deletionCopy.nothing(email), email }
    return { step: 'confirm', email, ...preview }
  }

  if (deletionAddress(formData.get('confirmation')) !== email) {
    const preview = await deletionPreview(database, email)
    return { step: 'confirm', email, ...preview, message: deletionCopy.mismatch }
  }
  const ip = requestClientIp(await headers())
  const result = await deleteVisitorData(database, email, { user, ip })
  return { step: 'done', message: deletionCopy.done(result.leads, result.subscribers) }
}
