import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button-link'
import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { Package } from '@/content/types'
import { cn } from '@/lib/cn'
import { formatJuta, formatJutaRange, formatRupiah } from '@/content/format'

type PricingCardsProps = {
  packages: readonly Package[]
  ctaHref: string
  ctaLabel: string
  /** Label on the popular package, e.g. "Paling Populer" or "Most Popular". */
  popularLabel?: string
  /** Extra line under the price, e.g. "Pengerjaan 1-2 minggu" per package id. */
  notes?: Readonly<Record<string, string>>
  id?: string
}

/** Exact prices in full rupiah; quoted ranges and "from" prices in juta, as agencies quote them. */
function priceText(pkg: Package): string {
  if (pkg.priceMaxIdr) return `Rp ${formatJutaRange(pkg.priceIdr, pkg.priceMaxIdr)}`
  return pkg.priceFrom ? `Rp ${formatJuta(pkg.priceIdr)}` : formatRupiah(pkg.priceIdr)
}

/** Three package cards; the popular one is emphasised (raised and outlined on large screens). */
export function PricingCards({
  packages,
  ctaHref,
  ctaLabel,
  popularLabel = 'Paling Populer',
  notes,
  id,
}: PricingCardsProps) {
  return (
    <ul id={id} className="grid items-stretch gap-6 lg:grid-cols-3 lg:gap-8">
      {packages.map((pkg) => (
        <li
          key={pkg.id}
          data-popular={pkg.popular ? 'true' : undefined}
          className={cn(
            'relative flex flex-col rounded-3xl border bg-white p-7 shadow-sm',
            pkg.popular ? 'border-brand-600 ring-2 ring-brand-600 lg:-my-4 lg:py-11 lg:shadow-xl' : 'border-ink-100',
          )}
        >
          {pkg.popular ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase">
              {popularLabel}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-xl font-bold">{pkg.name}</h3>
            {pkg.badge ? <Badge tone={pkg.badgeTone ?? 'brand'}>{pkg.badge}</Badge> : null}
          </div>
          <p className="mt-2 text-ink-600">{pkg.description}</p>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
            {pkg.priceFrom ? <span className="text-ink-500">mulai</span> : null}
            <span className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{priceText(pkg)}</span>
            {pkg.period ? <span className="text-ink-500">/{pkg.period}</span> : null}
          </p>
          {notes?.[pkg.id] ? <p className="mt-1 text-sm font-semibold text-brand-700">{notes[pkg.id]}</p> : null}
          <CheckList items={pkg.features} className="mt-6 text-sm text-ink-700" />
          {pkg.guarantee ? (
            <p className="mt-6 flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
              <Icon name="shield-check" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">Garansi: </span>
                {pkg.guarantee}
              </span>
            </p>
          ) : null}
          <ButtonLink href={ctaHref} variant={pkg.popular ? 'primary' : 'secondary'} className="mt-8 w-full">
            {ctaLabel}
            <span className="sr-only"> {pkg.name}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  )
}
