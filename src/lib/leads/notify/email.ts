import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { site } from '@/content/site'
import type { LeadAuditSummary } from '@/lib/audit'
import { formatWibWeekdayTime } from '@/lib/server/wib'
import type { LeadRecord } from '../records'
import { filledLeadFields, kindLabel } from '../lead-fields'
import { stripFormatCharacters } from '../schema'
import { auditLines, inboxUrl } from './message-parts'
import { escapeHtml } from '@/lib/server/html'

export type LeadEmail = { subject: string; text: string; html: string }

/** Readable Indonesian notification for the agency; plain text and HTML carry the same content. */
export function renderLeadEmail(lead: LeadRecord, audit: LeadAuditSummary | null = null): LeadEmail {
  const fields = filledLeadFields(lead)
  const title = kindLabel(lead.kind)
  const received = formatWibWeekdayTime(lead.createdAt)
  const about = lead.company ?? lead.website?.replace(/^https?:\/\//, '') ?? lead.email
  // Stored text is already cleaned; rows from before that rule must still not put a bidi override in a header.
  const subject = stripFormatCharacters(`Lead baru: ${title} - ${lead.name} (${about})`).slice(0, 200)
  const consent = lead.consentVersion
    ? `versi ${lead.consentVersion}, ${lead.consentAt ? formatWibWeekdayTime(lead.consentAt) : 'waktu tidak tercatat'}`
    : 'tidak tercatat'

  const auditSection = audit ? auditLines(audit) : null
  const text = [
    `${title}`,
    `Diterima: ${received}`,
    '',
    ...fields.map((field) =>
      field.key === 'message' ? `${field.label}:\n${field.value}\n` : `${field.label}: ${field.value}`,
    ),
    '',
    ...(auditSection
      ? [auditSection.heading, ...auditSection.lines.map((line) => `- ${line}`), auditSection.link, '']
      : []),
    `Balas e-mail ini untuk langsung menjawab ${lead.name}.`,
    `Buka di inbox: ${inboxUrl(lead.id)}`,
    '',
    `ID lead: ${lead.id}`,
    `Persetujuan kebijakan privasi: ${consent}`,
  ].join('\n')

  const rows = fields
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:8px 12px;border-bottom:1px solid #e2e8f0;color:#475569;font-weight:600;width:180px">${escapeHtml(field.label)}</th>` +
        `<td style="padding:8px 12px;border-bottom:1px solid #e2e8f0;color:#0f172a;white-space:pre-wrap;word-break:break-word">${escapeHtml(field.value)}</td></tr>`,
    )
    .join('')
  const html =
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">` +
    `<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden">` +
    `<div style="padding:20px 24px;background:#0f172a;color:#ffffff"><p style="margin:0;font-size:13px;opacity:.8">${escapeHtml(site.name)}</p>` +
    `<h1 style="margin:4px 0 0;font-size:20px">${escapeHtml(title)}</h1>` +
    `<p style="margin:4px 0 0;font-size:13px;opacity:.8">Diterima ${escapeHtml(received)}</p></div>` +
    `<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse">${rows}</table>` +
    (auditSection
      ? `<div style="padding:16px 24px 0"><p style="margin:0;font-weight:700;color:#0f172a">${escapeHtml(auditSection.heading)}</p>` +
        `<ul style="margin:8px 0 0;padding-left:20px;color:#0f172a">${auditSection.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p style="margin:8px 0 0"><a href="${escapeHtml(auditSection.url)}" style="color:#1d4ed8">Buka laporan analisis instan</a></p></div>`
      : '') +
    `<p style="padding:16px 24px 0;margin:0;color:#0f172a">Balas e-mail ini untuk langsung menjawab ${escapeHtml(lead.name)}.</p>` +
    `<p style="padding:8px 24px 0;margin:0"><a href="${escapeHtml(inboxUrl(lead.id))}" style="color:#1d41c9;font-weight:600">Buka lead di inbox</a></p>` +
    `<p style="padding:8px 24px 20px;margin:0;color:#64748b;font-size:12px">ID lead: ${escapeHtml(lead.id)}<br>` +
    `Persetujuan kebijakan privasi: ${escapeHtml(consent)}</p></div></body></html>`

  return { subject, text, html }
}

const transports = new Map<string, Transporter>()

export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    // Timeouts keep a hanging SMTP server from holding an outbox lease; query options in the URL win.
    const options: SMTPTransport.Options = {
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }
    transport = nodemailer.createTransport(options)
    transports.set(smtpUrl, transport)
  }
  return transport
}

export type EmailSettings = { smtpUrl: string; to: string[]; from: string | null }

/** Sends the notification; the Message-ID derives from the outbox row so a retried send is recognisable. */
export async function sendLeadEmail(
  lead: LeadRecord,
  eventId: string,
  settings: EmailSettings,
  audit: LeadAuditSummary | null = null,
): Promise<void> {
  const { subject, text, html } = renderLeadEmail(lead, audit)
  const fromAddress = settings.from ?? `"${site.name} Website" <${site.email}>`
  const domain = fromAddress.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'localhost'
  await transportFor(settings.smtpUrl).sendMail({
    from: fromAddress,
    to: settings.to,
    replyTo: { name: stripFormatCharacters(lead.name), address: lead.email },
    subject,
    text,
    html,
    messageId: `<${eventId}@${domain}>`,
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Kind': lead.kind },
  })
}
