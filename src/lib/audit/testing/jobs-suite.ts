import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { readAuditConfig, type AuditConfig } from '../config'
import type { AuditOutcome } from '../engine'
import { scheduleAudit, scheduleAuditForLead } from '../jobs/schedule'
import { claimJob, expireJobs, failStaleJobs, findJobByToken } from '../jobs/store'
import { AuditWorker, type AuditRunner } from '../jobs/worker'
import { getAuditReport, getLeadAuditSummary, reportJson } from '../report'
import type { CheckResult } from '../result'
import { goodPage, goodSiteRoutes } from './fixture-pages'
import { startFixtureSite } from './fixture-server'
import { startSlowSite } from './slow-site'

/**
 * The audit queue on a real database, run by sqlite.test and postgres.test alike: scheduling rules, limits,
 * reuse, the worker's concurrency and leases, two workers sharing one database, timeouts and expiry.
 */

const secret = 'jobs-suite-secret'

function config(
  overrides: Partial<AuditConfig['worker']> = {},
  limits: Partial<AuditConfig['limits']> = {},
): AuditConfig {
  const base = readAuditConfig({})
  return { ...base, worker: { ...base.worker, pollMs: 20, ...overrides }, limits: { ...base.limits, ...limits } }
}

const checks: CheckResult[] = [
  { id: 'title', status: 'fail', value: null, finding: 'Halaman tidak punya judul.', fix: 'Tulis judul.' },
  { id: 'https', status: 'pass', value: 'https', finding: 'Aman.', fix: '' },
  { id: 'favicon', status: 'fail', value: null, finding: 'Tidak ada favicon.', fix: 'Pasang favicon.' },
  { id: 'h1', status: 'warn', value: '2 H1', finding: 'Dua H1.', fix: 'Satu H1 saja.' },
  { id: 'caching', status: 'warn', value: null, finding: 'Tanpa cache.', fix: 'Atur cache.' },
  { id: 'robots-meta', status: 'fail', value: 'noindex', finding: 'noindex.', fix: 'Hapus noindex.' },
  { id: 'lang', status: 'fail', value: null, finding: 'Tanpa lang.', fix: 'Tambahkan lang.' },
  { id: 'sitemap', status: 'warn', value: null, finding: 'Sitemap kosong.', fix: 'Isi sitemap.' },
]

function doneOutcome(url: string, score = 61): AuditOutcome {
  return {
    status: 'done',
    url,
    result: { version: 1, finalUrl: url, score, checks, reason: null, reasonCode: null, durationMs: 5 },
  }
}

async function waitForStatus(database: AppDatabase, tokens: string[], status: string, timeout = 10_000) {
  await vi.waitFor(
    async () => {
      for (const token of tokens) expect((await findJobByToken(database.db, token))?.status).toBe(status)
    },
    { timeout, interval: 20 },
  )
}

