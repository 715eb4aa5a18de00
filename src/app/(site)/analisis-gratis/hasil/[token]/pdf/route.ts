import { handleAuditPdfRequest } from '@/lib/audit/http'

// Public: the unguessable token is the capability (see docs/audit.md). The PDF is rendered on demand.
export const dynamic = 'force-dynamic'

// Loaded on the first download only: the PDF renderer is large and most visitors never ask for it.
const renderAuditPdf = async (...args: Parameters<typeof import('@/pdf/audit-report').renderAuditPdf>) =>
  (await import('@/pdf/audit-report')).renderAuditPdf(...args)

export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  return handleAuditPdfRequest((await context.params).token, renderAuditPdf)
}
