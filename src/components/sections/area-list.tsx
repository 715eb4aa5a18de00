import { Icon } from '@/components/ui/icon'

/** Served districts as plain chips: information, not links. */
export function AreaList({ areas, label }: { areas: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="area-list">
      {areas.map((area) => (
        <li
          key={area}
          className="flex items-center gap-2 rounded-xl border border-ink-100 bg-white px-3.5 py-3 text-sm font-semibold text-ink-800 shadow-sm"
        >
          <Icon name="map-pin" className="size-4 shrink-0 text-brand-600" />
          {area}
        </li>
      ))}
    </ul>
  )
}
