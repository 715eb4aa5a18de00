import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A throwaway PostgreSQL cluster for tests and the benchmark: initdb in a temp dir, pg_ctl start on a free port,
 * pg_ctl stop and rm afterwards. As root the binaries run as the `postgres` user (initdb refuses root).
 */
export type PostgresServer = {
  port: number
  url: (database?: string) => string
  createDatabase: (name: string) => Promise<string>
  stop: () => void
}

const CANDIDATE_BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin']

export function findPostgresBinaries(): string | null {
  const fromEnv = process.env.PG_BIN_DIR
  const dirs = fromEnv ? [fromEnv, ...CANDIDATE_BIN_DIRS] : CANDIDATE_BIN_DIRS
  return dirs.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port the kernel just handed out (listen(0)), for servers a test starts itself. */
export async function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function findFreePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) if (await portIsFree(port)) return port
  throw new Error(`no free port in ${from}-${to}`)
}

/**
 * A new cluster's data folder. The test command (scripts/test.sh) sets PG_TEMPLATE_DIR: the suite starts about a
 * dozen clusters, and each initdb took about 1.2 CPU-seconds here, where copying its result takes a tenth of that.
 * The first cluster of a run is made by initdb and kept there, renamed into place whole (a test starting at the same
 * moment finds all of it or nothing, and then makes its own); the next ones are copies (`cp -a` keeps the owner, the
 * postgres user when run as root, and the 0700 mode PostgreSQL insists on). Without the variable, initdb every time.
 */
function initCluster(dataDir: string, version: string, initdb: (dir: string) => unknown): void {
  const templates = process.env.PG_TEMPLATE_DIR
  if (!templates) {
    initdb(dataDir)
    return
  }
  const template = path.join(templates, `postgresql-${version}`)
  if (!fs.existsSync(template)) {
    const fresh = `${dataDir}-template`
    initdb(fresh)
    fs.mkdirSync(templates, { recursive: true })
    try {
      fs.renameSync(fresh, template)
    } catch (error) {
      if (!fs.existsSync(template)) throw error
      fs.rmSync(fresh, { recursive: true, force: true })
    }
  }
  execFileSync('cp', ['-a', template, dataDir])
}

export async function startPostgres(
  options: { portRange?: [number, number]; durable?: boolean } = {},
): Promise<PostgresServer> {
  const bin = findPostgresBinaries()
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN_DIR)')
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args]
    return execFileSync(file as string, argv as string[], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    }).toString()
  }

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    fs.chownSync(root, uid, gid)
  }
  const dataDir = path.join(root, 'data')
  initCluster(dataDir, path.basename(path.dirname(bin)), (dir) =>
    run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']),
  )

  // Test files run in parallel and two may pick the same free port at once: the one whose server cannot bind
  // moves on to the next free port of its range.
  const [from, to] = options.portRange ?? [5433, 5439]
  const logFile = path.join(root, 'server.log')
  let port = 0
  for (let candidate = from; ; candidate += 1) {
    port = await findFreePort(candidate, to)
    const settings = [
      `-p ${port}`,
      `-k ${root}`,
      `-c listen_addresses=127.0.0.1`,
      `-c max_connections=60`,
      `-c shared_buffers=32MB`,
      // Tests need correctness, not power-cut safety; the benchmark asks for a durable server.
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ')
    try {
      run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', settings])
      break
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''
      if (port >= to || !/could not (bind|create any TCP\/IP sockets)|already in use/i.test(log)) throw error
      candidate = port
    }
  }

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'])
    } catch {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w'])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  }
  // A test run that dies half-way must not leave a server running.
  process.once('exit', stop)

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    port,
    url,
    stop,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: url() })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
      } finally {
        await client.end()
      }
      return url(name)
    },
  }
}
