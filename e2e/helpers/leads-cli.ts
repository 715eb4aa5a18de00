import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { bundledEntry } from '@/lib/testing/node-bundle'
import { e2eDatabaseUrl } from '../helpers'

/**
 * The leads command (`npm run leads`, scripts/leads.ts) as the tests run it against the E2E server's database:
 * bundled once per test process (src/lib/testing/node-bundle.ts) and run by plain Node, the same code without tsx
 * compiling it again on every call (about a CPU-second each, and the suite calls it dozens of times).
 */
const leadsCli = () => bundledEntry('scripts/leads.ts')

const environment = () => ({ ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'error' })

export function runLeadsCommand(args: readonly string[], input = ''): string {
  return execFileSync(process.execPath, [leadsCli(), ...args], { input, env: environment(), encoding: 'utf8' })
}

export async function runLeadsCommandAsync(args: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [leadsCli(), ...args], {
    env: environment(),
    encoding: 'utf8',
  })
  return stdout
}
