import { spawnLeadServer, type ServerProcess } from './spawn-server'
import { analysisPayload } from './fixtures'

export type BurstOutcome = { acknowledged: string[]; failed: number; sent: number }

/**
 * Fires `total` submissions with `concurrency` in flight at a freshly started server and SIGKILLs it once
 * `killAfter` submissions were acknowledged (the rest fail mid-flight).
 */
export async function burstAndKill(options: {
  port: number
  env: Record<string, string>
  total: number
  concurrency: number
  killAfter: number
}): Promise<BurstOutcome> {
  const server: ServerProcess = await spawnLeadServer(options.port, options.env)
  const acknowledged: string[] = []
  let failed = 0
  let next = 0
  let killing: Promise<void> | null = null
  const url = `http://127.0.0.1:${options.port}/api/submit-analysis`

  async function lane(): Promise<void> {
    while (next < options.total) {
      const index = next++
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...analysisPayload,
            email: `burst${index}@contoh.id`,
            idempotencyKey: `burst-key-${index}`,
          }),
          signal: AbortSignal.timeout(15_000),
        })
        const body = (await response.json()) as { ok: boolean; id?: string }
        if (response.status === 201 && body.id) acknowledged.push(body.id)
        else failed += 1
      } catch {
        failed += 1
      }
      if (!killing && acknowledged.length >= options.killAfter) killing = server.kill('SIGKILL')
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, lane))
  await (killing ?? server.kill('SIGKILL'))
  return { acknowledged, failed, sent: next }
}
