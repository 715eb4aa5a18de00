/**
 * The agency's leads command: `npm run leads -- export|stats|delete|status|retry-failed` (see --help).
 * Reads the same database as the server (DATABASE_URL rule in src/lib/db/config.ts).
 */
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'

// Data goes to stdout; logs must not end up inside an exported CSV.
process.env.LOG_DESTINATION ??= 'stderr'
process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { runLeadsCli } = await import('../src/lib/leads/cli')
process.exitCode = await runLeadsCli(process.argv.slice(2))
