/**
 * The lead backend through the real production server (`next start` on the build), with raw HTTP built by the
 * tests: error answers in Indonesian with the right status, 404s a CDN will not keep, the client address used by
 * the rate limit, a database locked by another process, SIGTERM, and `npm start` honouring HOSTNAME (issue 18,
 * issue 13 §6). The suite's server answers the stateless checks; the rest start servers of their own on ports
 * the kernel hands out, all on loopback.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { holdWriteLock } from '../src/lib/db/testing/lock-holder'
import { ephemeralPort } from '../src/lib/db/testing/postgres-server'
import { API_MESSAGES } from '../src/lib/leads/schema'
import { postJsonFrom, rawRequest, type RawResponse } from '../src/lib/leads/testing/raw-request'
import { startNextServer, uniqueEmail } from './forms-support'

test.describe.configure({ mode: 'parallel' })
// Same behaviour at every width: desktop project only.
test.skip(({ isMobile }) => isMobile, 'same at every width: the desktop project covers it')

/** The internal header the server sets from the TCP socket (src/lib/server/client-ip.ts; that module is server-only). */
const PEER_ADDRESS_HEADER = 'x-puncak-peer-address'

const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100'

const raw = rawRequest
const json = (url: string, body: unknown, headers: Record<string, string> = {}, from?: string) =>
  postJsonFrom(from, url, body, headers)

const lead = (email: string) => ({ name: 'Uji Backend', email, website: 'uji-backend.id' })

/** The hidden fields a no-JavaScript post of the contact form carries (action reference, key, state). */
async function contactFormFields(page: Page): Promise<Array<[string, string]>> {
  await page.goto(`${base()}/contact`)
  return page
    .locator('#form-kontak input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    )
}

/** multipart/form-data exactly as a browser without JavaScript sends the form. */
function multipart(fields: Array<[string, string]>): { body: Buffer; type: string } {
  const boundary = `----formboundary${Date.now().toString(16)}`
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

function postForm(fields: Array<[string, string]>, headers: Record<string, string> = {}) {
  const { body, type } = multipart(fields)
  const origin = new URL(base()).origin
  return raw(`${base()}/contact`, {
    method: 'POST',
    headers: { 'content-type': type, 'content-length': body.length, origin, ...headers },
    body,
  })
}

function expectIndonesianErrorPage(response: RawResponse, status: number, heading: string) {
  expect(response.status).toBe(status)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.body).toContain('<html lang="id">')
  expect(response.body).toContain(`<h1>${heading}</h1>`)
  expect(response.body).toContain('href="/contact">Kembali ke formulir</a>')
  expect(response.body).not.toMatch(/Body exceeded|Server Action|Invalid Server Actions|Internal Server Error/)
}

test.describe('JSON endpoints', () => {
  test('other methods get 405 with Allow and an Indonesian JSON message', async () => {
    for (const [path, allow] of [
      ['/api/submit-analysis', 'POST'],
      ['/api/newsletter', 'POST'],
      ['/api/form-token', 'GET'],
      ['/api/health', 'GET'],
    ] as const) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((name) => name !== allow)) {
        const response = await raw(`${base()}${path}`, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.allow).toBe(allow)
        expect(JSON.parse(response.body)).toEqual({
          ok: false,
          error: `Metode ${method} tidak didukung di alamat ini. Gunakan ${allow}.`,
          fields: {},
        })
      }
    }
  })

  test('a broken multipart body is "form data unreadable" (400), and health answers', async () => {
    const response = await raw(`${base()}/api/submit-analysis`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAni',
    })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body).error).toBe(API_MESSAGES.malformedForm)
    const health = await raw(`${base()}/api/health`)
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' })
  })
})

