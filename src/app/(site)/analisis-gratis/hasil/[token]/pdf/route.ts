import { handleAuditPdfRequest } from '@/lib/audit/http'

// Public: the unguessable token is the capability (see docs/audit.md). The PDF is rendered on demand.
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  return handleAuditPdfRequest((await context.params).token)
}
