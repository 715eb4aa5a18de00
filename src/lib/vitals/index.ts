import 'server-only'

/*
 * Field Core Web Vitals' public entry (docs/vitals.md): the beacon endpoint, the dashboard's report, the CSV export,
 * the `stats --json` rows and the retention purge. Everything else in src/lib/vitals is internal to it (enforced by
 * .dependency-cruiser.cjs).
 */
export { handleVitalsBeacon } from './http'
export { loadVitalsReport, vitalsCsv, vitalsStats, MIN_VIEWS } from './report'
export type { DeviceStats, MetricStat, VitalsReport } from './report'
export { purgeExpiredVitals } from './repository'
export { OTHER_PAGE } from './beacon'
export { METRIC_DEFINITIONS, type MetricName, type Rating } from './metrics'
