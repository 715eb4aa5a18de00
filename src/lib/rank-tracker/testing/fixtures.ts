import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AppDatabase } from '@/lib/db/client'
import { openDatabase } from '@/lib/db/client'
import { readRankConfig, type ProviderName, type RankConfig } from '../config'
import type { RankDevice, RankLocationId } from '../locations'
import { confirmTracker, createTracker, type TrackerRow } from '../trackers'
import { FAKE_API_KEY, FAKE_LOGIN, FAKE_PASSWORD } from './fake-provider'

/** Settings of a tracker pointed at a loopback fake provider. */
export function testRankConfig(
  provider: ProviderName,
  baseUrl: string,
  overrides: Partial<RankConfig> = {},
): RankConfig {
  const config = readRankConfig({
    SERP_PROVIDER: provider,
    SERP_API_KEY: FAKE_API_KEY,
    SERP_API_LOGIN: FAKE_LOGIN,
    SERP_API_PASSWORD: FAKE_PASSWORD,
    SERP_API_BASE_URL: baseUrl,
    SERP_DAILY_REQUEST_BUDGET: '0',
  })
  // No jitter in tests: the first retry comes 15 s after a failure, within the 30 s the issue allows.
  return { ...config, retryDelaysMs: [15_000, 120_000, 600_000], ...overrides }
}

export async function openTempSqlite(
  prefix = 'rank-',
): Promise<{ database: AppDatabase; file: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const file = path.join(dir, 'leads.db')
  const database = await openDatabase({ dialect: 'sqlite', file })
  return {
    database,
    file,
    cleanup: async () => {
      await database.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

let sequence = 0

/** A confirmed (unless told otherwise) tracker. */
export async function addTracker(
  database: AppDatabase,
  options: {
    domain: string
    keywords: string[]
    location?: RankLocationId
    device?: RankDevice
    confirmed?: boolean
    competitors?: string[]
    businessName?: string | null
    email?: string
    now: Date
  },
): Promise<TrackerRow> {
  sequence += 1
  const tracker = await createTracker(database, {
    domain: options.domain,
    email: options.email ?? `pemilik${sequence}@contoh.co.id`,
    location: options.location ?? 'bandung',
    device: options.device ?? 'mobile',
    keywords: options.keywords,
    competitors: options.competitors ?? [],
    businessName: options.businessName ?? null,
    now: options.now,
  })
  if (options.confirmed === false) return tracker
  return (await confirmTracker(database, tracker.confirm_token, options.now, 48 * 3_600_000))!
}

/** Today's results of a tracker keyed by keyword. */
export async function positionsOf(database: AppDatabase, trackerId: string, day: string) {
  const rows = await database.db
    .selectFrom('rank_results as r')
    .innerJoin('rank_tracker_keywords as k', 'k.id', 'r.keyword_id')
    .select(['k.keyword', 'r.position', 'r.url', 'r.above'])
    .where('r.tracker_id', '=', trackerId)
    .where('r.day', '=', day)
    .execute()
  return Object.fromEntries(
    rows.map((row) => [row.keyword, { position: row.position, url: row.url, above: row.above }]),
  )
}
