import { Icon } from '@/components/ui/icon'
import type { City } from '@/content/cities'
import { formatJuta } from '@/lib/format'

/** The hero's right-hand summary: rating when the city has one, entry price, areas and the city's promise. */
export function CityHeroCard({ city }: { city: City }) {
  const entryPrice = Math.min(...city.pricing.packages.map((pkg) => pkg.priceIdr))
  const { rating } = city.hero
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
      <dl className="space-y-5">
        <div className="flex gap-4">
          <Icon name="wallet" className="mt-1 size-6 shrink-0 text-accent-400" />
          <div className="flex flex-col">
            <dt className="text-sm text-ink-300">Paket SEO {city.name}</dt>
            <dd className="order-first text-lg font-bold text-white">mulai Rp {formatJuta(entryPrice)}/bulan</dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Icon name="map-pin" className="mt-1 size-6 shrink-0 text-accent-400" />
          <div className="flex flex-col">
            <dt className="text-sm text-ink-300">Area layanan</dt>
            <dd className="order-first text-lg font-bold text-white">
              {city.areas.list.length} area di {city.name}
            </dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Icon name="shield-check" className="mt-1 size-6 shrink-0 text-accent-400" />
          <div className="flex flex-col">
            <dt className="text-sm text-ink-300">Garansi</dt>
            <dd className="order-first text-lg font-bold text-white">{city.hero.promise}</dd>
          </div>
        </div>
      </dl>
    </div>
  )
}
