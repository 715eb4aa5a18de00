import 'server-only'
import diagnostics from 'node:diagnostics_channel'
import net from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/*
 * A clean stop of the process's HTTP servers (SIGTERM), without resetting any client:
 * - the port is closed at once (new connections are refused, so a load balancer moves on), but only after the event
 *   loop has accepted the connections the kernel had already queued for it: closing a listening socket resets
 *   those, and their clients (a proxy, say) have sent a request they cannot safely send again (a POST);
 * - every response from now on, including those of requests already in progress, carries `Connection: close`,
 *   so no client sends another request on a connection that is about to go;
 * - open keep-alive connections are not cut: http.Server#close() would close idle ones at once (Node ≥ 19), which
 *   resets a client that wrote its next request in that instant. A request that arrives on one is served (with
 *   `Connection: close`); connections still idle after IDLE_GRACE_MS are closed;
 * - after `timeoutMs` whatever is left is cut.
 * Servers and responses are found through Node's `http.server.request.start` diagnostics channel, so this covers
 * `next start`, Next's standalone server.js and the lead test server without a custom server.
 */

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server }
type State = { servers: Set<Server>; responses: Set<ServerResponse>; draining: boolean }

const GLOBAL_KEY = Symbol.for('puncak-digital.http-drain')
type GlobalWithState = typeof globalThis & { [GLOBAL_KEY]?: State }

/** Clients in the middle of a keep-alive exchange send their next request well within this. */
const IDLE_GRACE_MS = 1000
/** Under a flood of new connections, the port closes after this many event-loop turns anyway. */
const MAX_ACCEPT_TURNS = 20

function state(): State | undefined {
  return (globalThis as GlobalWithState)[GLOBAL_KEY]
}

function closeAfterResponse(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close')
}

function onRequestStart(message: unknown): void {
  const { response, server } = message as RequestStart
  const current = state()
  if (!current) return
  current.servers.add(server)
  if (current.draining) {
    closeAfterResponse(response)
    return
  }
  current.responses.add(response)
  response.once('close', () => current.responses.delete(response))
}

/** Subscribes once per process. */
export function installHttpDrainTracking(): void {
  const holder = globalThis as GlobalWithState
  if (holder[GLOBAL_KEY]) return
  holder[GLOBAL_KEY] = { servers: new Set(), responses: new Set(), draining: false }
  diagnostics.subscribe('http.server.request.start', onRequestStart)
}

/**
 * Waits for event-loop turns until one passes in which the servers accepted no connection: each turn's poll phase
 * accepts everything the kernel queued before it. Always at least two turns, so a connection whose handshake
 * completed after the current turn's poll is accepted too.
 */
async function acceptQueuedConnections(servers: Server[]): Promise<void> {
  for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
    let accepted = 0
    const count = () => (accepted += 1)
    for (const server of servers) server.on('connection', count)
    await new Promise((resolve) => setImmediate(resolve))
    for (const server of servers) server.off('connection', count)
    if (turn > 0 && accepted === 0) return
  }
}

/** Stops taking connections, lets requests in flight finish (up to `timeoutMs`), then cuts what is left. */
export async function drainHttpServers(timeoutMs: number): Promise<void> {
  const current = state()
  if (!current) return
  current.draining = true
  for (const response of current.responses) closeAfterResponse(response)
  const servers = [...current.servers].filter((server) => server.listening)
  await acceptQueuedConnections(servers)
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.listening) return resolve()
          const idle = setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS)
          const cut = setTimeout(() => {
            server.closeAllConnections()
            resolve()
          }, timeoutMs)
          // net.Server#close: stop listening; the callback runs once every connection has ended.
          net.Server.prototype.close.call(server, () => {
            clearTimeout(idle)
            clearTimeout(cut)
            resolve()
          })
        }),
    ),
  )
}
