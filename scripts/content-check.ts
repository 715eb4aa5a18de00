/**
 * `npm run content:check`: checks every content file in seconds, without a build, and prints one line per problem
 * naming the file, the field and the rule (docs/content.md). Exit status 1 when something is wrong.
 */
import { readContent } from '../src/content/schema/library'

const started = performance.now()
const result = readContent()
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (result.problems.length) {
  console.error(`Konten tidak valid (${result.problems.length} masalah):`)
  for (const problem of result.problems) console.error(`  - ${problem}`)
  process.exitCode = 1
} else {
  console.log(`Konten valid (${seconds} detik).`)
}
