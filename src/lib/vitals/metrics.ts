/*
 * The five field metrics, Google's thresholds and the histogram they are stored in. No server-only import: the
 * dashboard's components and the tests use it too.
 */

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof METRICS)[number]

export const DEVICES = ['mobile', 'desktop'] as const
export type DeviceClass = (typeof DEVICES)[number]

export type Rating = 'good' | 'needsImprovement' | 'poor'

type MetricDefinition = {
  /** Good up to and including this value; poor above `poor` (web.dev/articles/vitals, CrUX). */
  good: number
  poor: number
  /** Values above this are plausible but rare (a tab left loading): stored as this value, the top bucket. */
  clampAt: number
  /** Values above this are not a measurement of a page view: the beacon is refused. */
  absurdAbove: number
  /** Histogram units per metric unit: milliseconds as they are, CLS in ten-thousandths. */
  scale: number
  /** Decimals the 75th percentile is given with. */
  decimals: number
  /** Core Web Vitals proper (LCP, INP, CLS), the ones Google ranks on; FCP and TTFB help find the cause. */
  core: boolean
}

export const METRIC_DEFINITIONS: Record<MetricName, MetricDefinition> = {
  LCP: { good: 2500, poor: 4000, clampAt: 120_000, absurdAbove: 3_600_000, scale: 1, decimals: 0, core: true },
  INP: { good: 200, poor: 500, clampAt: 60_000, absurdAbove: 600_000, scale: 1, decimals: 0, core: true },
  CLS: { good: 0.1, poor: 0.25, clampAt: 10, absurdAbove: 100, scale: 10_000, decimals: 4, core: true },
  FCP: { good: 1800, poor: 3000, clampAt: 120_000, absurdAbove: 3_600_000, scale: 1, decimals: 0, core: false },
  TTFB: { good: 800, poor: 1800, clampAt: 120_000, absurdAbove: 3_600_000, scale: 1, decimals: 0, core: false },
}

export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = METRIC_DEFINITIONS[metric]
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor'
}

/*
 * Log-scale buckets: bucket 0 holds values below one unit (CLS under 0.0001, times under 1 ms), bucket i ≥ 1 holds
 * [GROWTH^(i-1), GROWTH^i) units. A percentile is read as the bucket's geometric middle, so it is never more than
 * √GROWTH − 1 ≈ 2.5 % off the exact one: within the 5 % promised. LCP up to 120 s needs 241 buckets; a page's
 * day typically fills a few dozen, stored sparsely.
 */
const GROWTH = 1.05
const LOG_GROWTH = Math.log(GROWTH)

export function bucketOf(metric: MetricName, value: number): number {
  const units = value * METRIC_DEFINITIONS[metric].scale
  if (units < 1) return 0
  // The epsilon keeps exact powers of GROWTH in their own bucket despite floating-point rounding.
  return 1 + Math.floor(Math.log(units) / LOG_GROWTH + 1e-9)
}

/** The value a bucket stands for (its geometric middle), in the metric's unit. */
function bucketValue(metric: MetricName, bucket: number): number {
  if (bucket <= 0) return 0
  return GROWTH ** (bucket - 0.5) / METRIC_DEFINITIONS[metric].scale
}

/** A sparse histogram: bucket → count. */
export type Histogram = Map<number, number>

export function addToHistogram(histogram: Histogram, bucket: number, count = 1): void {
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count)
}

export function mergeHistograms(into: Histogram, from: Histogram): Histogram {
  for (const [bucket, count] of from) addToHistogram(into, bucket, count)
  return into
}

/** "12:3,40:1": buckets in order, the stored form (a day's page, device and metric in one short text). */
export function encodeHistogram(histogram: Histogram): string {
  return [...histogram]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b)
    .map(([bucket, count]) => `${bucket}:${count}`)
    .join(',')
}

export function decodeHistogram(text: string | null | undefined): Histogram {
  const histogram: Histogram = new Map()
  if (!text) return histogram
  for (const part of text.split(',')) {
    const [bucket, count] = part.split(':').map(Number)
    if (Number.isInteger(bucket) && Number.isInteger(count) && bucket! >= 0 && count! > 0) {
      addToHistogram(histogram, bucket!, count!)
    }
  }
  return histogram
}

/** The nearest-rank percentile (p in 0..1) of the histogram's values; null when it is empty. */
export function percentile(metric: MetricName, histogram: Histogram, p: number): number | null {
  let total = 0
  for (const count of histogram.values()) total += count
  if (total === 0) return null
  const rank = Math.max(1, Math.ceil(p * total))
  let seen = 0
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!
    if (seen >= rank) return roundValue(metric, bucketValue(metric, bucket))
  }
  return null
}

function roundValue(metric: MetricName, value: number): number {
  const factor = 10 ** METRIC_DEFINITIONS[metric].decimals
  return Math.round(value * factor) / factor
}
