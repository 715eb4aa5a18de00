import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { homeSections } from '@/content/home'
import { addOns, packageTerms, seoPackages } from '@/content/packages'
import { formatRupiah } from '@/content/format'
import { PricingCards } from './pricing-cards'
import { Section, SectionHeading } from './section'

const analysisHref = '/analisis-gratis'
const copy = homeSections.pricing

/** The `paket` section: the three monthly packages, add-ons and terms; every call to action asks for the free analysis. */
export function HomePricing({ gridId }: { gridId: string }) {
  const terms = [
    { icon: 'badge-check', text: packageTerms.setupFee },
    { icon: 'calendar', text: `Kontrak minimal ${packageTerms.minimumContractMonths} bulan` },
    { icon: 'credit-card', text: packageTerms.payment },
  ] as const
  return (
    <Section id="paket" tone="muted" labelledBy="paket-title">
      <SectionHeading id="paket-title" eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <PricingCards packages={seoPackages} ctaHref={analysisHref} ctaLabel={copy.ctaLabel} id={gridId} />

      <ul
        className="mt-12 grid gap-4 rounded-2xl border border-ink-100 bg-white p-6 md:grid-cols-3"
        aria-label="Ketentuan paket"
      >
        {terms.map((term) => (
          <li key={term.text} className="flex gap-3 text-ink-700">
            <Icon name={term.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{term.text}</span>
          </li>
        ))}
      </ul>

      <h3 className="mt-16 text-center text-2xl font-extrabold tracking-tight">{copy.addOnsTitle}</h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-ink-600">{copy.addOnsDescription}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {addOns.map((addOn) => (
          <li
            key={addOn.id}
            data-addon={addOn.id}
            className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-300/30 text-ink-900">
              <Icon name={addOn.icon} className="size-5" />
            </span>
            <h4 className="mt-4 font-bold text-ink-900">{addOn.name}</h4>
            <p className="mt-1 text-xl font-extrabold text-brand-700">
              {formatRupiah(addOn.priceIdr)}
              {addOn.unit ? <span className="text-sm font-medium text-ink-600">/{addOn.unit}</span> : null}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{addOn.description}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100">
        <p className="text-lg font-semibold text-ink-900">{copy.closingTitle}</p>
        <p className="max-w-xl text-ink-600">{copy.closingText}</p>
        <ButtonLink href={analysisHref} size="lg">
          <Icon name="search" className="size-5" />
          Konsultasi SEO Gratis
        </ButtonLink>
      </div>
    </Section>
  )
}
