import { spawnLeadServer, type ServerProcess } from './spawn-server'
import { analysisPayload } from './fixtures'

export type BurstOutcome = {
  acknowledged: string[]
  failed: number
  /**
   * Network errors by code (ECONNREFUSED once the port is closed; ECONNRESET, UND_ERR_SOCKET: a cut connection),
   * each with the e-mail of the submission it hit, so a test can check what the server stored for it.
   */
  errors: Array<{ code: string; email: string }>
  sent: number
  /** Exit code of the server (null after SIGKILL). */
  exitCode: number | null
  output: string
}

/**
 * Fires `total` submissions with `concurrency` in flight at a freshly started server and sends it `signal` once
 * `signalAfter` submissions were acknowledged (SIGKILL: a crash; SIGTERM: a clean stop). Requests in flight then
 * fail or are answered, as the server decides.
 */
export async function burstAndSignal(options: {
  port: number
  env: Record<string, string>
  total: number
  concurrency: number
  signalAfter: number
  signal: NodeJS.Signals
}): Promise<BurstOutcome> {
  const server: ServerProcess = await spawnLeadServer(options.port, options.env)
  const acknowledged: string[] = []
  let failed = 0
  const errors: BurstOutcome['errors'] = []
  let next = 0
  let stopping: Promise<number | null> | null = null
  const url = server.url('/api/submit-analysis')

  async function lane(): Promise<void> {
    while (next < options.total) {
      const index = next++
      const email = `burst${index}@contoh.id`
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...analysisPayload,
            email,
            idempotencyKey: `burst-key-${index}`,
          }),
          signal: AbortSignal.timeout(15_000),
        })
        const body = (await response.json()) as { ok: boolean; id?: string }
        if (response.status === 201 && body.id) acknowledged.push(body.id)
        else failed += 1
      } catch (error) {
        failed += 1
        const cause = (error as { cause?: { code?: string } }).cause
        errors.push({ code: cause?.code ?? (error as Error).name, email })
      }
      if (!stopping && acknowledged.length >= options.signalAfter) stopping = server.kill(options.signal)
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, lane))
  const exitCode = await (stopping ?? server.kill(options.signal))
  return { acknowledged, failed, errors, sent: next, exitCode, output: server.output() }
}
