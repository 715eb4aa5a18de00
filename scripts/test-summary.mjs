// Prints one closing line for the whole suite from the Vitest (unit, build output) and Playwright JSON reports,
// after the time and CPU-seconds of each phase (test-results/phases.txt, written by scripts/test.sh).
import { existsSync, readFileSync } from 'node:fs'

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const unit = read('test-results/unit.json')
const build = read('test-results/build.json')
const e2e = read('test-results/e2e.json')
// The rank tracker's browser tests again on PostgreSQL (scripts/e2e-postgres.ts).
const e2ePostgres = read('test-results/e2e-postgres.json')
if (existsSync('test-results/phases.txt')) process.stdout.write(readFileSync('test-results/phases.txt', 'utf8'))
const vitest = [unit, build]
const sum = (pick) => vitest.reduce((total, report) => total + (pick(report) ?? 0), 0)
const playwright = [e2e, e2ePostgres]
const stat = (name) => playwright.reduce((total, report) => total + (report?.stats?.[name] ?? 0), 0)
const passed = sum((r) => r?.numPassedTests) + stat('expected') + stat('flaky')
const failed = sum((r) => r?.numFailedTests) + stat('unexpected')
const skipped = sum((r) => r?.numPendingTests) + sum((r) => r?.numTodoTests) + stat('skipped')
console.log(
  `unit: ${unit?.numPassedTests ?? 0} passed; build output: ${build?.numPassedTests ?? 0} passed; ` +
    `e2e: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.flaky ?? 0} flaky; ` +
    `e2e on PostgreSQL: ${e2ePostgres?.stats?.expected ?? 0} passed, ${e2ePostgres?.stats?.flaky ?? 0} flaky`,
)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
// A report that is missing counts as a failure: each phase must have run.
const missing = [
  ['unit', unit],
  ['build output', build],
  ['e2e', e2e],
  ['e2e on PostgreSQL', e2ePostgres],
].filter(([, report]) => !report)
for (const [name] of missing) console.log(`no ${name} report`)
process.exit(failed > 0 || passed === 0 || missing.length > 0 ? 1 : 0)
