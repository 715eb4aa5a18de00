import 'server-only'
import { headers } from 'next/headers'
import { isSameOrigin } from './origin'

/**
 * The route handlers' cross-site rule (./origin.ts) for server actions, checked inside each action. Next's own check
 * compares Origin with Host only when Origin is present, so a request without it reached the action; here it passes
 * only with `Sec-Fetch-Site: same-origin`, as in the handlers. The proxy refuses such posts first with the Indonesian
 * 403 page (src/lib/leads/form-post-guard.ts); this check holds wherever an action is reached from.
 */
export async function isSameOriginAction(): Promise<boolean> {
  return isSameOrigin(await headers())
}

/** What an action answers when it refuses a cross-site call. */
export const CROSS_SITE_ACTION_MESSAGE =
  'Permintaan ini tidak dikirim dari halaman situs ini, jadi tidak kami proses. Muat ulang halaman lalu coba lagi.'
