import 'server-only'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { ConfigError, readConfig, type Env } from '@/lib/config'

export type ProviderName = 'serper' | 'serpapi' | 'dataforseo'

/** Every knob of the rank tracker, read from the validated settings (documented in docs/rank-tracker.md). */
export type RankConfig = {
  /** Null: no provider configured, nothing is ever checked. */
  provider: ProviderName | null
  apiKey: string | null
  login: string | null
  password: string | null
  /** A loopback origin replacing the provider's (tests only); null = the provider's own address. */
  baseUrl: string | null
  /** SERP_API_BASE_URL when it was refused (not loopback, malformed): logged at start, never used. */
  rejectedBaseUrl: string | null
  /** Result pages per WIB day, all instances; 0 = no cap. */
  dailyBudget: number
  /** Queries checked at once per process. */
  concurrency: number
  /** How often the scheduler looks for due queries. */
  pollMs: number
  /** How often it (re)plans the day's queries besides day changes and wake-ups. */
  planEveryMs: number
  /** A claimed query is reserved this long; every stored page extends it. */
  leaseMs: number
  /** One provider request's time limit. */
  requestTimeoutMs: number
  /** Runs of one query per day before it is given up (shown as an error, never as "not ranked"). */
  maxAttempts: number
  /** Delays before the 2nd, 3rd, … run of a failed query (the last repeats); ±20 % jitter. */
  retryDelaysMs: readonly number[]
  /** Longest Retry-After honoured; a longer one is capped so one odd header cannot stop a day. */
  maxRetryAfterMs: number
  /** Days of history kept (the page shows 90). */
  historyDays: number
  /** An unconfirmed sign-up is deleted this long after it was made. */
  confirmWindowMs: number
}

const DEFAULT_RETRY_DELAYS_MS = [15_000, 120_000, 600_000, 1_800_000, 3_600_000] as const

/** How long a sign-up waits for its confirmation before it is as good as gone (and then deleted). */
export const CONFIRM_WINDOW_MS = 48 * 3_600_000

/** SERP_API_BASE_URL: only an http(s) origin on loopback (127.0.0.0/8, ::1, localhost) is accepted. */
export function parseBaseUrl(value: string | undefined): { url: string | null; rejected: string | null } {
  if (!value) return { url: null, rejected: null }
  try {
    const url = new URL(value)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const loopback = host === 'localhost' || (isIP(host) !== 0 && ipaddr.process(host).range() === 'loopback')
    if ((url.protocol === 'http:' || url.protocol === 'https:') && loopback && !url.username && !url.password) {
      return { url: url.origin, rejected: null }
    }
  } catch {
    /* refused below */
  }
  return { url: null, rejected: value }
}

export function readRankConfig(env: Env = process.env): RankConfig {
  const config = readConfig(env)
  const provider = config.SERP_PROVIDER ?? null
  const apiKey = config.SERP_API_KEY ?? null
  const login = config.SERP_API_LOGIN ?? null
  const password = config.SERP_API_PASSWORD ?? null
  if (provider === 'dataforseo' && (!login || !password)) {
    throw new ConfigError(['SERP_PROVIDER=dataforseo needs SERP_API_LOGIN and SERP_API_PASSWORD'])
  }
  if ((provider === 'serper' || provider === 'serpapi') && !apiKey) {
    throw new ConfigError([`SERP_PROVIDER=${provider} needs SERP_API_KEY`])
  }
  const { url, rejected } = parseBaseUrl(config.SERP_API_BASE_URL)
  return {
    provider,
    apiKey,
    login,
    password,
    baseUrl: url,
    rejectedBaseUrl: rejected,
    dailyBudget: config.SERP_DAILY_REQUEST_BUDGET,
    concurrency: config.SERP_CONCURRENCY,
    pollMs: 5_000,
    planEveryMs: 5 * 60_000,
    leaseMs: 90_000,
    requestTimeoutMs: 20_000,
    maxAttempts: 8,
    retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
    maxRetryAfterMs: 6 * 3_600_000,
    historyDays: 90,
    confirmWindowMs: CONFIRM_WINDOW_MS,
  }
}

/** Delay before the next run after `attempts` failed runs, with ±20 % jitter so instances do not line up. */
export function retryDelayMs(attempts: number, config: RankConfig, random: number = Math.random()): number {
  const delays = config.retryDelaysMs
  const base = delays[Math.min(Math.max(attempts, 1), delays.length) - 1] ?? 60_000
  return Math.round(base * (0.8 + 0.4 * random))
}
