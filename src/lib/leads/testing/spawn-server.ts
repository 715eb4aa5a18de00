import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export type ServerProcess = {
  child: ChildProcess
  port: number
  output: () => string
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

const ENTRY = path.join(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), 'server-main.ts')

/** Starts the standalone lead server as a child process and resolves once it listens. */
export async function spawnLeadServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), NODE_ENV: 'production', VITEST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs)
    const check = () => {
      if (output.includes('"ready":true')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    child,
    port,
    output: () => output,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
