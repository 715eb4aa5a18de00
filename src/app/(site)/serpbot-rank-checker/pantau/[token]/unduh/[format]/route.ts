import { handleTrackerExport } from '@/lib/rank-tracker'

// Who may call: whoever holds the tracker's unguessable token (the page's own key). Rendered per request.
export const dynamic = 'force-dynamic'

// Loaded on the first PDF only: the renderer is large and most downloads are CSV or JSON.
const renderRankPdf = async (...args: Parameters<typeof import('@/pdf/rank-report').renderRankPdf>) =>
  (await import('@/pdf/rank-report')).renderRankPdf(...args)

export async function GET(_request: Request, context: { params: Promise<{ token: string; format: string }> }) {
  const { token, format } = await context.params
  return handleTrackerExport(token, format, renderRankPdf)
}
