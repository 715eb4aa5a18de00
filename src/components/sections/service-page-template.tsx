import Image from 'next/image'
import { getRoute } from '@/content/routes'
import type { LinkAction, ServicePage } from '@/content/types'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { contactLinks } from '@/content/contact-links'
import { Breadcrumbs } from './breadcrumbs'
import { CtaBand } from './cta-band'
import { FaqList } from './faq-list'
import { JsonLd } from './json-ld'
import { PageHero } from './page-hero'
import { Section, SectionHeading } from './section'
import { ServiceSection } from './service-section'
import { StatsCard } from './stats-card'

/** The calls to action every service page offers: free analysis first, then WhatsApp (where set) and the contact page. */
function pageActions(
  page: ServicePage,
  primaryLabel: string,
): { analysis: LinkAction; whatsapp?: LinkAction; contact: LinkAction } {
  return {
    analysis: { label: primaryLabel, href: '/analisis-gratis', icon: 'search' },
    whatsapp: page.whatsappText
      ? {
          label: 'Chat via WhatsApp',
          href: contactLinks.whatsapp(page.whatsappText),
          variant: 'whatsapp',
          icon: 'message',
          external: true,
        }
      : undefined,
    contact: { label: 'Hubungi Kami', href: '/contact', variant: 'outline-light' },
  }
}

/**
 * One layout for the SEO service pages: breadcrumbs, hero, the page's own sections in order,
 * FAQ (mirrored in FAQPage JSON-LD from the same records), closing call to action and Service JSON-LD.
 */
export function ServicePageTemplate({ page }: { page: ServicePage }) {
  const route = getRoute(page.path)
  const { hero, faq, cta } = page
  const actions = pageActions(page, hero.primaryLabel ?? 'Analisis SEO Gratis')
  const faqName = `faq-${page.path.slice(1)}`

  const aside = hero.image ? (
    <Image
      src={hero.image.src}
      width={hero.image.width}
      height={hero.image.height}
      alt={hero.image.alt}
      priority
      className="mx-auto h-auto w-full max-w-lg"
    />
  ) : hero.statsCard ? (
    <StatsCard {...hero.statsCard} />
  ) : undefined

  return (
    <>
      <Breadcrumbs path={page.path} />
      <PageHero
        badge={hero.badge}
        title={hero.title}
        highlight={hero.highlight}
        description={hero.description}
        points={hero.points}
        aside={aside}
        actions={[actions.analysis, actions.whatsapp ?? actions.contact]}
      />
      {page.sections.map((section, index) => (
        <ServiceSection
          key={section.id}
          section={section}
          tone={section.tone ?? (index % 2 === 0 ? 'white' : 'muted')}
        />
      ))}
      <Section id="faq" tone={page.sections.length % 2 === 0 ? 'white' : 'muted'} labelledBy="faq-judul">
        <SectionHeading id="faq-judul" eyebrow="FAQ" title={faq.title} description={faq.description} />
        <FaqList items={faq.items} name={faqName} />
      </Section>
      <CtaBand
        id="konsultasi"
        title={cta.title}
        description={cta.description}
        actions={[actions.analysis, ...(actions.whatsapp ? [actions.whatsapp] : []), actions.contact]}
      />
      <JsonLd
        data={serviceJsonLd({
          path: page.path,
          name: page.service.name,
          description: route.description,
          serviceType: page.service.serviceType,
        })}
      />
      <JsonLd data={faqJsonLd(faq.items)} />
    </>
  )
}