test.describe('404 answers', () => {
  test('are never shared-cacheable (a page published later must not find a cached 404)', async () => {
    for (const path of ['/halaman-yang-tidak-ada', '/a/b/c', '/jasa-seo-kota-baru']) {
      const response = await raw(`${base()}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers['cache-control'], path).toContain('no-store')
      expect(response.headers['cache-control'], path).not.toMatch(/max-age=[1-9]|s-maxage|public/)
      expect(response.body).toContain('Oops! Page not found')
    }
  })
})

test.describe('form posts without JavaScript that Next would answer in English', () => {
  test('over the 1 MB body limit: 413 and an Indonesian page', async ({ page }) => {
    const fields = await contactFormFields(page)
    const response = await postForm([...fields, ['name', 'Besar'], ['message', 'x'.repeat(1100 * 1024)]])
    expectIndonesianErrorPage(response, 413, 'Data formulir terlalu besar')
  })

  test('an action id this build does not have (a page opened before a deploy): 400', async ({ page }) => {
    const fields = (await contactFormFields(page)).map(([name, value]): [string, string] =>
      name.endsWith(':0') && value.includes('"id"')
        ? [name, value.replace(/"id":"[0-9a-f]+"/, `"id":"${'7f'.repeat(21)}"`)]
        : [name, value],
    )
    const response = await postForm([...fields, ['name', 'Basi'], ['email', uniqueEmail('basi')], ['message', 'Hai']])
    expectIndonesianErrorPage(response, 400, 'Halaman sudah diperbarui')
  })

  test('posted from another site: 403, nothing stored; JavaScript action calls get JSON', async ({ page }) => {
    const fields = await contactFormFields(page)
    const email = uniqueEmail('lintas')
    const response = await postForm([...fields, ['name', 'Lintas'], ['email', email], ['message', 'Hai']], {
      origin: 'https://situs-lain.example',
    })
    expectIndonesianErrorPage(response, 403, 'Formulir dikirim dari situs lain')
    const script = await raw(`${base()}/contact`, {
      method: 'POST',
      headers: { origin: 'https://situs-lain.example', 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' },
      body: '[]',
    })
    expect(script.status).toBe(403)
    expect(JSON.parse(script.body)).toMatchObject({ ok: false, error: expect.stringContaining('situs ini') })
  })
})

test.describe('servers of their own', () => {
  test.setTimeout(120_000)
  const dirs: string[] = []
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-api-e2e-'))
    dirs.push(dir)
    return dir
  }
  test.afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  test('the rate limit counts the TCP peer under next start, whatever address headers say', async () => {
    const server = await startNextServer(await ephemeralPort(), {
      DATABASE_URL: `file:${tempDir()}/leads.db`,
      FORM_TOKEN_SECRET: 'peer-e2e',
      LEADS_RATE_LIMIT_PER_MINUTE: '1',
      LEADS_WORKER: 'off',
    })
    try {
      const url = `${server.baseURL}/api/submit-analysis`
      const spoof = (n: number) => ({ [PEER_ADDRESS_HEADER]: `198.51.100.${n}`, 'x-forwarded-for': `192.0.2.${n}` })
      expect((await json(url, lead(uniqueEmail('peer')), spoof(1), '127.0.0.1')).status).toBe(201)
      expect((await json(url, lead(uniqueEmail('peer')), spoof(2), '127.0.0.1')).status).toBe(429)
      expect((await json(url, lead(uniqueEmail('peer')), spoof(3), '127.0.0.2')).status).toBe(201)
      expect(server.output()).not.toContain('client address unknown')
    } finally {
      await server.stop()
    }
  })

  test('GET / stays fast while another process holds the SQLite write lock for 8 s; a submission gets 503', async () => {
    const dir = tempDir()
    const server = await startNextServer(await ephemeralPort(), {
      DATABASE_URL: `file:${dir}/leads.db`,
      FORM_TOKEN_SECRET: 'lock-e2e',
      // Worker on with its default 2 s poll, as deployed: each poll is a write that meets the lock.
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
    })
    try {
      expect((await raw(`${server.baseURL}/`)).status).toBe(200)
      const lock = await holdWriteLock(`${dir}/leads.db`, 8000)
      const lockedAt = Date.now()
      const submission = (async () => {
        const started = Date.now()
        const response = await json(`${server.baseURL}/api/submit-analysis`, lead(uniqueEmail('kunci')))
        return { response, ms: Date.now() - started }
      })()
      const timings: number[] = []
      while (Date.now() - lockedAt < 7500) {
        const started = performance.now()
        const page = await raw(`${server.baseURL}/`)
        timings.push(performance.now() - started)
        expect(page.status).toBe(200)
        const health = await raw(`${server.baseURL}/api/health`)
        expect(health.status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const { response, ms } = await submission
      expect(response.status).toBe(503)
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      expect(JSON.parse(response.body)).toEqual({ ok: false, error: API_MESSAGES.unavailable, fields: {} })
      expect(ms).toBeLessThan(7000)
      await lock.release()
      expect((await json(`${server.baseURL}/api/submit-analysis`, lead(uniqueEmail('lepas')))).status).toBe(201)

      const sorted = [...timings].sort((a, b) => a - b)
      console.info(
        `[figure] GET / while SQLite is locked for 8 s (next start): ${timings.length} requests, ` +
          `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms; ` +
          `submission answered 503 after ${ms} ms`,
      )
      // Before, each outbox poll froze the process for the whole 5 s busy timeout: GET / took 4.6-7.1 s.
      expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(1000)
      expect(sorted[sorted.length - 1]).toBeLessThan(2500)
    } finally {
      await server.stop()
    }
  })

  test('npm start honours HOSTNAME, and SIGTERM closes the database cleanly (exit 0, WAL checkpointed)', async () => {
    const dir = tempDir()
    const port = await ephemeralPort()
    const child = spawn('bash', ['scripts/start.sh'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.2',
        DATABASE_URL: `file:${dir}/leads.db`,
        FORM_TOKEN_SECRET: 'start-e2e',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    try {
      const deadline = Date.now() + 60_000
      for (;;) {
        const answer = await raw(`http://127.0.0.2:${port}/api/health`).catch(() => null)
        if (answer?.status === 200) break
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      await expect(raw(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow(/ECONNREFUSED/)
      expect((await json(`http://127.0.0.2:${port}/api/submit-analysis`, lead(uniqueEmail('start')))).status).toBe(201)
      expect(fs.existsSync(`${dir}/leads.db-wal`)).toBe(true)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
    expect(output).toContain('shutdown complete')
    expect(fs.existsSync(`${dir}/leads.db-wal`) ? fs.statSync(`${dir}/leads.db-wal`).size : 0).toBe(0)
  })
})
