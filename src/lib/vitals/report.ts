import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '@/lib/db/types'
import { toCsv } from '@/lib/server/csv'
import { addDays, wibDate } from '@/lib/server/wib'
import { OTHER_PAGE } from './beacon'
import {
  DEVICES,
  mergeHistograms,
  METRICS,
  percentile,
  rate,
  decodeHistogram,
  type DeviceClass,
  type Histogram,
  type MetricName,
  type Rating,
} from './metrics'
import { mergeCounts, OTHER_TARGET, parseCounts, readDailyRows, type StoredRow } from './repository'

/** Google's window for field data (CrUX): the last 28 days. */
const WINDOW_DAYS = 28
/** Below this many views a percentile says more about chance than about the page: shown as a first reading only. */
export const MIN_VIEWS = 20
/** Weeks in the site-wide trend. */
const TREND_WEEKS = 12

export type MetricStat = {
  metric: MetricName
  views: number
  /** The 75th percentile (ms; CLS unitless); null without views. */
  p75: number | null
  rating: Rating | null
  /** Shares of views, 0..1. */
  good: number
  needsImprovement: number
  poor: number
  enough: boolean
  /** LCP: the most frequent LCP element; INP: the most frequent target (event); else null. */
  top: string | null
}

type Sum = {
  histogram: Histogram
  views: number
  good: number
  needsImprovement: number
  poor: number
  targets: Map<string, number>
}

const emptySum = (): Sum => ({
  histogram: new Map(),
  views: 0,
  good: 0,
  needsImprovement: 0,
  poor: 0,
  targets: new Map(),
})

function addRow(sum: Sum, row: StoredRow): void {
  mergeHistograms(sum.histogram, decodeHistogram(row.histogram))
  sum.views += row.views
  sum.good += row.good
  sum.needsImprovement += row.needs_improvement
  sum.poor += row.poor
  mergeCounts(sum.targets, parseCounts(row.targets))
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0)

function statOf(metric: MetricName, sum: Sum | undefined): MetricStat {
  const s = sum ?? emptySum()
  const p75 = percentile(metric, s.histogram, 0.75)
  return {
    metric,
    views: s.views,
    p75,
    rating: p75 === null ? null : rate(metric, p75),
    good: share(s.good, s.views),
    needsImprovement: share(s.needsImprovement, s.views),
    poor: share(s.poor, s.views),
    enough: s.views >= MIN_VIEWS,
    top: topTarget(s)?.target ?? null,
  }
}

/** The most frequent named LCP element or INP target (not the "other" overflow), with its count. */
function topTarget(sum: Sum | undefined): { target: string; views: number } | null {
  let best: { target: string; views: number } | null = null
  for (const [target, views] of sum?.targets ?? []) {
    if (target === OTHER_TARGET) continue
    if (!best || views > best.views || (views === best.views && target < best.target)) best = { target, views }
  }
  return best
}

export type DeviceStats = { device: DeviceClass; views: number; metrics: Record<MetricName, MetricStat> }

type PageStats = {
  /** A path of the site, or OTHER_PAGE for everything else. */
  page: string
  views: number
  devices: DeviceStats[]
}

type FailingPage = {
  page: string
  device: DeviceClass
  views: number
  /** The Core Web Vitals whose 75th percentile is not good. */
  failing: MetricStat[]
  lcpElement: { target: string; views: number } | null
  inpTarget: { target: string; views: number } | null
}

type TrendWeek = { weekStart: string; devices: Record<DeviceClass, Record<'LCP' | 'INP' | 'CLS', MetricStat>> }

export type VitalsReport = {
  /** First and last WIB day of the window. */
  from: string
  to: string
  siteWide: DeviceStats[]
  pages: PageStats[]
  failing: FailingPage[]
  trend: TrendWeek[]
}

type Grouped = Map<string, Map<DeviceClass, Map<MetricName, Sum>>>

function group(rows: readonly StoredRow[], keyOf: (row: StoredRow) => string): Grouped {
  const grouped: Grouped = new Map()
  for (const row of rows) {
    const key = keyOf(row)
    const devices = grouped.get(key) ?? new Map<DeviceClass, Map<MetricName, Sum>>()
    grouped.set(key, devices)
    const metrics = devices.get(row.device) ?? new Map<MetricName, Sum>()
    devices.set(row.device, metrics)
    const sum = metrics.get(row.metric) ?? emptySum()
    metrics.set(row.metric, sum)
    addRow(sum, row)
  }
  return grouped
}

function deviceStats(device: DeviceClass, sums: Map<MetricName, Sum> | undefined): DeviceStats {
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, statOf(metric, sums?.get(metric))])) as Record<
    MetricName,
    MetricStat
  >
  // A page view sends FCP and TTFB almost always, LCP nearly always: the largest count is the views.
  return { device, views: Math.max(...METRICS.map((metric) => metrics[metric].views)), metrics }
}

/** Monday (WIB) of a WIB day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return addDays(date, -((date.getUTCDay() + 6) % 7))
    .toISOString()
    .slice(0, 10)
}

const CORE = ['LCP', 'INP', 'CLS'] as const

/**
 * The dashboard's Core Web Vitals: the last 28 WIB days up to `now`, site-wide and per page, per device class;
 * the pages whose 75th percentile of a Core Web Vital is not good (with enough views); the site-wide weekly trend.
 */
