import { ButtonLink } from '@/components/ui/button-link'
import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import { coverageCities, coverageNote, homeSections, packageTypes } from '@/content/home'
import { Section, SectionHeading } from './section'

/** The `seo-indonesia` section: cities we serve and the kinds of engagement, ending on the package grid. */
export function HomeCoverage({ packagesGridId }: { packagesGridId: string }) {
  return (
    <Section id="seo-indonesia" labelledBy="seo-indonesia-title">
      <SectionHeading
        id="seo-indonesia-title"
        eyebrow={homeSections.coverage.eyebrow}
        title={homeSections.coverage.title}
        description={homeSections.coverage.description}
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6" aria-label="Kota layanan utama">
        {coverageCities.map((city) => {
          const body = (
            <>
              <Icon name="map-pin" className="size-5 text-brand-600" />
              <span className="mt-2 block text-lg font-bold text-ink-900">{city.name}</span>
              <span className="mt-1 block text-sm text-ink-600">{city.note}</span>
            </>
          )
          return (
            <li key={city.name} data-city={city.name}>
              {city.href ? (
                <a
                  href={city.href}
                  className="block h-full rounded-2xl border border-ink-100 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
                >
                  {body}
                  <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Lihat layanan
                    <Icon name="arrow-right" className="size-3.5" />
                  </span>
                </a>
              ) : (
                <div className="h-full rounded-2xl border border-dashed border-ink-200 bg-ink-50 p-4">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-ink-600">
        {coverageNote}{' '}
        <a
          href="/jasa-seo-terpercaya"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Lihat semua kota layanan
        </a>
        .
      </p>

      <h3 className="mt-16 text-center text-2xl font-extrabold tracking-tight">
        {homeSections.coverage.packageTypesTitle}
      </h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packageTypes.map((type) => (
          <li key={type.title} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={type.icon} className="size-5" />
            </span>
            <h4 className="mt-4 text-lg font-bold text-ink-900">{type.title}</h4>
            <p className="mt-1 text-ink-600">{type.description}</p>
            <CheckList items={type.items} className="mt-4 text-sm text-ink-700" />
            {type.href ? (
              <a
                href={type.href}
                className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {type.linkLabel}
                <Icon name="arrow-right" className="size-4" />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        {/* A plain anchor: CSS smooth scrolling (off under prefers-reduced-motion) moves to the grid without JavaScript. */}
        <ButtonLink href={`#${packagesGridId}`} variant="secondary" size="lg">
          Bandingkan Semua Paket
          <Icon name="arrow-right" className="size-5 rotate-90" />
        </ButtonLink>
      </div>
    </Section>
  )
}
