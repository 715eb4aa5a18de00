/**
 * The deployed shape for the deployment tests: the build's self-contained server (`.next/standalone/server.js`,
 * as docs/deploy.md runs it) and a throwaway nginx from Debian with its own config in a temp dir, both on
 * loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const STANDALONE_SERVER = path.join(root, distDir, 'standalone', 'server.js')
export const NGINX = '/usr/sbin/nginx'
/** Debian's libnginx-mod-http-brotli-filter (scripts/ensure-system.sh), loaded by the throwaway nginx's own config. */
const NGINX_BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

export type Process = {
  child: ChildProcess
  baseURL: string
  output: () => string
  /** Sends the signal and resolves with the exit code (null when killed by a signal) once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

function track(child: ChildProcess, baseURL: string): Process {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    child,
    baseURL,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      process.off('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

async function waitForOk(server: Process, pathname: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`process exited (${server.child.exitCode}):\n${server.output()}`)
    try {
      const response = await fetch(`${server.baseURL}${pathname}`, { signal: AbortSignal.timeout(5000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL')
      throw new Error(`no answer from ${server.baseURL}${pathname} within ${timeoutMs} ms:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The rank tracker's settings the suite's build was made with (scripts/test.sh sets SERP_PROVIDER): a server that
 * disagrees with its build reports it in /api/health (src/lib/rank-tracker/build-check.ts). Its checks go to the
 * suite's fake Serper on loopback (playwright.config.ts, E2E_PORT + 1000), never to the provider.
 */
const rankSettings = {
  SERP_PROVIDER: 'serper',
  SERP_API_KEY: 'fake-key',
  SERP_API_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`,
}

/** Starts `node .next/standalone/server.js` on 127.0.0.1:`port`, with SIGTERM handled as `npm start` does. */
export async function startStandalone(port: number, env: Record<string, string>): Promise<Process> {
  if (!fs.existsSync(STANDALONE_SERVER)) throw new Error(`${STANDALONE_SERVER} missing: run npm run build first`)
  const child = spawn(process.execPath, [STANDALONE_SERVER], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      LOG_LEVEL: 'info',
      ...rankSettings,
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const server = track(child, `http://127.0.0.1:${port}`)
  await waitForOk(server, '/api/health')
  return server
}

/**
 * nginx in front of `upstreams`, configured as docs/deploy.md shows (X-Forwarded-For set to the client address,
 * X-Request-Id passed on, no retry of a POST once sent, idle upstream connections dropped before the app's,
 * compression by nginx: brotli or gzip), plus one test-only part: it trusts the X-Forwarded-For the test sends
 * from 127.0.0.1 (realip), as it would trust a load balancer in front of it, so the test can play many visitors.
 */
export async function startNginx(port: number, upstreams: number[]): Promise<Process & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'))
  const asRoot = process.getuid?.() === 0
  const config = `
${asRoot ? 'user root root;' : ''}
load_module ${NGINX_BROTLI};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain;
    gzip_min_length 512;
    brotli on;
    brotli_types text/css application/javascript application/json image/svg+xml application/xml text/plain;
    brotli_min_length 512;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Accept-Encoding "";
      proxy_next_upstream error timeout;
    }
  }
}
`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config)
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const proxy = track(child, `http://127.0.0.1:${port}`)
  await waitForOk(proxy, '/api/health', 15_000)
  return {
    ...proxy,
    dir,
    async stop(signal: NodeJS.Signals = 'SIGQUIT') {
      const code = await proxy.stop(signal)
      fs.rmSync(dir, { recursive: true, force: true })
      return code
    },
  }
}
