import { handleUnsubscribe, unsubscribePageFor } from '@/lib/rank-tracker'

// RFC 8058 one-click unsubscribe from the weekly digest (List-Unsubscribe-Post). Who may call: whoever holds the
// tracker's unsubscribe token (or, for digests sent before issue 40, its page token), from anywhere: the mail
// provider posts it without Origin or cookie. It stops the mails only.
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ token: string }> }) {
  return handleUnsubscribe(request, (await context.params).token)
}

// A person who opens the address sees the page with the confirm button; a GET never unsubscribes (link scanners).
export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  const page = await unsubscribePageFor((await context.params).token)
  return new Response(page ? null : 'Pantauan tidak ditemukan.', {
    status: page ? 303 : 404,
    headers: {
      ...(page ? { location: page } : { 'content-type': 'text/plain; charset=utf-8' }),
      'cache-control': 'private, no-store',
    },
  })
}
