import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '@/lib/log'
import { logLine, redactConsole } from '@/lib/log-line'

/** A rank tracker's token: whoever reads it can read, change and delete the tracker (docs/rank-tracker.md). */
const TOKEN = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
  delete process.env.NEXT_DIST_DIR
})

function consoleLines(): string[] {
  const lines: string[] = []
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(String(args[0])))
  }
  return lines
}

describe('no log line carries a private token', () => {
  it('the server logger: paths, messages and error stacks alike', () => {
    const lines: string[] = []
    const log = createLogger({ write: (line) => lines.push(line) }, 'info')
    const error = new Error(`fetch https://example.co.id/api/rank-tracker/unsubscribe/${TOKEN} failed`)
    log.error({ path: `/serpbot-rank-checker/pantau/${TOKEN}/hapus`, err: error }, 'tracker action failed')
    log.info(`opened /serpbot-rank-checker/konfirmasi/${TOKEN}`)
    log.warn({ nested: { url: `https://example.co.id/analisis-gratis/hasil/${TOKEN}` } }, 'report')
    expect(lines).toHaveLength(3)
    for (const line of lines) {
      expect(line).not.toContain(TOKEN)
      expect(line).toContain('[token]')
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/serpbot-rank-checker/pantau/[token]/hapus' })
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: 'opened /serpbot-rank-checker/konfirmasi/[token]' })
  })

  it('the proxy bundle’s logLine', () => {
    const lines = consoleLines()
    logLine('warn', 'form post refused', { path: `/serpbot-rank-checker/pantau/${TOKEN}/kata-kunci` })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/serpbot-rank-checker/pantau/[token]/kata-kunci' })
  })

  it("whatever writes through console: Next's own error report of a failing request, for one", () => {
    const lines = consoleLines()
    const undo = redactConsole()
    try {
      const error = Object.assign(new TypeError('Invalid URL'), {
        input: `/serpbot-rank-checker/pantau/${TOKEN}?hasil=saved`,
      })
      console.error(error)
      console.log('GET %s', `/api/rank-tracker/unsubscribe/${TOKEN}`)
    } finally {
      undo()
    }
    expect(lines).toHaveLength(2)
    expect(lines.join('\n')).not.toContain(TOKEN)
    expect(lines[0]).toContain("input: '/serpbot-rank-checker/pantau/[token]?hasil=saved'")
    expect(lines[1]).toBe('GET /api/rank-tracker/unsubscribe/[token]')
  })

  it('a refused form post to a token address (a stale form after a deploy, a cross-site post)', async () => {
    // A build's server-action manifest that knows one action: a post naming another is a stale form.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-form-'))
    fs.mkdirSync(path.join(dist, 'server'))
    fs.writeFileSync(
      path.join(dist, 'server', 'server-reference-manifest.json'),
      JSON.stringify({ node: { aaaa: {} } }),
    )
    process.env.NEXT_DIST_DIR = dist
    const { screenPagePost } = await import('@/lib/leads/form-post-guard')
    const lines = consoleLines()
    const address = `http://localhost:3000/serpbot-rank-checker/konfirmasi/${TOKEN}`
    const form = new FormData()
    form.set('$ACTION_ID_bbbb', '')
    form.set('token', TOKEN)
    const stale = await screenPagePost(
      new Request(address, { method: 'POST', headers: { origin: 'http://localhost:3000' }, body: form }),
    )
    expect(stale?.status).toBe(400)
    const crossSite = await screenPagePost(
      new Request(`http://localhost:3000/serpbot-rank-checker/pantau/${TOKEN}/hapus`, {
        method: 'POST',
        headers: { origin: 'https://situs-lain.example' },
        body: 'konfirmasi=hapus',
      }),
    )
    expect(crossSite?.status).toBe(403)
    const refusals = lines.map((line) => JSON.parse(line) as { event?: string; kind?: string; path?: string })
    expect(refusals.filter((line) => line.event === 'form_post_refused')).toEqual([
      expect.objectContaining({ kind: 'stale_form', path: '/serpbot-rank-checker/konfirmasi/[token]' }),
      expect.objectContaining({ kind: 'cross_origin', path: '/serpbot-rank-checker/pantau/[token]/hapus' }),
    ])
    expect(lines.join('\n')).not.toContain(TOKEN)
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
