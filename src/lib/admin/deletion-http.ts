import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { CROSS_SITE_ACTION_MESSAGE } from '@/lib/server/action-origin'
import { requestClientIp } from '@/lib/server/client-ip'
import { readFormFields } from '@/lib/server/http'
import { isSameOrigin } from '@/lib/server/origin'
import { deleteVisitorData, deletionAddress, deletionPreview, type DeletionState } from './deletion'
import type { StaffUser } from './staff'

/** The form carries an address twice and an intent: 16 KB is far more than it needs. */
const FORM_LIMIT = 16_384

/** The form's messages (content/admin-data.ts deletionCopy). */
export type DeletionMessages = {
  invalid: string
  nothing: (email: string) => string
  mismatch: string
  done: (leads: number, subscribers: number) => string
}

/**
 * A post of the UU PDP deletion form (POST /admin/hapus-data, for `user`, an admin the page has let in): first
 * "check" shows what is stored for the address, then "confirm" with the address typed again deletes it. Only a
 * same-origin post is served (the handlers' rule: no Origin passes only with Sec-Fetch-Site: same-origin), whatever
 * screens sit in front. Answers the form's next state.
 */
export async function deletionStep(
  request: Request,
  user: StaffUser,
  deletionCopy: DeletionMessages,
): Promise<DeletionState> {
  if (!isSameOrigin(request.headers)) return { step: 'start', message: CROSS_SITE_ACTION_MESSAGE }
  const form = await readFormFields(request, FORM_LIMIT)
  if (!form) return { step: 'start', message: deletionCopy.invalid }
  const database = await getDatabase()
  const email = deletionAddress(form.get('email'))
  if (!email) return { step: 'start', message: deletionCopy.invalid, email: (form.get('email') ?? '').slice(0, 254) }

  if (form.get('intent') !== 'confirm') {
    const preview = await deletionPreview(database, email)
    if (preview.leads + preview.subscribers === 0) return { step: 'start', message: deletionCopy.nothing(email), email }
    return { step: 'confirm', email, ...preview }
  }

  if (deletionAddress(form.get('confirmation')) !== email) {
    const preview = await deletionPreview(database, email)
    return { step: 'confirm', email, ...preview, message: deletionCopy.mismatch }
  }
  const result = await deleteVisitorData(database, email, { user, ip: requestClientIp(request.headers) })
  return { step: 'done', message: deletionCopy.done(result.leads, result.subscribers) }
}
