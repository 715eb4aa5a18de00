// Entry of the audit benchmark's server: `node --import tsx src/lib/audit/testing/bench-server-main.ts` with PORT
// and CONTROL_PORT. One process, as in production: the lead endpoints (the standalone lead server, same handler and
// domain code as the Next route), the audit worker, and a small control server on loopback through which the
// benchmark queues audits in this process (as the lead path will) and reads the queue's counts.
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { allowServerOnlyImports } from '@/lib/db/allow-server-only'

allowServerOnlyImports()
const { startStandaloneServer } = await import('@/lib/leads/testing/standalone-server')
const { getDatabase } = await import('@/lib/db/client')
const { readAuditConfig } = await import('../config')
const { scheduleAudit } = await import('../jobs/schedule')
const { setAuditWakeHandler } = await import('../jobs/signal')
const { AuditWorker } = await import('../jobs/worker')

const port = Number(process.env.PORT) || 3151
const controlPort = Number(process.env.CONTROL_PORT) || 3152
await startStandaloneServer(port)
const config = readAuditConfig()
const worker = new AuditWorker({ getDatabase, config })
setAuditWakeHandler(() => worker.wake())
worker.start()

// How long the event loop was blocked: what every request in this process waits behind.
const loop = monitorEventLoopDelay({ resolution: 10 })
loop.enable()

async function counts(): Promise<Record<string, number>> {
  const { db } = await getDatabase()
  const rows = await db
    .selectFrom('audit_jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]))
}

const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const answer = async () => {
    if (req.method === 'POST' && url.pathname === '/enqueue') {
      const targets = (url.searchParams.get('urls') ?? '').split(',').filter(Boolean)
      for (const target of targets) await scheduleAudit({ url: target }, { config })
      return { queued: targets.length }
    }
    if (url.pathname === '/stats') return counts()
    if (url.pathname === '/loop') {
      const ms = (ns: number) => Math.round(ns / 1e5) / 10
      const body = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) }
      if (url.searchParams.has('reset')) loop.reset()
      return body
    }
    return null
  }
  answer()
    .then((body) => {
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    })
    .catch((error: unknown) => {
      res.writeHead(500)
      res.end(String(error))
    })
})
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve))
process.stdout.write(`${JSON.stringify({ ready: true, port, controlPort, pid: process.pid })}\n`)
