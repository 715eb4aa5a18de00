import { Icon } from '@/components/ui/icon'
import type { SkillGroup } from '@/content/types'
import { cn } from '@/lib/cn'

/** Skills grouped by category (Frontend, Backend, ...): one card per category with its skills as chips. */
export function SkillGroups({ groups, tone = 'light' }: { groups: readonly SkillGroup[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li
          key={group.category}
          data-skill-category={group.category}
          className={cn(
            'rounded-2xl p-6',
            dark ? 'bg-white/5 ring-1 ring-white/10 ring-inset' : 'border border-ink-100 bg-white shadow-sm',
          )}
        >
          <div className="flex items-center gap-3">
            {group.icon ? (
              <span
                className={cn(
                  'inline-flex size-10 items-center justify-center rounded-xl',
                  dark ? 'bg-white/10 text-accent-400' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon name={group.icon} className="size-5" />
              </span>
            ) : null}
            <h3 className={cn('text-lg font-bold', dark && 'text-white')}>{group.category}</h3>
          </div>
          {group.description ? (
            <p className={cn('mt-3 text-sm leading-relaxed', dark ? 'text-ink-200' : 'text-ink-600')}>
              {group.description}
            </p>
          ) : null}
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Keahlian ${group.category}`}>
            {group.skills.map((skill) => (
              <li
                key={skill}
                className={cn(
                  'rounded-lg px-2.5 py-1 text-sm font-medium',
                  dark ? 'bg-white/10 text-ink-100' : 'bg-ink-50 text-ink-800 ring-1 ring-ink-100 ring-inset',
                )}
              >
                {skill}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
