import 'server-only'

/*
 * The lead feature's public entry: what other features (staff inbox, click counting) and the server runtime may
 * use. Everything else in src/lib/leads is internal to it (enforced by .dependency-cruiser.cjs). Client
 * components import the form schema from src/lib/leads/schema directly, since this file is server-only.
 */
export { enabledChannels, readLeadsConfig, type LeadsConfig } from './config'
export { leadsToCsv, leadsToJson } from './export'
export { describeLeadForInbox, fieldValueText, type InboxField } from './lead-fields'
export { wakeOutboxWorker } from './outbox-signal'
export { rowToLead } from './records'
export {
  ERASED_LEAD_NAME,
  deleteByEmail,
  eraseLead,
  insertLeadAndNotify,
  purgeExpiredLeads,
  retentionCutoff,
  type DeletionResult,
} from './repository'
export { campaignColumns, type CampaignFields } from './lead-row'
export { startLeadNotifications } from './runtime'
export { RANK_TRACKER_LEAD_KIND, STORED_LEAD_KINDS, pathOfUrl, type StoredLeadKind } from './schema'
export { CAMPAIGN_PARAMS, type CampaignColumn } from './schema/campaign-params'
export { emailField } from './schema/fields'
// What the rank tracker's sign-up (src/lib/rank-tracker/signup*.ts) shares with the lead forms: body parsing and
// answers, spam defences, rate limit, consent and campaign fields, and the SMTP transport.
export { contextFrom as apiSubmitContext, parseBody as parseSubmissionBody } from './endpoints'
export { verifyToken } from './form-token'
export { transportFor as smtpTransport } from './notify/email'
export { inboxUrl } from './notify/message-parts'
export { API_MESSAGES, CONSENT_VERSION, LEAD_META_FIELDS, campaignShape, formDataToObject } from './schema'
export {
  SHAPE_MESSAGES,
  cleanConsentVersion,
  filled,
  guardStorage,
  prepare as prepareSubmission,
  safeReferrer,
  storageContext,
  type SubmitContext,
  type SubmitDeps,
} from './submission-guards'
