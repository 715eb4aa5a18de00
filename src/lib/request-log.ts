import 'server-only'
import { randomUUID } from 'node:crypto'
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { logger } from '@/lib/log'
import { redactPath } from '@/lib/private-paths'

/*
 * One JSON log line per HTTP request, with a request id that is also sent back as `X-Request-Id` and handed to the
 * app as the `x-request-id` request header (error logs carry it, so a visitor's "it failed" can be found).
 *
 * Next 16's proxy runs before the route but never sees the final status or the time the response took, so the
 * line is written where both are known: Node's `http.server.request.start` diagnostics channel (the one the
 * peer-address hook uses, published by node:http before the server's 'request' event) gives the request and the
 * response; the response's 'close' event gives the status and duration, and says whether the client went away
 * first. It covers `next start`, Next's standalone server.js and the lead test server alike, without a custom
 * server.
 */

export const REQUEST_ID_HEADER = 'x-request-id'
/** A request id a trusted reverse proxy may pass on (nginx `$request_id`: 32 hex digits; UUIDs). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/

type RequestStart = { request: IncomingMessage; response: ServerResponse }

/**
 * The path as logged: without the query string (it can carry campaign ids, tokens or an address typed into a
 * search) and with secret tokens replaced (the one list of private addresses, src/lib/private-paths.ts).
 */
export function loggablePath(url: string): string {
  const query = url.search(/[?#]/)
  return redactPath(query >= 0 ? url.slice(0, query) : url)
}

function requestId(request: IncomingMessage): string {
  // Only behind a reverse proxy that sets it (TRUST_PROXY on) is an incoming id kept; a client's is replaced.
  const forwarded = request.headers[REQUEST_ID_HEADER]
  if (process.env.TRUST_PROXY && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded
  return randomUUID()
}

function onRequestStart(message: unknown): void {
  const { request, response } = message as RequestStart
  const started = process.hrtime.bigint()
  const id = requestId(request)
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader('X-Request-Id', id)
  response.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      event: 'request',
      requestId: id,
      method: request.method,
      path: loggablePath(request.url ?? '/'),
      status: response.statusCode,
      ms: Math.round(ms * 10) / 10,
      // The client went away before the answer was complete (the status is then what was about to be sent).
      ...(response.writableFinished ? {} : { aborted: true }),
    })
  })
}

const GLOBAL_KEY = Symbol.for('puncak-digital.request-log')
type GlobalWithFlag = typeof globalThis & { [GLOBAL_KEY]?: true }

/** Subscribes once per process. */
export function installRequestLog(): void {
  const holder = globalThis as GlobalWithFlag
  if (holder[GLOBAL_KEY]) return
  holder[GLOBAL_KEY] = true
  diagnostics.subscribe('http.server.request.start', onRequestStart)
}

/** For Next's onRequestError hook (src/instrumentation.ts): the error with its stack, tied to the request line. */
export function logUnhandledRequestError(
  error: unknown,
  request: Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>,
  context: Readonly<{ routePath: string; routeType: string }>,
): void {
  logger.error(
    {
      event: 'request_error',
      err: error,
      requestId: request.headers[REQUEST_ID_HEADER],
      method: request.method,
      path: loggablePath(request.path),
      route: context.routePath,
      routeType: context.routeType,
    },
    'unhandled error while answering a request',
  )
}
