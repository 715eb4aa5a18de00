import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedHook = { eventId: string; leadId: string; body: string; at: number }

/**
 * A webhook endpoint on loopback for tests: records every delivery and answers according to `mode`:
 * 'ok' (200), 'fail' (500), 'hang' (never answers: the sender's timeout or abort ends it), or a delay in ms
 * before a 200.
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = []
  mode: 'ok' | 'fail' | 'hang' | number = 'ok'
  private server: http.Server | null = null
  private waiters: Array<() => void> = []

  async start(port = 0): Promise<string> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const answer = () => {
          if (response.destroyed) return
          this.received.push({
            eventId: String(request.headers['x-event-id']),
            leadId: (JSON.parse(body) as { lead: { id: string } }).lead.id,
            body,
            at: Date.now(),
          })
          for (const wake of this.waiters.splice(0)) wake()
          response.writeHead(this.mode === 'fail' ? 500 : 200).end()
        }
        if (this.mode === 'hang') return
        if (typeof this.mode === 'number') setTimeout(answer, this.mode)
        else answer()
      })
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    this.server = server
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedHook[]> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} webhooks, got ${this.received.length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.received
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (!server) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
