import 'server-only'
import { createHmac } from 'node:crypto'
import type { LeadAuditSummary } from '@/lib/audit'
import type { LeadRecord } from '../records'
import { filledLeadFields, kindLabel, type LeadFieldKey } from '../lead-fields'
import { inboxUrl } from './message-parts'

export type WebhookSettings = {
  url: string
  secret: string | null
  timeoutMs?: number
  /** Aborts the request early (server shutting down). */
  signal?: AbortSignal
}

export type LeadWebhookEvent = {
  /** Stable across retries: receivers dedupe on it. */
  id: string
  type: 'lead.created'
  createdAt: string
  lead: Omit<LeadRecord, 'userAgent' | 'isSpam' | 'spamReason'> & { kindLabel: string }
  /** The lead's page in the staff inbox (SITE_URL/admin/leads/ID). */
  inboxUrl: string
  /** The lead's filled form fields with Indonesian labels and option labels (../lead-fields.ts), ready for chat tools. */
  fields: Array<{ key: LeadFieldKey; label: string; value: string }>
  /** The instant audit of an analysis request (status, score, report URL, top five problems), or null. */
  audit: LeadAuditSummary | null
}

export function buildWebhookEvent(
  lead: LeadRecord,
  eventId: string,
  audit: LeadAuditSummary | null = null,
): LeadWebhookEvent {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { userAgent, isSpam, spamReason, ...publicLead } = lead
  return {
    id: eventId,
    type: 'lead.created',
    createdAt: lead.createdAt,
    lead: { ...publicLead, kindLabel: kindLabel(lead.kind) },
    inboxUrl: inboxUrl(lead.id),
    fields: filledLeadFields(lead),
    audit,
  }
}

/** POSTs the event as JSON; any non-2xx answer or timeout is a failure (retried by the outbox). */
export async function sendLeadWebhook(
  lead: LeadRecord,
  eventId: string,
  settings: WebhookSettings,
  audit: LeadAuditSummary | null = null,
): Promise<void> {
  const body = JSON.stringify(buildWebhookEvent(lead, eventId, audit))
  const timestamp = Math.floor(Date.now() / 1000).toString()
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'PuncakDigital-Leads/1.0',
    'x-event-id': eventId,
    'idempotency-key': eventId,
  }
  if (settings.secret) {
    headers['x-signature-timestamp'] = timestamp
    headers['x-signature'] =
      `sha256=${createHmac('sha256', settings.secret).update(`${timestamp}.${body}`).digest('hex')}`
  }
  const response = await fetch(settings.url, {
    method: 'POST',
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.any([
      AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      ...(settings.signal ? [settings.signal] : []),
    ]),
  })
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`)
}
