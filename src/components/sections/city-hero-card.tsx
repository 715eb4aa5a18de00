import { Icon } from '@/components/ui/icon'
import type { City } from '@/content/cities'
import { formatJuta } from '@/content/format'
import type { IconName } from '@/content/types'

/** The hero's right-hand summary: rating when the city has one, entry price, areas and the city's promise. */
export function CityHeroCard({ city }: { city: City }) {
  const entryPrice = Math.min(...city.pricing.packages.map((pkg) => pkg.priceIdr))
  const { rating } = city.hero
  const facts: { icon: IconName; value: string; label: string }[] = [
    { icon: 'wallet', value: `mulai Rp ${formatJuta(entryPrice)}/bulan`, label: `Paket SEO ${city.name}` },
    { icon: 'map-pin', value: `${city.areas.list.length} area di ${city.name}`, label: 'Area layanan' },
    { icon: 'shield-check', value: city.hero.promise, label: 'Garansi' },
  ]
  return (
    <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 ring-inset sm:p-8" data-testid="city-hero-card">
      {rating ? (
        <div className="mb-6 border-b border-white/10 pb-6">
          <p className="flex items-center gap-1 text-accent-400" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Icon key={index} name="star" className="size-5 fill-current" />
            ))}
          </p>
          <p className="mt-3 text-ink-200">
            <span className="text-3xl font-extrabold text-white">{rating.score}</span>
            <span className="ml-2">dari {rating.reviews} ulasan klien</span>
          </p>
        </div>
      ) : null}
      <ul className="space-y-5">
        {facts.map((fact) => (
          <li key={fact.label} className="flex gap-4">
            <Icon name={fact.icon} className="mt-1 size-6 shrink-0 text-accent-400" />
            <p className="flex flex-col">
              <span className="text-lg font-bold text-white">{fact.value}</span>
              <span className="text-sm text-ink-300">{fact.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
