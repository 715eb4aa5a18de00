import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scoreChecks, type CheckResult } from '../result'
import { CHECKS, CHECK_IDS, SCORE_CAP_WHEN_PAGE_FAILS } from './definitions'

const docs = fs.readFileSync(path.join(process.cwd(), 'docs/audit.md'), 'utf8')

describe('the checks table', () => {
  it('has the 26 ids of issue 16, weights adding up to 100, and a reason for every check', () => {
    expect(CHECK_IDS).toEqual([
      'http-status',
      'redirects',
      'https',
      'hsts',
      'ttfb',
      'page-weight',
      'compression',
      'caching',
      'title',
      'meta-description',
      'h1',
      'headings',
      'lang',
      'viewport',
      'canonical',
      'robots-meta',
      'robots-txt',
      'sitemap',
      'img-alt',
      'structured-data',
      'open-graph',
      'favicon',
      'mixed-content',
      'word-count',
      'links',
      'local-business',
    ])
    expect(Object.values(CHECKS).reduce((sum, check) => sum + check.weight, 0)).toBe(100)
    for (const check of Object.values(CHECKS)) expect(check.why.length, check.id).toBeGreaterThan(40)
  })

  it('is repeated row for row in docs/audit.md', () => {
    const rows = docs
      .split('\n')
      .filter((line) => /^\| `[a-z0-9-]+` \|/.test(line))
      .map((line) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim().replace(/\\\|/g, '|')),
      )
    expect(rows).toEqual(
      Object.values(CHECKS).map((check) => [
        `\`${check.id}\``,
        check.label,
        check.impact,
        String(check.weight),
        check.rule,
      ]),
    )
  })
})

describe('scoreChecks', () => {
  const make = (status: CheckResult['status']) =>
    CHECK_IDS.map((id) => ({ id, status, value: null, finding: '', fix: '' }) satisfies CheckResult)

  it('is 100 when all pass, 50 when all warn, 0 when all fail, and ignores checks that could not run', () => {
    expect(scoreChecks(make('pass'))).toBe(100)
    expect(scoreChecks(make('warn'))).toBe(50)
    expect(scoreChecks(make('fail'))).toBe(0)
    const mixed = make('pass').map((check) => (check.id === 'title' ? { ...check, status: 'error' as const } : check))
    expect(scoreChecks(mixed)).toBe(100)
    const titleFails = make('pass').map((check) =>
      check.id === 'title' ? { ...check, status: 'fail' as const } : check,
    )
    expect(scoreChecks(titleFails)).toBe(100 - CHECKS.title.weight)
  })

  it('caps a page that did not answer 2xx', () => {
    const down = make('pass').map((check) =>
      check.id === 'http-status' ? { ...check, status: 'fail' as const } : check,
    )
    expect(scoreChecks(down)).toBe(SCORE_CAP_WHEN_PAGE_FAILS)
  })
})
