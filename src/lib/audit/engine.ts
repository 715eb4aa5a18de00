import 'server-only'
import { collectLinks } from './links'
import { performance } from 'node:perf_hooks'
import { site } from '@/content/site'
import { logger } from '@/lib/log'
import { notAssessed, type AuditContext, type Probe } from './checks/context'
import { CHECKS, CHECK_IDS, type CheckId } from './checks/definitions'
import * as content from './checks/content'
import {
  checkFavicon,
  checkLinks,
  checkLocalBusiness,
  checkRobotsTxt,
  checkSitemap,
  robotsTxtText,
  sitemapsFromRobots,
} from './checks/site'
import * as transport from './checks/transport'
import { decodeHtml, extractPageFacts } from './html-facts'
import { createConnector, systemResolver, type Connector, type Resolver } from './net/connector'
import {
  FetchFailedError,
  safeFetch,
  type SafeFetchDeps,
  type SafeFetchOptions,
  type SafeFetchResult,
} from './net/fetch'
import { TargetBlockedError, normalizeAuditUrl } from './net/target'
import {
  CUT_OFF_FINDING,
  blockedMessage,
  failedMessage,
  partialMessage,
  type BlockCode,
  type FailCode,
} from './outcome-messages'
import { scoreChecks, type AuditResult, type CheckResult } from './result'

const AUDIT_TIMEOUT_MS = 15_000
const PROBE_TIMEOUT_MS = 5_000
const LINK_CONCURRENCY = 4
export const AUDIT_USER_AGENT = `PuncakDigitalAuditBot/1.0 (+${site.url}/analisis-gratis)`

export type AuditDeps = {
  resolver?: Resolver
  connector?: Connector
  allowHosts?: ReadonlySet<string>
  /** The audit's time budget, all requests included (default 15 s; the worker passes AUDIT_JOB_BUDGET_MS). */
  timeoutMs?: number
  /** Aborts the audit from outside (worker shutdown). */
  signal?: AbortSignal
}

export type AuditOutcome = { status: 'done' | 'failed' | 'blocked'; url: string; result: AuditResult }

/** A fetch that failed because the audit's time budget ran out (not the site's fault alone). */
class CutOffError extends Error {
  constructor(readonly cause: unknown) {
    super('audit time budget ran out')
  }
}

class NotHtmlError extends Error {
  constructor(readonly contentType: string) {
    super(`not HTML: ${contentType}`)
  }
}

const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\b/i

function looksLikeHtml(body: Buffer): boolean {
  const head = body
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  return (
    head.startsWith('<!doctype html') || head.startsWith('<html') || (head.startsWith('<') && head.includes('<body'))
  )
}

function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(ms)])
}

type Fetcher = (url: URL, options: Omit<SafeFetchOptions, 'signal'>, timeoutMs?: number) => Promise<SafeFetchResult>

/** The page itself; https that cannot be reached at all is retried once over http (then reported by `https`). */
async function fetchPage(
  startUrl: URL,
  fetcher: Fetcher,
): Promise<{ page: SafeFetchResult; httpsProblem: 'tls' | 'connect' | null }> {
  const options: Omit<SafeFetchOptions, 'signal'> = {
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    maxBytes: CHECKS['page-weight'].limits.capKb * 1024,
    // Non-HTML answers are not downloaded at all.
    wantBody: (_status, headers) => !headers['content-type'] || HTML_TYPE.test(headers['content-type']),
  }
  try {
    return { page: await fetcher(startUrl, options), httpsProblem: null }
  } catch (error) {
    const canFallBack =
      error instanceof FetchFailedError &&
      (error.failure === 'tls' || error.failure === 'connect') &&
      startUrl.protocol === 'https:' &&
      !startUrl.port
    if (!canFallBack) throw error
    const plain = new URL(startUrl.href)
    plain.protocol = 'http:'
    try {
      return { page: await fetcher(plain, options), httpsProblem: error.failure as 'tls' | 'connect' }
    } catch {
      throw error
    }
  }
}

async function probe(fetcher: Fetcher, url: URL, options: Omit<SafeFetchOptions, 'signal'>): Promise<Probe> {
  try {
    const response = await fetcher(url, options, PROBE_TIMEOUT_MS)
    return {
      state: 'ok',
      url: response.url,
      status: response.status,
      headers: response.headers,
      body: response.body,
      truncated: response.truncated,
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    logger.debug({ url: url.href, detail }, 'audit probe failed')
    return { state: 'error', url: url.href, detail, cutOff: error instanceof CutOffError }
  }
}

async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  })
  await Promise.all(runners)
  return results
}

