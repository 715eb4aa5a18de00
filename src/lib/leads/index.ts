import 'server-only'

/*
 * The lead feature's public entry: what other features (staff inbox, click counting) and the server runtime may
 * use. Everything else in src/lib/leads is internal to it (enforced by .dependency-cruiser.cjs). Client
 * components import the form schema from src/lib/leads/schema directly, since this file is server-only.
 */
export { readLeadsConfig } from './config'
export { leadsToCsv, leadsToJson } from './export'
export { describeLeadForInbox, fieldValueText, type InboxField } from './lead-fields'
export { wakeOutboxWorker } from './outbox-signal'
export { rowToLead } from './records'
export { deleteByEmail, purgeExpiredLeads, retentionCutoff, type DeletionResult } from './repository'
export { startLeadNotifications } from './runtime'
export { LEAD_KINDS, type LeadKind } from './schema'
export { CAMPAIGN_PARAMS, type CampaignColumn } from './schema/campaign-params'
export { emailField } from './schema/fields'
