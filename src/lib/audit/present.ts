import type { CheckResult } from './result'

/** Display helpers shared by the report page and the PDF (no server imports; dates: src/lib/server/wib.ts). */

/** The audited site as people write it: "tokoanda.com" ("website Anda" when the address has no host). */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '') || 'website Anda'
  } catch {
    return url.trim() || 'website Anda'
  }
}

export function countByStatus(checks: readonly CheckResult[]) {
  return {
    fail: checks.filter((check) => check.status === 'fail').length,
    warn: checks.filter((check) => check.status === 'warn').length,
    pass: checks.filter((check) => check.status === 'pass').length,
    error: checks.filter((check) => check.status === 'error').length,
  }
}

export const REPORT_VALID_DAYS = 30