async function checkLink(fetcher: Fetcher, url: URL): Promise<Probe> {
  const head = await probe(fetcher, url, { method: 'HEAD', accept: '*/*', maxBytes: 0 })
  // Some servers refuse HEAD; ask again with GET, headers only.
  if (head.state === 'ok' && (head.status === 405 || head.status === 501))
    return probe(fetcher, url, { accept: 'text/html,*/*;q=0.5', maxBytes: 0, wantBody: () => false })
  return head
}

async function gatherSite(ctx: AuditContext, fetcher: Fetcher, baseUrl: URL): Promise<void> {
  const facts = ctx.facts!
  const origin = ctx.finalUrl.origin
  const capBytes = (kb: number) => kb * 1024
  const robotsTask = probe(fetcher, new URL('/robots.txt', origin), {
    accept: 'text/plain,*/*;q=0.5',
    maxBytes: capBytes(CHECKS['robots-txt'].limits.capKb),
  }).then(async (robots) => {
    ctx.robots = robots
    const named = sitemapsFromRobots(robots.url, robotsTxtText(robots))
    ctx.sitemapSource = named.length > 0 ? 'robots' : 'default'
    let sitemapUrl: URL
    try {
      sitemapUrl = new URL(named[0] ?? '/sitemap.xml', origin)
    } catch {
      sitemapUrl = new URL('/sitemap.xml', origin)
    }
    ctx.sitemap = await probe(fetcher, sitemapUrl, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      maxBytes: capBytes(CHECKS.sitemap.limits.capKb),
    })
  })
  let iconUrl = new URL('/favicon.ico', origin)
  const declared = facts.icons[0]
  if (declared) {
    try {
      iconUrl = new URL(declared, baseUrl)
      ctx.faviconDeclared = true
    } catch {
      /* keep /favicon.ico */
    }
  }
  const faviconTask = /^https?:$/.test(iconUrl.protocol)
    ? probe(fetcher, iconUrl, { accept: 'image/*,*/*;q=0.5', maxBytes: 0, wantBody: () => false }).then((result) => {
        ctx.favicon = result
      })
    : Promise.resolve()
  const { internal, external } = collectLinks(facts.links, baseUrl, ctx.finalUrl)
  const linksTask = inPool(internal.slice(0, CHECKS.links.limits.checked), LINK_CONCURRENCY, (url) =>
    checkLink(fetcher, url),
  ).then((checked) => {
    ctx.links = { internal: internal.map((url) => url.href), external, checked }
  })
  await Promise.all([robotsTask, faviconTask, linksTask])
}

/** The site checks whose requests the time budget cut off. */
function cutOffChecks(ctx: AuditContext): Set<CheckId> {
  const cut = (probe: Probe | null) => probe?.state === 'error' && probe.cutOff === true
  const ids = new Set<CheckId>()
  if (cut(ctx.robots)) ids.add('robots-txt')
  if (cut(ctx.robots) || cut(ctx.sitemap)) ids.add('sitemap')
  if (cut(ctx.favicon)) ids.add('favicon')
  if (ctx.links.checked.some(cut)) ids.add('links')
  return ids
}

function runChecks(ctx: AuditContext, baseUrl: URL): CheckResult[] {
  const results = new Map<CheckId, CheckResult>()
  const add = (check: CheckResult) => results.set(check.id, check)
  add(transport.checkHttpStatus(ctx))
  add(transport.checkRedirects(ctx))
  add(transport.checkHttps(ctx))
  add(transport.checkHsts(ctx))
  add(transport.checkTtfb(ctx))
  add(transport.checkCompression(ctx))
  add(transport.checkCaching(ctx))
  const facts = ctx.facts
  if (facts) {
    const input = { facts, finalUrl: ctx.finalUrl, baseUrl, ctx }
    add(transport.checkPageWeight(ctx))
    for (const check of content.PAGE_CONTENT_CHECKS) add(check(input))
    add(checkRobotsTxt(ctx))
    add(checkSitemap(ctx))
    add(checkFavicon(ctx))
    add(checkLinks(ctx))
    add(checkLocalBusiness(facts))
  }
  const reason = `Belum bisa diperiksa karena halaman tidak terbuka normal (status ${ctx.page.status}).`
  return CHECK_IDS.map((id) => results.get(id) ?? notAssessed(id, reason))
}

function outcome(
  status: AuditOutcome['status'],
  url: string,
  started: number,
  fields: Partial<AuditResult>,
): AuditOutcome {
  return {
    status,
    url,
    result: {
      version: 1,
      finalUrl: null,
      score: null,
      checks: [],
      reason: null,
      reasonCode: null,
      ...fields,
      durationMs: Math.round(performance.now() - started),
    },
  }
}