export async function loadVitalsReport(db: Kysely<Database>, now: Date = new Date()): Promise<VitalsReport> {
  const to = wibDate(now)
  const from = wibDate(addDays(now, -(WINDOW_DAYS - 1)))
  const trendFrom = weekOf(wibDate(addDays(now, -(TREND_WEEKS - 1) * 7)))
  const rows = await readDailyRows(db, trendFrom < from ? trendFrom : from, to)
  const inWindow = rows.filter((row) => row.day >= from)

  const site = group(inWindow, () => '').get('')
  const siteWide = DEVICES.map((device) => deviceStats(device, site?.get(device)))

  const byPage = group(inWindow, (row) => row.page)
  const pages: PageStats[] = [...byPage].map(([page, devices]) => {
    const stats = DEVICES.map((device) => deviceStats(device, devices.get(device)))
    return { page, views: stats.reduce((sum, entry) => sum + entry.views, 0), devices: stats }
  })
  pages.sort((a, b) => b.views - a.views || a.page.localeCompare(b.page))

  const failing: FailingPage[] = []
  for (const page of pages) {
    if (page.page === OTHER_PAGE) continue
    for (const stats of page.devices) {
      const bad = CORE.map((metric) => stats.metrics[metric]).filter(
        (stat) => stat.enough && stat.rating !== null && stat.rating !== 'good',
      )
      if (bad.length === 0) continue
      const sums = byPage.get(page.page)?.get(stats.device)
      failing.push({
        page: page.page,
        device: stats.device,
        views: stats.views,
        failing: bad,
        lcpElement: topTarget(sums?.get('LCP')),
        inpTarget: topTarget(sums?.get('INP')),
      })
    }
  }
  failing.sort((a, b) => b.views - a.views || a.page.localeCompare(b.page))

  const byWeek = group(rows, (row) => weekOf(row.day))
  const trend: TrendWeek[] = []
  for (let week = 0; week < TREND_WEEKS; week++) {
    const weekStart = weekOf(wibDate(addDays(now, -(TREND_WEEKS - 1 - week) * 7)))
    const devices = Object.fromEntries(
      DEVICES.map((device) => {
        const sums = byWeek.get(weekStart)?.get(device)
        return [device, Object.fromEntries(CORE.map((metric) => [metric, statOf(metric, sums?.get(metric))]))]
      }),
    ) as TrendWeek['devices']
    trend.push({ weekStart, devices })
  }
  return { from, to, siteWide, pages, failing, trend }
}

export type VitalsStatsRow = {
  page: string
  device: DeviceClass
  metric: MetricName
  p75: number | null
  good: number
  needsImprovement: number
  poor: number
  views: number
}

/**
 * The `stats --json` rows: one per page, device and metric with views, from `since` (default: the last 28 WIB
 * days) up to `now`.
 */
export async function vitalsStats(
  db: Kysely<Database>,
  since?: Date,
  now: Date = new Date(),
): Promise<VitalsStatsRow[]> {
  const from = wibDate(since ?? addDays(now, -(WINDOW_DAYS - 1)))
  const rows = await readDailyRows(db, from, wibDate(now))
  const result: VitalsStatsRow[] = []
  for (const [page, devices] of group(rows, (row) => row.page)) {
    for (const device of DEVICES) {
      for (const metric of METRICS) {
        const sum = devices.get(device)?.get(metric)
        if (!sum?.views) continue
        const stat = statOf(metric, sum)
        result.push({
          page,
          device,
          metric,
          p75: stat.p75,
          good: stat.good,
          needsImprovement: stat.needsImprovement,
          poor: stat.poor,
          views: stat.views,
        })
      }
    }
  }
  return result.sort(
    (a, b) =>
      a.page.localeCompare(b.page) ||
      a.device.localeCompare(b.device) ||
      METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
  )
}

const RATING_LABELS: Record<Rating, string> = { good: 'baik', needsImprovement: 'perlu perbaikan', poor: 'buruk' }
const percent = (value: number) => `${Math.round(value * 1000) / 10}`

/** The per-page table as CSV (the numbers on screen), formula-safe through the one CSV writer. */
export function vitalsCsv(report: VitalsReport): string {
  const header = [
    'halaman',
    'perangkat',
    'metrik',
    'p75',
    'satuan',
    'penilaian',
    'kunjungan',
    'baik %',
    'perlu perbaikan %',
    'buruk %',
    'elemen LCP / target INP tersering',
  ]
  const rows: string[][] = [header]
  for (const page of report.pages) {
    for (const stats of page.devices) {
      for (const metric of METRICS) {
        const stat = stats.metrics[metric]
        if (!stat.views) continue
        rows.push([
          page.page === OTHER_PAGE ? 'halaman lain' : page.page,
          stats.device,
          metric,
          stat.enough && stat.p75 !== null ? String(stat.p75) : '',
          metric === 'CLS' ? '' : 'ms',
          stat.enough && stat.rating ? RATING_LABELS[stat.rating] : 'data belum cukup',
          String(stat.views),
          percent(stat.good),
          percent(stat.needsImprovement),
          percent(stat.poor),
          stat.top ?? '',
        ])
      }
    }
  }
  return toCsv(rows)
}
