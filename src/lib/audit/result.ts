import {
  CHECKS,
  CHECK_IDS,
  IMPACT_ORDER,
  SCORE_CAP_WHEN_PAGE_FAILS,
  STATUS_CREDIT,
  checkDefinition,
  type CheckId,
  type CheckStatus,
  type Impact,
} from './checks/definitions'

/**
 * What an audit produces and how it is scored and summarised. Pure data and functions (no server imports), shared
 * by the engine, the job store, the JSON endpoint, the report page and the PDF.
 */

export type CheckResult = {
  id: CheckId
  status: CheckStatus
  /** Short measured value, e.g. "57 karakter" or "0,42 detik" (plain text, never HTML). */
  value: string | null
  /** What was found (Indonesian). */
  finding: string
  /** How to fix it (Indonesian); empty when the check passed. */
  fix: string
}

export type AuditStatus = 'pending' | 'done' | 'failed' | 'blocked'

/** Stored with a finished job (JSON). */
export type AuditResult = {
  /** Bumped when checks change meaning, so old stored results can be told apart. */
  version: 1
  finalUrl: string | null
  score: number | null
  checks: CheckResult[]
  /** Why the audit was blocked or failed (Indonesian, shown on the report), and the code behind it. */
  reason: string | null
  reasonCode: string | null
  durationMs: number
}

/** 0-100: weighted share of the passed checks (warn = half); checks that could not run are left out. */
export function scoreChecks(checks: readonly CheckResult[]): number {
  let earned = 0
  let possible = 0
  for (const check of checks) {
    if (check.status === 'error') continue
    const weight = CHECKS[check.id].weight
    possible += weight
    earned += weight * STATUS_CREDIT[check.status]
  }
  if (possible === 0) return 0
  const score = Math.round((100 * earned) / possible)
  const pageFailed = checks.some((check) => check.id === 'http-status' && check.status === 'fail')
  return pageFailed ? Math.min(score, SCORE_CAP_WHEN_PAGE_FAILS) : score
}

/** The check's message for the JSON endpoint and notifications: what was found, why it matters, how to fix it. */
export function checkMessage(check: CheckResult): string {
  const definition = checkDefinition(check.id)
  return [check.finding, definition?.why, check.fix].filter(Boolean).join(' ')
}

export type Problem = CheckResult & { label: string; impact: Impact; why: string }

function rank(check: CheckResult): number {
  const impact = IMPACT_ORDER.indexOf(CHECKS[check.id].impact)
  return impact * 10 + (check.status === 'fail' ? 0 : 1)
}

/** Failed and warned checks, most harmful first: by impact, failures before warnings, then by weight and table order. */
export function problemsOf(checks: readonly CheckResult[]): Problem[] {
  return checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        CHECKS[b.id].weight - CHECKS[a.id].weight ||
        CHECK_IDS.indexOf(a.id) - CHECK_IDS.indexOf(b.id),
    )
    .map((check) => ({
      ...check,
      label: CHECKS[check.id].label,
      impact: CHECKS[check.id].impact,
      why: CHECKS[check.id].why,
    }))
}

export function groupProblems(checks: readonly CheckResult[]): Array<{ impact: Impact; problems: Problem[] }> {
  const problems = problemsOf(checks)
  return IMPACT_ORDER.map((impact) => ({
    impact,
    problems: problems.filter((problem) => problem.impact === impact),
  })).filter((group) => group.problems.length > 0)
}

export function passedChecks(checks: readonly CheckResult[]): Problem[] {
  return checks
    .filter((check) => check.status === 'pass')
    .sort((a, b) => CHECK_IDS.indexOf(a.id) - CHECK_IDS.indexOf(b.id))
    .map((check) => ({
      ...check,
      label: CHECKS[check.id].label,
      impact: CHECKS[check.id].impact,
      why: CHECKS[check.id].why,
    }))
}

export function uncheckedChecks(checks: readonly CheckResult[]): Problem[] {
  return checks
    .filter((check) => check.status === 'error')
    .map((check) => ({
      ...check,
      label: CHECKS[check.id].label,
      impact: CHECKS[check.id].impact,
      why: CHECKS[check.id].why,
    }))
}

/** How the score reads in words (report hero, PDF, notification). */
export function scoreVerdict(score: number): { label: string; tone: 'good' | 'fair' | 'poor' } {
  if (score >= 85) return { label: 'Sudah baik', tone: 'good' }
  if (score >= 60) return { label: 'Cukup, masih bisa naik', tone: 'fair' }
  return { label: 'Perlu banyak perbaikan', tone: 'poor' }
}
