import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { readLibrary, relatedArticles } from '@/content/articles/reader'
import { routesFor } from '@/content/articles/routes'
import { figures } from '@/content/figures'
import { seoPackages } from '@/content/packages'
import { formatRupiah } from '@/content/format'
import { contactLinks } from '@/lib/site-links'
import { ArticlePage } from './article-page'

/**
 * The cheapest path a writer's edit takes to a page without a second build: the real reader on a copy
 * of content/, then the real page component rendered to HTML.
 */
const root = mkdtempSync(path.join(tmpdir(), 'article-page-'))
cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const slug = 'biaya-jasa-seo-indonesia'
const file = path.join(root, 'content/articles', `${slug}.mdoc`)

async function renderArticle(): Promise<string> {
  const library = await readLibrary({ root })
  const article = library.articles.find((candidate) => candidate.slug === slug)!
  const entry = routesFor(library).find((route) => route.path === article.path)!
  return renderToStaticMarkup(
    <ArticlePage article={article} entry={entry} related={relatedArticles(article, library.articles)} />,
  )
}

describe('an article page', () => {
  it('shows an edit to the article file', async () => {
    const before = await renderArticle()
    expect(before).not.toContain('Kalimat baru dari editor')
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/^title: .*$/m, "title: 'Biaya SEO 2027: Judul yang Baru Saja Diubah Editor'")
        .replace(
          '## Kisaran harga jasa SEO yang kami tawarkan',
          '## Kisaran harga jasa SEO yang kami tawarkan\n\nKalimat baru dari editor.',
        ),
    )
    const after = await renderArticle()
    expect(after).toContain('Kalimat baru dari editor.')
    expect(after).toMatch(/<h1[^>]*>Biaya SEO 2027: Judul yang Baru Saja Diubah Editor<\/h1>/)
  })

  it('prints figures from the content records, not from the article text', async () => {
    const html = await renderArticle()
    for (const pkg of seoPackages) expect(html).toContain(formatRupiah(pkg.priceIdr))
    expect(html).toContain(formatRupiah(figures.freeAuditValue))
    expect(html).toContain(`href="${contactLinks.phone('article-phone').href}" ping="/api/click?cta=article-phone"`)
    expect(html).not.toContain('{%')
  })

  it('has one h1, a table of contents whose links reach the headings, the calls to action and 3 related articles', async () => {
    const html = await renderArticle()
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    const tocTargets = [...html.matchAll(/<a href="#([^"]+)"/g)].map((match) => match[1])
    expect(tocTargets.length).toBeGreaterThanOrEqual(3)
    for (const id of tocTargets) expect(html).toContain(`id="${id}"`)
    expect(html).toContain('href="/analisis-gratis"')
    const whatsapp = html.match(/<a href="https:\/\/wa\.me\/[^"]*"[^>]*>[\s\S]*?<\/a>/g) ?? []
    expect(whatsapp.length).toBeGreaterThan(0)
    for (const link of whatsapp) {
      expect(link).toContain('target="_blank"')
      // Said in the link, or described by the page's one new-tab notice (components/ui/site-link.tsx).
      expect(link).toMatch(/\(membuka tab baru\)|aria-describedby="tab-baru"/)
    }
    expect(html.match(/<h3[^>]*><a href="\/artikel\//g)).toHaveLength(3)
  })
})
