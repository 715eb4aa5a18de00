import { handleUnsubscribe, rankPagePaths } from '@/lib/rank-tracker'

// RFC 8058 one-click unsubscribe from the weekly digest (List-Unsubscribe-Post). Who may call: whoever holds the
// tracker's token, from anywhere: the mail provider posts it without Origin or cookie. It stops the mails only.
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ token: string }> }) {
  return handleUnsubscribe(request, (await context.params).token)
}

// A person who opens the address sees the page with the confirm button; a GET never unsubscribes (link scanners).
export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  const token = (await context.params).token
  return new Response(null, {
    status: 303,
    headers: { location: rankPagePaths.unsubscribePage(token), 'cache-control': 'private, no-store' },
  })
}
