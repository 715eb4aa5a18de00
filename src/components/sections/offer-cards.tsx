import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { LinkAction, OfferCard } from '@/content/types'
import { cn } from '@/lib/cn'
import { formatJuta } from '@/content/format'

type OfferCardsProps = {
  items: readonly OfferCard[]
  /** Label on the popular card, e.g. "Paling Populer". */
  popularLabel?: string
  /** Word before the price. */
  pricePrefix?: string
  /** One link per card, e.g. to the contact page; the card title is appended for screen readers. */
  action?: LinkAction
}

/**
 * Cards for products sold "from" a price (website types, project kinds): a price badge on every card
 * and the popular one outlined. For fixed-price packages use PricingCards instead.
 */
export function OfferCards({ items, popularLabel = 'Paling Populer', pricePrefix = 'Mulai', action }: OfferCardsProps) {
  return (
    <ul className="grid gap-6 pt-3 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-offer={item.id}
          data-popular={item.popular ? 'true' : undefined}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            item.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-100',
          )}
        >
          {item.popular ? (
            <p className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {popularLabel}
            </p>
          ) : null}
          <div className="flex items-start justify-between gap-3">
            {item.icon ? (
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
            ) : null}
            <p
              className="rounded-xl bg-accent-300/30 px-3 py-1.5 text-right ring-1 ring-accent-400/60 ring-inset"
              data-price={item.priceFromIdr}
            >
              <span className="block text-[0.7rem] font-semibold tracking-wide text-ink-700 uppercase">
                {pricePrefix}
              </span>
              <span className="block text-lg leading-tight font-extrabold whitespace-nowrap text-ink-950">
                Rp {formatJuta(item.priceFromIdr)}
              </span>
            </p>
          </div>
          <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{item.description}</p>
          {item.features?.length ? <CheckList items={item.features} className="mt-4 text-sm text-ink-700" /> : null}
          {action ? (
            <a
              href={action.href}
              className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-5 font-semibold text-brand-700 hover:text-brand-800"
            >
              {action.label}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
