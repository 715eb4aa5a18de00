import { cn } from '@/lib/cn'
import { Icon } from './icon'

/** A list of short points with check marks. */
export function CheckList({
  items,
  className,
  tone = 'brand',
}: {
  items: readonly string[]
  className?: string
  tone?: 'brand' | 'light'
}) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon
            name="check-circle"
            className={cn('mt-0.5 size-5 shrink-0', tone === 'light' ? 'text-accent-400' : 'text-brand-600')}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
