// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs'

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const unit = read('test-results/unit.json')
const e2e = read('test-results/e2e.json')
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0)
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0)
console.log(
  `unit: ${unit?.numPassedTests ?? 0} passed; e2e: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.flaky ?? 0} flaky`,
)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
