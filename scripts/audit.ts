/**
 * The audit command: `npx tsx scripts/audit.ts run <url>` audits a URL now and prints every check (for the
 * agency's staff and for developers); `enqueue <url>... [--lead <id>]` queues audits in the server's database
 * (DATABASE_URL rule) and prints each report token as a JSON line, which the end-to-end tests use.
 */
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'

process.env.LOG_DESTINATION ??= 'stderr'
process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { runAuditCli } = await import('../src/lib/audit/cli')
process.exitCode = await runAuditCli(process.argv.slice(2))
