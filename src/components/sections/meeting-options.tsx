import { Icon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import type { MeetingOption } from '@/content/page-types'
import { site } from '@/content/site'
import { contactLinks } from '@/content/contact-links'

/** Contact values come from the site config; a record only says which one to show. */
function OptionDetail({ option, cityName }: { option: MeetingOption; cityName: string }) {
  switch (option.kind) {
    case 'phone':
      return (
        <a
          {...contactLinks.phone('city-meeting-phone')}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-800"
        >
          <Icon name="phone" className="size-4" />
          {contactLinks.phoneDisplay}
        </a>
      )
    case 'whatsapp':
      return (
        <SiteLink
          {...contactLinks.whatsapp(
            'city-meeting-whatsapp',
            `Halo, saya ingin konsultasi jasa SEO untuk bisnis di ${cityName}.`,
          )}
          external
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-800"
        >
          <Icon name="message" className="size-4" />
          Chat WhatsApp {contactLinks.whatsappDisplay}
        </SiteLink>
      )
    case 'office':
      return (
        <address className="mt-4 text-sm font-semibold text-ink-800 not-italic">
          {site.address.street}, {site.address.locality}
        </address>
      )
    default:
      return null
  }
}

export function MeetingOptions({ options, cityName }: { options: readonly MeetingOption[]; cityName: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {options.map((option) => (
        <li key={option.title} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-300/30 text-ink-900">
            <Icon name={option.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-bold">{option.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{option.text}</p>
          <OptionDetail option={option} cityName={cityName} />
        </li>
      ))}
    </ul>
  )
}
