import 'server-only'
import { parseArgs } from 'node:util'
import { closeDatabase, getDatabase } from '@/lib/db/client'
import { STATUS_LABELS, checkDefinition } from './checks/definitions'
import { readAuditConfig } from './config'
import { runAudit } from './engine'
import { scheduleAudit } from './jobs/schedule'

const USAGE = `Usage:
  audit run <url>                 audit a URL now and print the result
  audit enqueue <url>... [--lead ID] queue audits in the database; prints {"token","path","status"} per URL`

/**
 * This command writes beside a running server: on SQLite a transaction that read before the server's last commit
 * cannot be upgraded to a write (SQLITE_BUSY, not covered by the busy timeout), so it is simply run again.
 */
async function retryBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      const code = String((error as { code?: string }).code ?? '')
      if (!code.startsWith('SQLITE_BUSY') || attempt >= 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

/** Entry of scripts/audit.ts; returns the exit code. */
export async function runAuditCli(
  argv: string[],
  out: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { lead: { type: 'string' } },
  })
  const [command, url, ...more] = positionals
  if (!url || (command !== 'run' && command !== 'enqueue')) {
    out(USAGE)
    return 2
  }
  const config = readAuditConfig()
  if (command === 'run') {
    const outcome = await runAudit(url, { allowHosts: config.allowHosts, timeoutMs: config.worker.budgetMs })
    out(
      `${outcome.status.toUpperCase()}  ${outcome.url}  score ${outcome.result.score ?? '-'}  (${outcome.result.durationMs} ms)`,
    )
    if (outcome.result.reason) out(outcome.result.reason)
    for (const check of outcome.result.checks) {
      const label = checkDefinition(check.id)?.label ?? check.id
      out(`${STATUS_LABELS[check.status].padEnd(22)} ${label.padEnd(36)} ${check.value ?? ''}`)
    }
    return outcome.status === 'done' ? 0 : 1
  }
  try {
    const database = await retryBusy(() => getDatabase())
    for (const target of [url, ...more]) {
      const scheduled = await retryBusy(() =>
        scheduleAudit({ url: target, leadId: values.lead ?? null }, { database, config }),
      )
      out(JSON.stringify({ token: scheduled.token, path: scheduled.path, status: scheduled.status }))
    }
    return 0
  } finally {
    await closeDatabase()
  }
}
