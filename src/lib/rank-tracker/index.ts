/**
 * The free rank tracker (issue 35, docs/rank-tracker.md): the one public entry of the feature. Pages, forms and
 * the command line use only what is exported here.
 */
export {
  DEFAULT_RANK_DEVICE,
  DEFAULT_RANK_LOCATION,
  RANK_DEVICES,
  RANK_DEVICE_LABELS,
  RANK_LOCATIONS,
  getRankLocation,
  isRankDevice,
  isRankLocationId,
  type RankDevice,
  type RankLocation,
  type RankLocationId,
} from './locations'
export {
  MAX_KEYWORDS,
  MAX_KEYWORD_LENGTH,
  normaliseKeyword,
  normaliseTrackedDomain,
  parseKeywords,
  registrableDomain,
  urlMatchesDomain,
  type KeywordProblem,
} from './domain'
export { readRankConfig, parseBaseUrl, type ProviderName, type RankConfig } from './config'
export { createProvider, ProviderError, type OrganicResult, type SerpProvider } from './providers'
export {
  TRACKER_TOKEN_PATTERN,
  confirmTracker,
  createTracker,
  deleteTrackers,
  findTrackerByToken,
  listTrackers,
  setDigestOptOut,
  setTrackerKeywords,
  type NewTracker,
  type TrackerListItem,
  type TrackerRow,
} from './trackers'
export { planDay, purgeRankData } from './queries'
export { RankScheduler, budgetSpent, runDueChecks, type RunOptions, type RunSummary } from './scheduler'
export { rankTrackerStats, type RankTrackerStats } from './stats'
export {
  getTrackerReport,
  maskEmail,
  reportCsv,
  reportJson,
  type CheckState,
  type KeywordReport,
  type Movement,
  type TrackerReport,
} from './report'
export { runDueChecksNow, startRankRuntime, stopRankRuntime, wakeRankChecks } from './runtime'
