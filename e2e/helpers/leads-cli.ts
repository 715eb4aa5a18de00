import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { buildSync } from 'esbuild'
import { e2eDatabaseUrl } from '../helpers'

/**
 * The leads command (`npm run leads`, scripts/leads.ts) as the tests run it against the E2E server's database:
 * bundled once per test process with esbuild and run by plain Node, the same code without tsx compiling it again
 * on every call (about a CPU-second each, and the suite calls it dozens of times).
 */
let bundled: string | null = null

function leadsCli(): string {
  if (bundled) return bundled
  const dir = path.join('node_modules', '.cache', 'seo-site-e2e')
  mkdirSync(dir, { recursive: true })
  const target = path.join(dir, 'leads.mjs')
  const temporary = path.join(dir, `leads-${process.pid}.mjs`)
  buildSync({
    entryPoints: ['scripts/leads.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Inside Next 'server-only' is an empty module; scripts/leads.ts maps it the same way at run time.
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    // The one file read next to its module (the common-password list of src/lib/admin) is found where it lives.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.resolve('src/lib/admin/users.ts')).href) },
    outfile: temporary,
    logLevel: 'warning',
  })
  // Workers build at the same time: each renames its own complete file into place.
  renameSync(temporary, target)
  bundled = target
  return target
}

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
