import type { Instrumentation } from 'next'

/** Server start hook (Next calls register once per server instance; not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // No line of the server's output carries a private token, Next's own error reports included (src/lib/log-line.ts).
  ;(await import('@/lib/log-line')).redactConsole()
  // Every setting is checked before anything starts: a malformed one stops the server with one message
  // listing all problems, instead of a silent fallback (src/lib/config).
  ;(await import('@/lib/config/start')).refuseMalformedConfig()
  ;(await import('@/lib/request-log')).installRequestLog()
  await (await import('@/lib/runtime')).startServerRuntime()
}

/**
 * An error a page, route handler or server action did not handle: one JSON line with its stack and the request id
 * (the visitor sees only the Indonesian error page or a bare 500, never the message).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logUnhandledRequestError } = await import('@/lib/request-log')
  logUnhandledRequestError(error, request, context)
}
