import { describeMovement, type Movement } from '@/lib/rank-tracker'
import { cn } from '@/lib/cn'

type Change = { by: number | null; movement: Movement }

/**
 * ▲/▼ with the number of places, green or red, and the same in words for screen readers (the arrow and the colour
 * alone say nothing to them).
 */
export function MovementBadge({ change }: { change: Change }) {
  const { movement, by } = change
  const up = movement === 'up' || movement === 'entered'
  const down = movement === 'down' || movement === 'left'
  const words = describeMovement(change)
  if (!up && !down)
    return (
      <span className="text-ink-500">
        {movement === 'same' ? '=' : '–'}
        <span className="sr-only"> {words}</span>
      </span>
    )
  const shown = movement === 'entered' ? 'masuk' : movement === 'left' ? 'keluar' : String(Math.abs(by ?? 0))
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums',
        up ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <span aria-hidden="true">
        {up ? '▲' : '▼'} {shown}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  )
}
