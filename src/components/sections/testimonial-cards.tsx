import { Icon } from '@/components/ui/icon'
import { StarRating } from '@/components/ui/star-rating'
import type { Testimonial } from '@/content/types'
import { cn } from '@/lib/cn'

/** A client's words: stars, quote, name and role. */
export function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  return (
    <figure className={cn('flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm', className)}>
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        <Icon name="quote" className="size-7 text-brand-200" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink-100 pt-4">
        <span className="block font-bold text-ink-900">{testimonial.name}</span>
        <span className="block text-sm text-ink-600">{testimonial.role}</span>
      </figcaption>
    </figure>
  )
}

export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} className="h-full" />
        </li>
      ))}
    </ul>
  )
}
