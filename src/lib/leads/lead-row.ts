import 'server-only'
import { createHash } from 'node:crypto'
import type { NewLeadRow } from '@/lib/db/types'
import {
  CAMPAIGN_PARAMS,
  campaignFromLanding,
  pathOfUrl,
  type CampaignColumn,
  type CampaignKey,
  type LeadPayload,
} from './schema'

/** Everything stored with a lead that does not come from the validated payload. */
export type LeadRowMeta = {
  id: string
  spamReason: string | null
  /** The Referer header of the request: the page the form was sent from, as the server sees it. */
  requestReferer: string | null
  userAgent: string | null
  consentVersion: string | null
  idempotencyKey: string
  rawPayload: string
  now: Date
}

/** The first-touch fields a lead's visit carries (the payload's campaign part). */
export type CampaignFields = { landingPageUrl?: string; referrer?: string } & Partial<Record<CampaignKey, string>>

/** SHA-256 of the validated content: the same form sent twice gives the same fingerprint. */
function payloadFingerprint(data: LeadPayload): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url')
}

/**
 * Landing page, referrer and campaign of the lead. The browser sends the first page of the visit and its referrer
 * (the referrer may be empty: a direct visit); without JavaScript the server records what it sees: the form's page
 * (Referer header) as landing page and that header as referrer. Campaign parameters the payload does not carry are
 * read from the landing page's query string. Also used for a lead no form sent (a confirmed rank tracker, whose
 * sign-up kept the same fields).
 */
export function campaignColumns(data: CampaignFields, requestReferer: string | null) {
  const fromBrowser = data.landingPageUrl !== undefined
  const landing = data.landingPageUrl ?? pathOfUrl(requestReferer) ?? null
  const sent = CAMPAIGN_PARAMS.some((param) => data[param.key] !== undefined)
  const campaign = sent ? data : campaignFromLanding(landing)
  const columns = Object.fromEntries(
    CAMPAIGN_PARAMS.map((param) => [param.column, campaign[param.key] ?? null]),
  ) as Record<CampaignColumn, string | null>
  return {
    landing_page_url: landing,
    referrer: fromBrowser ? (data.referrer ?? null) : requestReferer,
    ...columns,
  }
}

/** Validated payload → `leads` row (fields a kind does not have are null). */
export function leadRow(data: LeadPayload, meta: LeadRowMeta): NewLeadRow {
  const iso = meta.now.toISOString()
  const field = <K extends string>(key: K): string | null => {
    const value = (data as Partial<Record<K, unknown>>)[key]
    return typeof value === 'string' ? value : null
  }
  const goals = 'goals' in data ? data.goals : []
  return {
    id: meta.id,
    kind: data.type,
    status: 'new',
    is_spam: meta.spamReason ? 1 : 0,
    spam_reason: meta.spamReason,
    name: data.name,
    email: data.email,
    phone: field('phone'),
    company: field('company'),
    website: field('website'),
    business: field('business'),
    industry: field('industry'),
    goals: goals.length > 0 ? JSON.stringify(goals) : null,
    keywords: field('keywords'),
    project_type: field('projectType'),
    budget: field('budget'),
    timeline: field('timeline'),
    message: field('message'),
    ...campaignColumns(data, meta.requestReferer),
    user_agent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
    consent_version: meta.consentVersion,
    consent_at: meta.consentVersion ? iso : null,
    idempotency_key: meta.idempotencyKey,
    payload_hash: payloadFingerprint(data),
    raw_payload: meta.rawPayload,
    created_at: iso,
    updated_at: iso,
  }
}
