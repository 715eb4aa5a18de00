import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import { homeContact, type HomeContactCard } from '@/content/home'
import { contactLinks } from '@/content/contact-links'
import { OpeningHoursCard } from './contact-info-cards'
import { Section, SectionHeading } from './section'

function ContactCardItem({ card }: { card: HomeContactCard }) {
  const body = (
    <>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={card.icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink-600">{card.title}</span>
        <span className="block font-bold break-words text-ink-900">{card.value}</span>
        <span className="mt-0.5 block text-sm text-ink-600">{card.note}</span>
      </span>
    </>
  )
  const classes = 'flex h-full gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm'
  if (!card.href) return <div className={classes}>{body}</div>
  return (
    <SiteLink
      href={card.href}
      ping={card.ping}
      external={card.external}
      className={`${classes} transition hover:border-brand-600 hover:shadow-md`}
    >
      {body}
    </SiteLink>
  )
}

/** The `kontak` section of the home page: the consultation form beside direct channels, hours and trust figures. */
export function HomeContact({ form }: { form: ReactNode }) {
  return (
    <Section id="kontak" labelledBy="kontak-title">
      <SectionHeading
        id="kontak-title"
        eyebrow={homeContact.eyebrow}
        title={homeContact.title}
        description={homeContact.description}
      />
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-7">{form}</div>
        <div className="space-y-6 lg:col-span-5">
          <ul className="grid gap-3" aria-label="Kontak langsung">
            {homeContact.cards.map((card) => (
              <li key={card.title}>
                <ContactCardItem card={card} />
              </li>
            ))}
          </ul>
          <OpeningHoursCard />

          <dl className="grid grid-cols-3 gap-3 rounded-2xl bg-ink-900 p-5 text-center">
            {homeContact.trustStats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs text-ink-200">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-accent-400">{stat.value}</dd>
              </div>
            ))}
          </dl>

          <div className="flex flex-col gap-3">
            <ButtonLink
              {...contactLinks.whatsapp('home-contact-whatsapp', homeContact.whatsappText)}
              external
              variant="whatsapp"
              size="lg"
            >
              <WhatsappIcon className="size-5" />
              Chat via WhatsApp
            </ButtonLink>
            <ButtonLink href="/analisis-gratis" variant="secondary" size="lg">
              <Icon name="search" className="size-5" />
              Analisis Kompetitor Gratis
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}
