import type { ReactNode } from 'react'
import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import { formatJuta } from '@/content/format'
import type { LinkAction } from '@/content/types'
import { ActionButtons } from './action-buttons'
import { SectionHeading } from './section'

type PriceGuaranteePanelProps = {
  headingId: string
  eyebrow?: string
  title: string
  description?: string
  /** What every project includes. */
  points: readonly string[]
  /** Rupiah, integer. */
  priceFromIdr: number
  pricePrefix?: string
  priceNote?: string
  guarantee: { title: string; description: string }
  actions?: readonly LinkAction[]
  /** Extra content under the price card, e.g. download buttons. */
  footer?: ReactNode
}

/** "Investment" band: what is included on the left, the starting price and the guarantee on the right. */
export function PriceGuaranteePanel({
  headingId,
  eyebrow,
  title,
  description,
  points,
  priceFromIdr,
  pricePrefix = 'Investasi mulai',
  priceNote,
  guarantee,
  actions = [],
  footer,
}: PriceGuaranteePanelProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:items-start lg:gap-12">
      <div className="lg:col-span-7">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          description={description}
          align="left"
          className="mb-8 sm:mb-8"
        />
        <CheckList items={points} className="text-ink-700" />
        {actions.length ? <ActionButtons actions={actions} className="mt-8" /> : null}
      </div>
      <div className="lg:col-span-5">
        <div className="rounded-3xl bg-ink-900 p-7 text-ink-100 shadow-xl sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{pricePrefix}</p>
          <p className="mt-2 text-4xl font-extrabold tracking-tight text-white sm:text-5xl" data-price={priceFromIdr}>
            Rp {formatJuta(priceFromIdr)}
          </p>
          {priceNote ? <p className="mt-2 text-sm text-ink-300">{priceNote}</p> : null}
          <div className="mt-6 flex gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 ring-inset">
            <Icon name="shield-check" className="mt-0.5 size-6 shrink-0 text-accent-400" />
            <div>
              <p className="font-bold text-white">{guarantee.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-ink-200">{guarantee.description}</p>
            </div>
          </div>
        </div>
        {footer ? <div className="mt-6">{footer}</div> : null}
      </div>
    </div>
  )
}
