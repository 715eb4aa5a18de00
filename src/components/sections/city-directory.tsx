import { Icon } from '@/components/ui/icon'
import { cityPath } from '@/content/cities'
import { citiesInRegion, regions, type IndonesianCity } from '@/content/indonesian-cities'

/** A city with its own page: a real link, styled and labelled as one. */
function LinkedTile({ city, slug }: { city: IndonesianCity; slug: NonNullable<IndonesianCity['citySlug']> }) {
  return (
    <a
      href={cityPath(slug)}
      className="group flex h-full items-center justify-between gap-2 rounded-xl border border-brand-600 bg-brand-50 px-3.5 py-3 text-brand-800 shadow-sm transition-colors hover:bg-brand-600 hover:text-white"
    >
      <span>
        <span className="block font-bold underline decoration-brand-300 underline-offset-4 group-hover:decoration-white">
          {city.name}
        </span>
        <span className="block text-xs text-brand-800 group-hover:text-white">{city.province}</span>
      </span>
      <Icon name="arrow-right" className="size-4 shrink-0" />
    </a>
  )
}

/** Every other city: flat text without border, arrow or hover, so it never reads as clickable. */
function PlainTile({ city }: { city: IndonesianCity }) {
  return (
    <div className="h-full cursor-default rounded-xl bg-ink-50 px-3.5 py-3 text-ink-700">
      <span className="block font-semibold">{city.name}</span>
      <span className="block text-xs text-ink-600">{city.province}</span>
    </div>
  )
}

export function CityDirectory({ linkedLegend, plainLegend }: { linkedLegend: string; plainLegend: string }) {
  return (
    <div data-testid="city-directory">
      <ul className="mb-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-600" aria-label="Keterangan">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-5 items-center justify-center rounded border border-brand-600 bg-brand-50 text-brand-700"
          >
            <Icon name="arrow-right" className="size-3" />
          </span>
          {linkedLegend}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-5 rounded bg-ink-50 ring-1 ring-ink-200 ring-inset" />
          {plainLegend}
        </li>
      </ul>
      <div className="space-y-10">
        {regions.map((region) => {
          const headingId = `wilayah-${region.toLowerCase().replace(/[^a-z]+/g, '-')}`
          const list = citiesInRegion(region)
          return (
            <div key={region}>
              <h3 id={headingId} className="mb-4 flex items-baseline gap-2 text-lg font-bold">
                {region}
                <span className="text-sm font-medium text-ink-500">({list.length} kota)</span>
              </h3>
              <ul
                aria-labelledby={headingId}
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
              >
                {list.map((city) => (
                  <li key={city.name} data-city-tile={city.citySlug ? 'linked' : 'plain'}>
                    {city.citySlug ? <LinkedTile city={city} slug={city.citySlug} /> : <PlainTile city={city} />}
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </div>
  )
}
