import { mailtoHref, telHref, waHref } from '@/content/format'
import { site } from '@/content/site'
import { whatsappGreeting } from '@/content/admin'
import type { LeadRow } from '@/lib/db/types'

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold'

/** Reach the prospect in one tap: WhatsApp with a greeting ready, e-mail, phone call. */
export function LeadQuickActions({ lead, staffName }: { lead: LeadRow; staffName: string }) {
  const greeting = whatsappGreeting({ leadName: lead.name, staffName, agency: site.name, kind: lead.kind })
  return (
    <div className="flex flex-wrap gap-2">
      {lead.phone ? (
        <a
          href={waHref(lead.phone, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${base} bg-whatsapp text-ink-950 hover:bg-[#1fbd5a] focus-visible:outline-whatsapp-dark`}
        >
          WhatsApp
        </a>
      ) : null}
      <a
        href={mailtoHref(lead.email, `${site.name}: tindak lanjut permintaan Anda`)}
        className={`${base} bg-brand-700 text-white hover:bg-brand-800`}
      >
        E-mail
      </a>
      {lead.phone ? (
        <a
          href={telHref(lead.phone)}
          className={`${base} bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50`}
        >
          Telepon
        </a>
      ) : null}
    </div>
  )
}
