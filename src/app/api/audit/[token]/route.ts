import { handleAuditStatusRequest } from '@/lib/audit/http'

// Public: the unguessable token is the capability (see docs/audit.md). GET only; never cached.
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  return handleAuditStatusRequest((await context.params).token)
}
