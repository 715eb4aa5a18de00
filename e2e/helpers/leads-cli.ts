import { e2eDatabaseUrl } from '../helpers'
import { runScript, runScriptSync } from './node-script'

/** The leads command (`npm run leads`, scripts/leads.ts) as the tests run it against the E2E server's database. */
const environment = () => ({ ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'error' })

export function runLeadsCommand(args: readonly string[], input = ''): string {
  return runScriptSync('scripts/leads.ts', args, environment(), input)
}

export async function runLeadsCommandAsync(args: readonly string[]): Promise<string> {
  return runScript('scripts/leads.ts', args, environment())
}
