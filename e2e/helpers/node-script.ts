import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { bundledEntry } from '@/lib/testing/node-bundle'

/**
 * A TypeScript script of the repository (the leads and audit commands, the seeding helpers) run as its own process,
 * bundled once per test run (src/lib/testing/node-bundle.ts) and started by plain Node: the same code without
 * tsx compiling its module graph at every call (3-7 CPU-seconds a call through tsx, under one bundled).
 */
export function runScriptSync(entry: string, args: readonly string[], env: NodeJS.ProcessEnv, input = ''): string {
  return execFileSync(process.execPath, [bundledEntry(entry), ...args], { input, env, encoding: 'utf8' })
}

export async function runScript(entry: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bundledEntry(entry), ...args], {
    env,
    encoding: 'utf8',
  })
  return stdout
}