/** Maps the fetcher's refusals and failures to a stored outcome (`budgetMs` is named in a timeout's reason). */
function outcomeForError(error: unknown, url: string, started: number, budgetMs = AUDIT_TIMEOUT_MS): AuditOutcome {
  if (error instanceof CutOffError)
    return outcome('failed', url, started, { reason: failedMessage('timeout', budgetMs), reasonCode: 'timeout' })
  if (error instanceof TargetBlockedError) {
    logger.warn({ url, reason: error.reason, target: error.target, hop: error.hop }, 'audit target blocked')
    return outcome('blocked', url, started, {
      reason: blockedMessage(error.reason as BlockCode, error.hop),
      reasonCode: error.reason,
    })
  }
  if (error instanceof NotHtmlError)
    return outcome('failed', url, started, {
      reason: failedMessage('not-html', error.contentType),
      reasonCode: 'not-html',
    })
  if (error instanceof FetchFailedError)
    return outcome('failed', url, started, {
      reason: failedMessage(error.failure as FailCode, error.failure === 'timeout' ? budgetMs : undefined),
      reasonCode: error.failure,
    })
  logger.error({ err: error, url }, 'audit failed unexpectedly')
  return outcome('failed', url, started, { reason: failedMessage('internal'), reasonCode: 'internal' })
}

/**
 * Audits one URL a visitor gave: never throws; every outcome (done, blocked, failed) comes back as data.
 * Everything, secondary requests included, finishes within `timeoutMs`.
 */
export async function runAudit(rawUrl: string, deps: AuditDeps = {}): Promise<AuditOutcome> {
  const started = performance.now()
  let startUrl: URL
  try {
    startUrl = normalizeAuditUrl(rawUrl)
  } catch (error) {
    return outcomeForError(error, rawUrl.slice(0, 500), started)
  }
  const url = startUrl.href
  const budgetMs = deps.timeoutMs ?? AUDIT_TIMEOUT_MS
  const budget = AbortSignal.timeout(budgetMs)
  const deadline = AbortSignal.any([budget, ...(deps.signal ? [deps.signal] : [])])
  const fetchDeps: SafeFetchDeps = {
    resolver: deps.resolver ?? systemResolver,
    connector: deps.connector ?? createConnector(),
    allowHosts: deps.allowHosts ?? new Set(),
    userAgent: AUDIT_USER_AGENT,
  }
  const fetcher: Fetcher = (target, options, timeoutMs) =>
    safeFetch(target, { ...options, signal: timeoutMs ? withTimeout(deadline, timeoutMs) : deadline }, fetchDeps).catch(
      (error: unknown) => {
        throw budget.aborted && !(error instanceof TargetBlockedError) ? new CutOffError(error) : error
      },
    )
  try {
    const { page, httpsProblem } = await fetchPage(startUrl, fetcher)
    const finalUrl = new URL(page.url)
    const ok = page.status >= 200 && page.status < 300
    const contentType = page.headers['content-type'] ?? ''
    if (ok && (!page.bodyRead || (!HTML_TYPE.test(contentType) && !looksLikeHtml(page.body))))
      throw new NotHtmlError(contentType.split(';')[0]!.trim() || 'tidak diketahui')
    const facts = ok ? await extractPageFacts(decodeHtml(page.body, contentType)) : null
    let baseUrl = finalUrl
    if (facts?.baseHref) {
      try {
        baseUrl = new URL(facts.baseHref, finalUrl)
      } catch {
        /* invalid <base>: resolve against the page */
      }
    }
    const ctx: AuditContext = {
      startUrl,
      finalUrl,
      page,
      httpsProblem,
      facts,
      robots: null,
      sitemap: null,
      sitemapSource: 'default',
      favicon: null,
      faviconDeclared: false,
      links: { internal: [], external: 0, checked: [] },
    }
    if (facts) await gatherSite(ctx, fetcher, baseUrl)
    const cutOff = cutOffChecks(ctx)
    const checks = runChecks(ctx, baseUrl).map((check) =>
      cutOff.has(check.id) ? notAssessed(check.id, CUT_OFF_FINDING) : check,
    )
    // What the budget cut off is left out of the score (status error) and the report says why.
    const partial = cutOff.size > 0 ? { reason: partialMessage(budgetMs), reasonCode: 'partial-timeout' } : {}
    return outcome('done', url, started, { finalUrl: finalUrl.href, score: scoreChecks(checks), checks, ...partial })
  } catch (error) {
    return outcomeForError(error, url, started, budgetMs)
  }
}
