import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import type { ContactLink } from '@/content/contact-links'

type HotlineCardProps = {
  title: string
  description: string
  phone: ContactLink
  phoneDisplay: string
  note?: string
  whatsapp?: ContactLink & { label: string }
}

/** An emergency phone line with the number itself as the big link, for dark hero asides and bands. */
export function HotlineCard({ title, description, phone, phoneDisplay, note, whatsapp }: HotlineCardProps) {
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-800 shadow-2xl ring-1 ring-ink-100 sm:p-8">
      <p className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 text-sm font-bold text-red-800">
        <span aria-hidden="true" className="size-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
        {title}
      </p>
      <p className="mt-4 leading-relaxed text-ink-600">{description}</p>
      <a
        href={phone.href}
        ping={phone.ping}
        data-hotline=""
        className="mt-5 flex min-h-14 items-center gap-3 rounded-2xl bg-brand-600 px-5 py-3 text-white shadow-sm hover:bg-brand-700"
      >
        <Icon name="phone" className="size-6 shrink-0" />
        <span>
          <span className="block text-xs font-semibold tracking-wide text-brand-100 uppercase">Telepon sekarang</span>
          <span className="block text-xl font-extrabold tabular-nums sm:text-2xl">{phoneDisplay}</span>
        </span>
      </a>
      {whatsapp ? (
        <SiteLink
          href={whatsapp.href}
          ping={whatsapp.ping}
          external
          className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-200 px-4 py-2 font-semibold text-ink-900 hover:border-whatsapp-dark hover:text-whatsapp-dark"
        >
          <WhatsappIcon className="size-5 text-whatsapp-dark" />
          {whatsapp.label}
        </SiteLink>
      ) : null}
      {note ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-500">
          <Icon name="clock" className="size-4" />
          {note}
        </p>
      ) : null}
    </div>
  )
}
