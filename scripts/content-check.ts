/**
 * `npm run content:check`: checks the content in seconds, without a build (docs/content.md).
 *
 * 1. Every content file against its schema: one line per problem naming the file, the field and the rule
 *    (`content/cities/semarang.yaml: faqs.items[3].answer (Jawaban): kosong`), every file at once.
 * 2. The pages an edit touched (the files under content/ that git sees changed, or every page with --all) are
 *    rendered with the page templates and run through the site's own SEO audit (the same page checks the build
 *    tests run on every prerendered page), so a 90-character title gets the audit's finding and fix in Indonesian.
 *
 * Exit status 1 when something is wrong.
 */
import { execFileSync } from 'node:child_process'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { readContent } from '../src/content/schema/library'

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const all = process.argv.includes('--all')

const result = readContent()
if (result.problems.length) {
  console.error(`Konten tidak valid (${result.problems.length} masalah):`)
  for (const problem of result.problems) console.error(`  - ${problem}`)
  process.exit(1)
}

/** Files under content/ that differ from the last commit, new ones included (what "Save" in the editor wrote). */
function changedContentFiles(): string[] | null {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], {
      encoding: 'utf8',
    })
    return status
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/^.* -> /, ''))
  } catch {
    return null
  }
}

const changed = all ? null : changedContentFiles()
allowServerOnlyImports()
const { auditedPages, renderPage, pageSourceFiles } = await import('./content-check/pages')
const { auditPageHtml } = await import('../src/lib/audit/page-checks')
const { auditExceptions } = await import('../src/content/audit-exceptions')

const pages = auditedPages().filter(
  (page) => changed === null || pageSourceFiles(page).some((file) => changed.some((edit) => edit.startsWith(file))),
)
const exceptions = auditExceptions()
const findings: string[] = []
for (const page of pages) {
  const { html, url, servesPath } = renderPage(page)
  const excepted = new Set((exceptions.get(page.path) ?? []).map((exception) => exception.check))
  for (const check of await auditPageHtml(html, {
    url,
    servesPath,
    only: ['title', 'meta-description', 'h1', 'headings', 'img-alt', 'structured-data', 'word-count', 'links'],
  })) {
    if (check.status === 'pass' || excepted.has(check.id)) continue
    findings.push(`${page.file} (${page.path}): ${check.id}: ${check.finding}${check.fix ? ` ${check.fix}` : ''}`)
  }
}

const scope = changed === null ? 'semua halaman' : `${pages.length} halaman yang tersentuh perubahan`
if (findings.length) {
  console.error(`Audit SEO menemukan ${findings.length} masalah (${scope}):`)
  for (const finding of findings) console.error(`  - ${finding}`)
  console.error(
    'Perbaiki teksnya, atau bila sengaja, tulis alasannya di "Pengecualian audit SEO" halaman itu (docs/content.md).',
  )
  process.exitCode = 1
} else {
  console.log(`Konten valid; audit SEO lulus untuk ${scope} (${seconds()} detik).`)
}
