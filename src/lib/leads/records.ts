import { toIso, type LeadRow, type LeadStatus } from '@/lib/db/types'

/** A stored lead as the rest of the code sees it (camelCase, parsed goals, ISO times). */
export type LeadRecord = {
  id: string
  kind: string
  status: LeadStatus
  isSpam: boolean
  spamReason: string | null
  name: string
  email: string
  phone: string | null
  company: string | null
  website: string | null
  business: string | null
  industry: string | null
  goals: string[]
  keywords: string | null
  projectType: string | null
  budget: string | null
  timeline: string | null
  message: string | null
  landingPageUrl: string | null
  referrer: string | null
  /** First-touch campaign of the visit (utm_*, gclid, fbclid). */
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  utmTerm: string | null
  utmContent: string | null
  gclid: string | null
  fbclid: string | null
  firstContactedAt: string | null
  userAgent: string | null
  consentVersion: string | null
  consentAt: string | null
  createdAt: string
  updatedAt: string
}

function parseGoals(value: string | null): string[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function rowToLead(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    isSpam: Number(row.is_spam) === 1,
    spamReason: row.spam_reason,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    website: row.website,
    business: row.business,
    industry: row.industry,
    goals: parseGoals(row.goals),
    keywords: row.keywords,
    projectType: row.project_type,
    budget: row.budget,
    timeline: row.timeline,
    message: row.message,
    landingPageUrl: row.landing_page_url,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    gclid: row.gclid,
    fbclid: row.fbclid,
    firstContactedAt: toIso(row.first_contacted_at),
    userAgent: row.user_agent,
    consentVersion: row.consent_version,
    consentAt: toIso(row.consent_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  }
}
