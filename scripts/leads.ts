/**
 * The agency's leads command: `npm run leads -- export|stats|delete|status|retry-failed` (see --help).
 * Reads the same database as the server (DATABASE_URL rule in src/lib/db/config.ts).
 */
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'

// Data goes to stdout; logs must not end up inside an exported CSV.
process.env.LOG_DESTINATION ??= 'stderr'
process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

// A command may wait for a server's SQLite write lock (a batch of leads being committed) instead of failing.
const { allowCommandLockWait } = await import('../src/lib/db/sqlite')
const { readConfig } = await import('../src/lib/config')
allowCommandLockWait(readConfig().SQLITE_BUSY_TIMEOUT_MS)

const { runLeadsCli } = await import('../src/cli/leads-command')
process.exitCode = await runLeadsCli(process.argv.slice(2))
