import type { ReactNode } from 'react'
import { CheckList } from '@/components/ui/check-list'

type TextWithPointsProps = {
  heading: ReactNode
  paragraphs: readonly string[]
  pointsTitle?: string
  points?: readonly string[]
}

/** Running text under a left-aligned heading, with an optional box of key points beside it. */
export function TextWithPoints({ heading, paragraphs, pointsTitle, points }: TextWithPointsProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
      <div className={points?.length ? 'lg:col-span-7' : 'lg:col-span-12 lg:max-w-3xl'}>
        {heading}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700 first-of-type:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
      {points?.length ? (
        <div className="self-start rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:col-span-5">
          {pointsTitle ? <h3 className="text-lg font-bold">{pointsTitle}</h3> : null}
          <CheckList items={points} className="mt-4 text-ink-800" />
        </div>
      ) : null}
    </div>
  )
}
