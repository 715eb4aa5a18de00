/**
 * The free rank tracker (issue 35, docs/rank-tracker.md): the one public entry of the feature. Pages, forms and
 * the command line use only what is exported here.
 */
export { RANK_DEVICE_LABELS, rankLocations, type RankLocationId } from './locations'
export { MAX_BUSINESS_NAME_LENGTH, MAX_COMPETITORS, MAX_KEYWORDS, MAX_KEYWORD_LENGTH } from './domain'
export { readRankConfig } from './config'
export { createProvider } from './providers'
export {
  confirmTracker,
  createTracker,
  deleteTrackerByVisitor,
  deleteTrackers,
  findTrackerByToken,
  findTrackerByUnsubscribeToken,
  listTrackers,
} from './trackers'
export { runDueChecks } from './scheduler'
export { rankTrackerStats } from './stats'
export { getTrackerReport, type KeywordReport, type Movement, type TrackerReport } from './report'
export { runDueChecksNow, startRankRuntime, stopRankRuntime } from './runtime'
export { getLeadTracker, leadIdsWithFallingPositions, recordTrackerLead, weekChange } from './tracker-lead'
export {
  agencyTop10Alerts,
  setAgencyTop10Alerts,
  type AlertChange,
  type AlertMailState,
  type SentAlert,
} from './alerts'
export { confirmationView, purgeUnconfirmedTrackers } from './signup'
export { handleTrackerSignupRequest } from './signup-endpoint'
export { purgeSentRankMail } from './signup-mail'
export { RANK_SIGNUP_SECTION, trackerPagePath } from './signup-paths'
// The private tracker page: its addresses, exports, forms and the weekly digest.
export { rankPagePaths } from './page-paths'
export {
  NOT_IN_TOP_100,
  alertReasonWords,
  describeMovement,
  localPackText,
  localPackWords,
  positionWords,
} from './digest-copy'
export { handleTrackerAction, handleTrackerExport, handleUnsubscribe, unsubscribePageFor } from './tracker-http'
export { demoDomain, getDemoReport } from './demo'
export { checkSignupBuild } from './build-check'
