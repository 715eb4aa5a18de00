import { IMPACT_LABELS } from '@/lib/audit/checks/definitions'
import type { Problem } from '@/lib/audit/result'
import { cn } from '@/lib/cn'
import { StatusBadge } from './status-badge'

const accent = { fail: 'border-l-rose-500', warn: 'border-l-amber-400' } as const

function ProblemCard({ problem }: { problem: Problem }) {
  return (
    <li
      className={cn(
        // Cards below the fold are laid out only as they scroll near: the first layout stays short on a phone.
        'rounded-2xl border border-l-4 border-ink-100 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_24rem] [content-visibility:auto] sm:p-6',
        accent[problem.status as 'fail' | 'warn'],
      )}
      data-check={problem.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h4 className="text-lg font-bold text-ink-900">{problem.label}</h4>
        <StatusBadge status={problem.status} />
      </div>
      {problem.value ? <p className="mt-1 text-sm [overflow-wrap:anywhere] text-ink-600">{problem.value}</p> : null}
      <p className="mt-3 leading-relaxed [overflow-wrap:anywhere] text-ink-800">{problem.finding}</p>
      <dl className="mt-4 grid gap-3 text-sm leading-relaxed md:grid-cols-2 lg:grid-cols-1">
        <div className="rounded-xl bg-ink-50 p-4">
          <dt className="font-bold text-ink-900">Mengapa penting</dt>
          <dd className="mt-1 text-ink-700">{problem.why}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="font-bold text-brand-800">Cara memperbaiki</dt>
          <dd className="mt-1 [overflow-wrap:anywhere] text-ink-800">{problem.fix}</dd>
        </div>
      </dl>
    </li>
  )
}

/** Problems grouped by impact, most harmful first; each says what was found, why it matters and how to fix it. */
export function ProblemGroups({ groups }: { groups: Array<{ impact: Problem['impact']; problems: Problem[] }> }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <div key={group.impact}>
          <h3 className="flex items-center gap-3 text-xl font-extrabold text-ink-900">
            {IMPACT_LABELS[group.impact]}
            <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-sm font-bold text-white">
              {group.problems.length}
            </span>
          </h3>
          <ul className="mt-4 grid items-start gap-4 lg:grid-cols-2">
            {group.problems.map((problem) => (
              <ProblemCard key={problem.id} problem={problem} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
