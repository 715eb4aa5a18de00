// The report endpoints on a real SQLite database, with a real audit of a hostile fixture page: who may call them
// (whoever has the token), what they answer, and that page content comes back as data, never as markup.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { readAuditConfig } from './config'
import { runAudit } from './engine'
import { renderAuditPdf } from '@/pdf/audit-report'
import { handleAuditPdfRequest, handleAuditStatusRequest } from './http'
import { scheduleAudit } from './jobs/schedule'
import { findJobByToken } from './jobs/store'
import { AuditWorker } from './jobs/worker'
import { startFixtureSite, type FixtureSite } from './testing/fixture-server'

const HOSTILE_TITLE = '<img src=x onerror=alert(1)>\u202e Toko "Kue" & Roti\r\nSet-Cookie: a=b'

let dir: string
let database: AppDatabase
let site: FixtureSite
let doneToken: string
let pendingToken: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-http-'))
  database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
  site = await startFixtureSite({
    '/': () => ({
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="id"><title>${HOSTILE_TITLE.replace(/</g, '&lt;')}</title><h1>=HYPERLINK("http://x")</h1><p>Halo</p>`,
    }),
  })
  const config = { ...readAuditConfig({}), allowHosts: new Set([site.hostKey]) }
  doneToken = (await scheduleAudit({ url: `${site.origin}/` }, { database, config })).token
  const worker = new AuditWorker({
    getDatabase: async () => database,
    config: { ...config, worker: { ...config.worker, pollMs: 20 } },
    runner: (url, signal) => runAudit(url, { allowHosts: config.allowHosts, signal }),
  })
  worker.start()
  await vi.waitFor(async () => expect((await findJobByToken(database.db, doneToken))?.status).toBe('done'), {
    timeout: 10_000,
    interval: 20,
  })
  await worker.stop()
  pendingToken = (await scheduleAudit({ url: 'https://contoh.id/belum' }, { database, config })).token
})

afterAll(async () => {
  await site?.close()
  await database?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('GET /api/audit/TOKEN', () => {
  it('answers exactly status, url, finalUrl, score and checks, never cached or indexed', async () => {
    const response = await handleAuditStatusRequest(doneToken, { database })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const body = await response.json()
    expect(Object.keys(body)).toEqual(['status', 'url', 'finalUrl', 'score', 'checks'])
    expect(body).toMatchObject({ status: 'done', url: `${site.origin}/`, finalUrl: `${site.origin}/` })
    const title = body.checks.find((check: { id: string }) => check.id === 'title')
    // The page's text comes back as text: control and bidi-override characters removed, nothing interpreted.
    expect(title.value).toBe('“<img src=x onerror=alert(1)> Toko "Kue" & Roti Set-Cookie: a=b” (63 karakter)')
    expect(JSON.stringify(body)).not.toMatch(/[\u202e\r]/)
  })

  it('reports a queued job as pending with no checks yet', async () => {
    const body = await (await handleAuditStatusRequest(pendingToken, { database })).json()
    expect(body).toEqual({ status: 'pending', url: 'https://contoh.id/belum', finalUrl: null, score: null, checks: [] })
  })

  it.each([
    '',
    'A'.repeat(32),
    'a'.repeat(31),
    `${'a'.repeat(32)}/../x`,
    "' OR 1=1 --",
    '<script>',
    'x'.repeat(10_000),
  ])('answers 404 for the token %j', async (token) => {
    const response = await handleAuditStatusRequest(token, { database })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Laporan tidak ditemukan atau sudah kedaluwarsa.' })
  })

  it('answers 404 once the report has expired', async () => {
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect((await handleAuditStatusRequest(doneToken, { database, now: later })).status).toBe(404)
  })
})

describe('GET /analisis-gratis/hasil/TOKEN/pdf', () => {
  it('downloads a branded PDF of a finished report', async () => {
    const response = await handleAuditPdfRequest(doneToken, renderAuditPdf, { database })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="analisis-seo-127\.0\.0\.1-\d+\.pdf"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(2)
  })

  it('sends a report that is not finished back to its page, and an unknown one to 404', async () => {
    const pending = await handleAuditPdfRequest(pendingToken, renderAuditPdf, { database })
    expect(pending.status).toBe(303)
    expect(pending.headers.get('location')).toBe(`/analisis-gratis/hasil/${pendingToken}`)
    expect((await handleAuditPdfRequest('A'.repeat(32), renderAuditPdf, { database })).status).toBe(404)
    expect((await handleAuditPdfRequest('../../etc/passwd', renderAuditPdf, { database })).status).toBe(404)
  })
})
