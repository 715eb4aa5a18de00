import 'server-only'
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { PEER_ADDRESS_HEADER } from './client-ip'

/*
 * Route handlers and server actions in Next 16 cannot see the TCP socket: NextRequest has no `ip` (removed in
 * Next 15) and `x-forwarded-for`, which `next start` fills from the socket, is only filled when the client sent
 * none (`??=`), so a client can choose it. Node's documented diagnostics channel `http.server.request.start`
 * (stability: experimental, the same one APM agents use) is published by node:http for every request before the
 * server's 'request' event, with the request and its socket. Subscribing to it puts the TCP peer address into an
 * internal header on every request, overwriting whatever a client sent. It is process-wide, so it covers
 * `next start`, Next's standalone server.js and the standalone lead server alike (tests pin all three paths).
 */

type RequestStart = { request: IncomingMessage; socket: Socket }

const GLOBAL_KEY = Symbol.for('puncak-digital.peer-address')
type GlobalWithFlag = typeof globalThis & { [GLOBAL_KEY]?: true }

function onRequestStart(message: unknown): void {
  const { request, socket } = message as RequestStart
  const address = socket?.remoteAddress
  if (address) request.headers[PEER_ADDRESS_HEADER] = address
  else delete request.headers[PEER_ADDRESS_HEADER]
}

/** Subscribes once per process. */
export function installPeerAddressHook(): void {
  const holder = globalThis as GlobalWithFlag
  if (holder[GLOBAL_KEY]) return
  holder[GLOBAL_KEY] = true
  diagnostics.subscribe('http.server.request.start', onRequestStart)
}
