import * as z from 'zod/mini'
import { publicPathOf, publicUrlOf } from '@/lib/private-paths'
import { CAMPAIGN_PARAMS, type CampaignKey } from './campaign-params'
import { LIMITS } from './contract'
import { transformed } from './fields'
import { cleanText, hasLoneSurrogate } from './normalize'

/*
 * The first-touch campaign a lead carries: where the visit began (landing page, referrer) and the campaign
 * parameters of that first page. The browser notes them in sessionStorage on the first page of a visit (see
 * components/layout/first-touch-script.tsx) and the lead forms send them at submit time; a JSON client may send
 * the same keys. None of it is typed by the visitor, so a bad value is dropped, never an error shown to them.
 */

/** A campaign value as stored: visible text only, one line, capped; anything else is dropped. */
export function cleanCampaignValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > LIMITS.campaignValue * 2 || hasLoneSurrogate(value)) return undefined
  const cleaned = cleanText(value)
  return cleaned && cleaned.length <= LIMITS.campaignValue ? cleaned : undefined
}

const campaignValueField = z.optional(transformed(cleanCampaignValue))

/**
 * Landing page: a path on this site ("/analisis-gratis?utm_source=google") or an absolute http(s) URL. A private
 * address (a rank tracker's or an audit report's token, src/lib/private-paths.ts) is kept as its public part only:
 * whatever a client sends, no token is stored with a lead, a sign-up or a click.
 */
export function cleanLandingPage(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > LIMITS.landingPageUrl * 2 || hasLoneSurrogate(value)) return undefined
  const trimmed = cleanText(value)
  if (!trimmed || trimmed.length > LIMITS.landingPageUrl) return undefined
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return publicPathOf(trimmed)
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? publicUrlOf(url.href) : undefined
  } catch {
    return undefined
  }
}

/** Referrer: an absolute http(s) URL; empty means the visit began without one (typed in, bookmark, app). */
export function cleanReferrer(value: unknown): string | undefined {
  const landing = cleanLandingPage(value)
  return landing && !landing.startsWith('/') ? landing : undefined
}

export const landingPageField = z.optional(transformed(cleanLandingPage))

/** The campaign keys every lead kind accepts (spread into each payload schema). */
export const campaignShape = {
  landingPageUrl: landingPageField,
  referrer: z.optional(transformed(cleanReferrer)),
  utmSource: campaignValueField,
  utmMedium: campaignValueField,
  utmCampaign: campaignValueField,
  utmTerm: campaignValueField,
  utmContent: campaignValueField,
  gclid: campaignValueField,
  fbclid: campaignValueField,
}

/** "https://host/path?q#x" → "/path?q": the form's own page as the no-JavaScript path records it. */
export function pathOfUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return cleanLandingPage(`${url.pathname}${url.search}`)
  } catch {
    return undefined
  }
}

/** Campaign parameters read from a landing page's query string (the no-JavaScript path, or a client that sent none). */
export function campaignFromLanding(landing: string | null | undefined): Partial<Record<CampaignKey, string>> {
  if (!landing) return {}
  let params: URLSearchParams
  try {
    params = new URL(landing, 'http://localhost').searchParams
  } catch {
    return {}
  }
  const found: Partial<Record<CampaignKey, string>> = {}
  for (const param of CAMPAIGN_PARAMS) {
    const value = cleanCampaignValue(params.get(param.query) ?? undefined)
    if (value) found[param.key] = value
  }
  return found
}

export * from './campaign-params'
