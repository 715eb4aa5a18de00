import { handleTrackerAction } from '@/lib/rank-tracker'

// Who may call: whoever holds the tracker's unguessable token, from this site's own page (Origin checked in the
// handler, as for server actions). The page's forms post here without JavaScript: edit keywords, resend the link,
// weekly digest on/off, stop tracking.
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ token: string; action: string }> }) {
  const { token, action } = await context.params
  return handleTrackerAction(request, token, action)
}
