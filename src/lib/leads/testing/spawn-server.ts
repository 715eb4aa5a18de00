import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export type ServerProcess = {
  child: ChildProcess
  port: number
  url: (path: string) => string
  output: () => string
  /** Sends the signal and resolves with the exit code once the process is gone. */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>
}

const ENTRY = path.join(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), 'server-main.ts')

/**
 * Capabilities that let root ignore file permissions (read, write, search, and acting as a file's owner): the
 * server runs without them when a test needs root to meet file permissions as an unprivileged server would.
 */
const PERMISSION_OVERRIDES = '-dac_override,-dac_read_search,-fowner'

/**
 * Starts the standalone lead server as a child process and resolves once it listens. `honourFilePermissions` runs
 * it (as root) without the capabilities that bypass file permissions (setpriv, util-linux): still root, so it reads
 * the checkout wherever it is (a clone in /root or in a `mktemp -d` folder no other user may enter), yet a file
 * without write permission stays read-only to it.
 */
export async function spawnLeadServer(
  port: number,
  env: Record<string, string>,
  options: { timeoutMs?: number; honourFilePermissions?: boolean } = {},
): Promise<ServerProcess> {
  const nodeArgs = ['--import', 'tsx', ENTRY]
  const [command, args] = options.honourFilePermissions
    ? ['setpriv', [`--bounding-set=${PERMISSION_OVERRIDES}`, '--', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs]
  const child = spawn(command as string, args as string[], {
    cwd: process.cwd(),
    // OUTBOX_AUDIT_WAIT_MS: this server runs no audit worker, so notifications must not wait for audits.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      OUTBOX_AUDIT_WAIT_MS: '0',
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      VITEST: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), options.timeoutMs ?? 60_000)
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
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
