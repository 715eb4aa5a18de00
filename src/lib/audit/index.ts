import 'server-only'

/*
 * The instant SEO audit's public entry: what other features and the server runtime may use. Everything else in
 * src/lib/audit is internal to it (enforced by .dependency-cruiser.cjs).
 */
export { getLeadAuditSummary, type LeadAuditSummary } from './report'
export { scheduleAuditForLead } from './jobs/schedule'
export { onAuditFinished } from './jobs/signal'
export { startAuditRuntime } from './runtime'
