import { Icon } from './icon'

/** Five stars with the rating as text for screen readers. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">
        Rating {rating} dari {max}
      </span>
      {Array.from({ length: max }, (_, index) => (
        <Icon
          key={index}
          name="star"
          className={index < rating ? 'size-5 fill-accent-400 text-accent-500' : 'size-5 text-ink-200'}
        />
      ))}
    </p>
  )
}