async function insertLead(database: AppDatabase, id: string) {
  const now = new Date().toISOString()
  await database.db
    .insertInto('leads')
    .values({
      id,
      kind: 'analysis',
      status: 'new',
      is_spam: 0,
      name: 'Rini',
      email: `${id}@contoh.id`,
      raw_payload: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute()
}

export function jobsSuite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`audit jobs on ${name}`, () => {
    let database: AppDatabase
    let second: AppDatabase
    let sequence = 0
    // Each its own registrable domain (co.id is a public suffix), so the one-job-per-site rule keeps them apart.
    const unique = (path = '') => `https://situs-${process.pid}-${sequence++}.co.id/${path}`

    beforeAll(async () => {
      database = await open()
      second = await open()
    })
    afterAll(async () => {
      await database?.destroy()
      await second?.destroy()
    })

    it('queues a job behind an unguessable 192-bit token and reports it as pending', async () => {
      const url = unique()
      const [a, b] = await Promise.all([
        scheduleAudit({ url, ip: '203.0.113.9' }, { database, config: config(), secret }),
        scheduleAudit({ url: unique(), ip: '203.0.113.9' }, { database, config: config(), secret }),
      ])
      expect(a.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
      expect(a.token).not.toBe(b.token)
      expect(a.path).toBe(`/analisis-gratis/hasil/${a.token}`)
      expect(a.status).toBe('pending')
      const report = await getAuditReport(a.token, { database, config: config() })
      expect(report).toMatchObject({ status: 'pending', url, score: null, checks: [], expired: false })
      expect(Date.parse(report!.expiresAt) - Date.parse(report!.createdAt)).toBe(30 * 86_400_000)
      expect(reportJson(report!)).toEqual({ status: 'pending', url, finalUrl: null, score: null, checks: [] })
      expect(await getAuditReport('A'.repeat(32), { database })).toBeNull()
      expect(await getAuditReport('../../etc/passwd', { database })).toBeNull()
    })

    it('stores a refused URL as blocked at once, with the reason', async () => {
      for (const url of ['http://127.0.0.1/', 'http://2130706433/', 'https://contoh.id:22/', 'javascript:alert(1)']) {
        const scheduled = await scheduleAudit({ url }, { database, config: config(), secret })
        expect(scheduled.status, url).toBe('blocked')
        const report = await getAuditReport(scheduled.token, { database })
        expect(report?.status).toBe('blocked')
        expect(report?.reason).toMatch(/port standar|jaringan internal|http:\/\/ atau https:\/\//)
      }
    })

    it('reuses a done audit of the same URL within the hour, and audits again after it', async () => {
      const url = unique('halaman')
      const first = await scheduleAudit({ url }, { database, config: config(), secret })
      const worker = new AuditWorker({
        getDatabase: async () => database,
        config: config(),
        runner: async (target) => doneOutcome(target, 77),
      })
      worker.start()
      await waitForStatus(database, [first.token], 'done')
      await worker.stop()
      const again = await scheduleAudit({ url }, { database, config: config(), secret })
      expect(again.status).toBe('done')
      expect((await getAuditReport(again.token, { database }))?.score).toBe(77)
      const later = await scheduleAudit(
        { url },
        { database, config: config(), secret, now: new Date(Date.now() + 61 * 60_000) },
      )
      expect(later.status).toBe('pending')
    })

    it('limits fresh audits per visitor network and per target host', async () => {
      const limited = config({}, { perIpPerHour: 2, perHostPerHour: 3 })
      const ip = '198.51.100.77'
      const results = []
      for (let index = 0; index < 3; index += 1)
        results.push(await scheduleAudit({ url: unique(), ip }, { database, config: limited, secret }))
      expect(results.map((result) => result.status)).toEqual(['pending', 'pending', 'blocked'])
      expect((await getAuditReport(results[2]!.token, { database }))?.reasonCode).toBe('limit-ip')
      // Same /64 counts as the same visitor network.
      const v6a = await scheduleAudit({ url: unique(), ip: '2001:db8:1:2::1' }, { database, config: limited, secret })
      const v6b = await scheduleAudit({ url: unique(), ip: '2001:db8:1:2::99' }, { database, config: limited, secret })
      const v6c = await scheduleAudit(
        { url: unique(), ip: '2001:db8:1:2:ffff::5' },
        { database, config: limited, secret },
      )
      expect([v6a.status, v6b.status, v6c.status]).toEqual(['pending', 'pending', 'blocked'])
      const host = `https://satu-host-${process.pid}.contoh.id`
      const hostResults = []
      for (let index = 0; index < 4; index += 1)
        hostResults.push(
          await scheduleAudit(
            { url: `${host}/p${index}`, ip: `192.0.2.${index + 10}` },
            { database, config: limited, secret },
          ),
        )
      expect(hostResults.map((result) => result.status)).toEqual(['pending', 'pending', 'pending', 'blocked'])
      expect((await getAuditReport(hostResults[3]!.token, { database }))?.reasonCode).toBe('limit-host')
    })

    it('runs at most `concurrency` audits at once and never two for the same site (subdomains included)', async () => {
      // A fresh database view: earlier tests left pending jobs, so first drain them with a quick runner.
      await drainQueue(database)

      let active = 0
      let peak = 0
      const activeHosts = new Set<string>()
      let hostOverlap = false
      const runner: AuditRunner = async (url) => {
        // The registrable domain: h0.bersama-….co.id and h1.bersama-….co.id are one site.
        const host = new URL(url).hostname.split('.').slice(-3).join('.')
        if (activeHosts.has(host)) hostOverlap = true
        activeHosts.add(host)
        active += 1
        peak = Math.max(peak, active)
        await new Promise((resolve) => setTimeout(resolve, 60))
        active -= 1
        activeHosts.delete(host)
        return doneOutcome(url)
      }
      const tokens = []
      for (let index = 0; index < 6; index += 1)
        tokens.push((await scheduleAudit({ url: unique() }, { database, config: config(), secret })).token)
      for (let index = 0; index < 3; index += 1)
        tokens.push(
          (
            await scheduleAudit(
              { url: `https://h${index}.bersama-${process.pid}.co.id/` },
              { database, config: config(), secret },
            )
          ).token,
        )
      const worker = new AuditWorker({ getDatabase: async () => database, config: config({ concurrency: 2 }), runner })
      worker.start()
      await waitForStatus(database, tokens, 'done')
      await worker.stop()
      expect(peak).toBe(2)
      expect(hostOverlap).toBe(false)
    })

    it('with two workers on one database each job runs exactly once', async () => {
      const runs = new Map<string, number>()
      const runner: AuditRunner = async (url) => {
        runs.set(url, (runs.get(url) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 5))
        return doneOutcome(url)
      }
      const urls = Array.from({ length: 16 }, () => unique())
      const tokens = []
      for (const url of urls) tokens.push((await scheduleAudit({ url }, { database, config: config(), secret })).token)
      const a = new AuditWorker({ getDatabase: async () => database, config: config({ concurrency: 2 }), runner })
      const b = new AuditWorker({ getDatabase: async () => second, config: config({ concurrency: 2 }), runner })
      a.start()
      b.start()
      await waitForStatus(database, tokens, 'done')
      await Promise.all([a.stop(), b.stop()])
      expect(urls.map((url) => runs.get(url))).toEqual(urls.map(() => 1))
    })

    it('counts the hourly per-site limit on the registrable domain, so subdomains share it', async () => {
      const limited = config({}, { perHostPerHour: 2 })
      const domain = `sub-${process.pid}.co.id`
      const statuses = []
      for (const url of [`https://${domain}/`, `https://www.${domain}/a`, `https://toko.${domain}/`])
        statuses.push((await scheduleAudit({ url }, { database, config: limited, secret })).status)
      expect(statuses).toEqual(['pending', 'pending', 'blocked'])
      // Another registrable domain under the same public suffix is not affected.
      expect((await scheduleAudit({ url: unique() }, { database, config: limited, secret })).status).toBe('pending')
    })

    it('an honest site is audited in seconds while slow hostile sites (subdomains of one domain among them) are', async () => {
      await drainQueue(database)
      const hostile = await startSlowSite()
      const honest = await startFixtureSite({
        ...goodSiteRoutes(),
        '/': (_request, fixture) => ({ headers: { 'content-type': 'text/html' }, body: goodPage(fixture.origin) }),
      })
      try {
        const hostileHosts = ['a.toko-uji.localhost', 'b.toko-uji.localhost', 'lambat.localhost', 'pelan.localhost']
        const budgetMs = 3000
        // The documented default concurrency, with a short budget so the hostile jobs end within the test.
        const cfg = {
          ...config({ budgetMs }),
          allowHosts: new Set([...hostileHosts.map((host) => `${host}:${hostile.port}`), honest.hostKey]),
        }
        const hostileTokens = []
        for (const host of hostileHosts)
          hostileTokens.push(
            (await scheduleAudit({ url: `http://${host}:${hostile.port}/` }, { database, config: cfg, secret })).token,
          )
        const worker = new AuditWorker({ getDatabase: async () => database, config: cfg })
        worker.start()
        try {
          // The hostile sites hold their slots…
          await vi.waitFor(() => expect(sum(hostile.received)).toBeGreaterThanOrEqual(2), {
            timeout: 5000,
            interval: 20,
          })
          // …and a visitor's honest site queued after them still finishes in seconds.
          const queued = Date.now()
          const visitor = await scheduleAudit({ url: `${honest.origin}/` }, { database, config: cfg, secret })
          await waitForStatus(database, [visitor.token], 'done', 2500)
          expect(Date.now() - queued).toBeLessThan(2500)
          expect((await getAuditReport(visitor.token, { database, config: cfg }))?.score).toBeGreaterThan(0)
          // b.toko-uji waits for a.toko-uji (same site), which holds its slot until the budget ends it.
          expect((await getAuditReport(hostileTokens[1]!, { database, config: cfg }))?.status).toBe('pending')

          // Each hostile job ends at its budget as timed out, with a reason the report and notification show.
          await waitForStatus(database, hostileTokens, 'failed', 4 * budgetMs)
          for (const token of hostileTokens) {
            const report = await getAuditReport(token, { database, config: cfg })
            expect(report).toMatchObject({ status: 'failed', reasonCode: 'timeout' })
            expect(report?.reason).toBe('Website terlalu lama merespons, jadi analisis kami hentikan setelah 3 detik.')
          }
          // The two subdomains of toko-uji.localhost were each audited once, never at the same time.
          expect(hostile.received.get(`a.toko-uji.localhost:${hostile.port}`)).toBe(1)
          expect(hostile.received.get(`b.toko-uji.localhost:${hostile.port}`)).toBe(1)
          expect(hostile.peakOpen(/\.toko-uji\.localhost:/)).toBe(1)
          expect(hostile.peakOpen(/./)).toBeGreaterThanOrEqual(3)
        } finally {
          await worker.stop()
        }
      } finally {
        await Promise.all([hostile.close(), honest.close()])
      }
    }, 30_000)

    it('ends a job over its time budget as timed out even when the audit ignores being stopped', async () => {
      await drainQueue(database)
      const cfg = config({ budgetMs: 1000, concurrency: 1 })
      const stuck = await scheduleAudit({ url: unique('macet') }, { database, config: cfg, secret })
      const next = await scheduleAudit({ url: unique() }, { database, config: cfg, secret })
      const started = Date.now()
      const worker = new AuditWorker({
        getDatabase: async () => database,
        config: cfg,
        // A runaway audit: never settles, whatever its signal says.
        runner: async (url) => (url.endsWith('/macet') ? new Promise<never>(() => undefined) : doneOutcome(url)),
      })
      worker.start()
      try {
        await waitForStatus(database, [stuck.token], 'failed', 5000)
        expect(Date.now() - started).toBeLessThan(4000)
        const report = await getAuditReport(stuck.token, { database, config: cfg })
        expect(report).toMatchObject({ reasonCode: 'timeout' })
        expect(report?.reason).toBe('Website terlalu lama merespons, jadi analisis kami hentikan setelah 1 detik.')
        expect((await getLeadAuditSummaryFor(database, stuck.token))?.reason).toBe(report?.reason)
        // Its slot is free again: the next job runs.
        await waitForStatus(database, [next.token], 'done', 3000)
      } finally {
        await worker.stop()
      }
    })

    it('two instances claiming at the same moment never start two jobs for one site', async (context) => {
      // SQLite runs the claim as one statement under the database's single write lock; PostgreSQL needs more.
      if (database.dialect !== 'postgres') context.skip()
      await drainQueue(database)
      const domain = `balapan-${process.pid}.co.id`
      const first = await scheduleAudit({ url: `https://a.${domain}/` }, { database, config: config(), secret })
      await scheduleAudit({ url: `https://b.${domain}/` }, { database, config: config(), secret })
      const options = { dialect: database.dialect, leaseMs: 60_000, maxAttempts: 2 }
      let other: Promise<Awaited<ReturnType<typeof claimJob>>> | undefined
      // Instance A claims inside a transaction that has not committed yet while instance B claims.
      const claimed = await database.db.transaction().execute(async (trx) => {
        const job = await claimJob(trx, { ...options, workerId: 'instance-a', now: new Date() })
        other = claimJob(second.db, { ...options, workerId: 'instance-b', now: new Date() })
        await new Promise((resolve) => setTimeout(resolve, 300))
        return job
      })
      expect(claimed?.token).toBe(first.token)
      expect(await other).toBeNull()
      await database.db
        .updateTable('audit_jobs')
        .set({ status: 'done', locked_until: null })
        .where('status', 'in', ['pending', 'running'])
        .execute()
    })

    it('after a crash the job runs again once its lease expires; after the last attempt it fails', async () => {
      const cfg = config({ leaseMs: 1000, maxAttempts: 2 })
      const { dialect } = database
      const drain = async () => {
        for (;;) {
          const job = await claimJob(database.db, {
            dialect,
            workerId: 'drain',
            leaseMs: 60_000,
            maxAttempts: 2,
            now: new Date(),
          })
          if (!job) break
          await database.db
            .updateTable('audit_jobs')
            .set({ status: 'done', locked_until: null })
            .where('id', '=', job.id)
            .execute()
        }
      }
      await drain()
      const scheduled = await scheduleAudit({ url: unique() }, { database, config: cfg, secret })
      const t0 = new Date()
      // "Crashed" worker: claims and never finishes.
      const crashed = await claimJob(database.db, {
        dialect,
        workerId: 'crashed',
        leaseMs: 1000,
        maxAttempts: 2,
        now: t0,
      })
      expect(crashed?.token).toBe(scheduled.token)
      expect(
        await claimJob(database.db, {
          dialect,
          workerId: 'early',
          leaseMs: 1000,
          maxAttempts: 2,
          now: new Date(t0.getTime() + 500),
        }),
      ).toBeNull()
      // Restarted process, after the lease: the same job is resumed.
      const resumed = await claimJob(database.db, {
        dialect,
        workerId: 'restarted',
        leaseMs: 1000,
        maxAttempts: 2,
        now: new Date(t0.getTime() + 1500),
      })
      expect(resumed?.id).toBe(crashed?.id)
      expect(Number(resumed?.attempts)).toBe(2)
      // It crashes again: no attempts left, so it becomes failed instead of being claimed a third time.
      const later = new Date(t0.getTime() + 3000)
      expect(
        await claimJob(database.db, { dialect, workerId: 'third', leaseMs: 1000, maxAttempts: 2, now: later }),
      ).toBeNull()
      expect(await failStaleJobs(database.db, { now: later, jobTimeoutMs: 300_000, maxAttempts: 2 })).toBe(1)
      const report = await getAuditReport(scheduled.token, { database, config: cfg })
      expect(report).toMatchObject({ status: 'failed', reasonCode: 'job-timeout' })
    })

    it('never leaves a job pending forever', async () => {
      const cfg = config({ jobTimeoutMs: 60_000 })
      const old = new Date(Date.now() - 120_000)
      const scheduled = await scheduleAudit({ url: unique() }, { database, config: cfg, secret, now: old })
      // Read side: reported as failed even before any worker sweeps it.
      expect((await getAuditReport(scheduled.token, { database, config: cfg }))?.status).toBe('failed')
      expect(reportJson((await getAuditReport(scheduled.token, { database, config: cfg }))!).status).toBe('failed')
      await failStaleJobs(database.db, { now: new Date(), jobTimeoutMs: 60_000, maxAttempts: 2 })
      expect((await findJobByToken(database.db, scheduled.token))?.status).toBe('failed')
    })

    it('summarises a lead’s audit (score, top five problems) and deletes it with the lead', async () => {
      const leadId = `lead-${process.pid}-${sequence++}`
      await insertLead(database, leadId)
      const scheduled = await scheduleAuditForLead(
        { leadId, website: unique(), ip: '192.0.2.200' },
        { database, config: config(), secret },
      )
      expect(scheduled?.url).toMatch(/\/analisis-gratis\/hasil\/[A-Za-z0-9_-]{32}$/)
      const worker = new AuditWorker({
        getDatabase: async () => database,
        config: config(),
        runner: async (url) => doneOutcome(url, 42),
      })
      worker.start()
      await waitForStatus(database, [scheduled!.token], 'done')
      await worker.stop()
      const summary = await getLeadAuditSummary(leadId, { database })
      expect(summary).toMatchObject({ status: 'done', score: 42, reportUrl: scheduled!.url })
      expect(summary!.topProblems.map((problem) => problem.id)).toEqual([
        'title',
        'robots-meta',
        'h1',
        'sitemap',
        'lang',
      ])
      expect(summary!.topProblems[1]!.message).toContain('Hapus noindex.')
      await database.db.deleteFrom('leads').where('id', '=', leadId).execute()
      expect(await findJobByToken(database.db, scheduled!.token)).toBeNull()
      expect(await getLeadAuditSummary('no-such-lead', { database })).toBeNull()
    })

    it('expires reports after 30 days and wipes their results', async () => {
      const url = unique()
      const past = new Date(Date.now() - 31 * 86_400_000)
      const scheduled = await scheduleAudit({ url }, { database, config: config(), secret, now: past })
      await database.db
        .updateTable('audit_jobs')
        .set({ status: 'done', result: JSON.stringify(doneOutcome(url).result), finished_at: past.toISOString() })
        .where('token', '=', scheduled.token)
        .execute()
      const report = await getAuditReport(scheduled.token, { database })
      expect(report).toMatchObject({ expired: true, checks: [], score: null })
      await expireJobs(database.db, new Date())
      expect((await findJobByToken(database.db, scheduled.token))?.result).toBeNull()
      await expireJobs(database.db, new Date(Date.now() + 31 * 86_400_000))
      expect(await findJobByToken(database.db, scheduled.token)).toBeNull()
    })

    it('scheduling for a lead never throws and gives up quickly when the database hangs', async () => {
      const broken = { ...database, write: async () => Promise.reject(new Error('disk full')) } as AppDatabase
      expect(
        await scheduleAuditForLead({ leadId: 'x', website: unique() }, { database: broken, config: config(), secret }),
      ).toBeNull()
      const hanging = { ...database, write: () => new Promise<never>(() => undefined) } as AppDatabase
      const started = Date.now()
      expect(
        await scheduleAuditForLead({ leadId: 'x', website: unique() }, { database: hanging, config: config(), secret }),
      ).toBeNull()
      expect(Date.now() - started).toBeLessThan(2500)
    })
  })
}

/** Runs every waiting job with a quick fake runner, so a test starts from an empty queue. */
async function drainQueue(database: AppDatabase): Promise<void> {
  const drain = new AuditWorker({
    getDatabase: async () => database,
    config: config({ concurrency: 4 }),
    runner: async (url) => doneOutcome(url),
  })
  drain.start()
  try {
    await vi.waitFor(async () => expect(await countPending(database)).toBe(0), { timeout: 10_000, interval: 20 })
  } finally {
    await drain.stop()
  }
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, count) => total + count, 0)

/** The lead summary (what the notification shows) of the job behind `token`, attached to a throwaway lead. */
async function getLeadAuditSummaryFor(database: AppDatabase, token: string) {
  const leadId = `ringkas-${token.slice(0, 8)}`
  await insertLead(database, leadId)
  await database.db.updateTable('audit_jobs').set({ lead_id: leadId }).where('token', '=', token).execute()
  return getLeadAuditSummary(leadId, { database })
}

async function countPending(database: AppDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('audit_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
