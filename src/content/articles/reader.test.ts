import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../routes'
import { articlePaths, readArticlePaths } from './known-paths'
import { articleOgImage, listPagePath, pageCount, pageItems } from './paths'
import { ContentValidationError, readLibrary, relatedArticles, type Library } from './reader'
import { routesFor } from './routes'

/** A throwaway copy of content/, so tests can break or edit files and read them through the real reader. */
const copies: string[] = []
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'articles-'))
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true })
  copies.push(root)
  return root
}
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true })
})

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file)
  writeFileSync(full, change(readFileSync(full, 'utf8')))
}

async function problemsOf(root: string): Promise<string[]> {
  const error = await readLibrary({ root }).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ContentValidationError)
  return (error as ContentValidationError).problems
}

const sample = 'content/articles/biaya-jasa-seo-indonesia.mdoc'

let library: Library
beforeAll(async () => {
  library = await readLibrary()
})

describe('the article library', () => {
  it('has at least 8 articles of 1,200+ words, 3 authors and 3 categories, newest first', () => {
    expect(library.articles.length).toBeGreaterThanOrEqual(8)
    expect(library.authors.length).toBeGreaterThanOrEqual(3)
    expect(library.categories.length).toBeGreaterThanOrEqual(3)
    for (const article of library.articles) expect(article.wordCount, article.file).toBeGreaterThanOrEqual(1200)
    const dates = library.articles.map((article) => article.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('gives every article a unique title, an SEO title of at most 60 characters and a 120-160 character summary', () => {
    const titles = library.articles.map((article) => article.seoTitle)
    expect(new Set(titles).size).toBe(titles.length)
    for (const article of library.articles) {
      expect(article.seoTitle.length, article.file).toBeLessThanOrEqual(60)
      expect(article.summary.length, article.file).toBeGreaterThanOrEqual(120)
      expect(article.summary.length, article.file).toBeLessThanOrEqual(160)
    }
  })

  it('links only to pages that exist: registered routes, blog pages, or anchors on the page', () => {
    const known = new Set<string>([...routes.map((route) => route.path), ...routesFor(library).map((r) => r.path)])
    for (const article of library.articles) {
      for (const href of article.links.filter((link) => link.startsWith('/'))) {
        expect(known.has(href.split('#')[0]!), `${article.file} links to ${href}`).toBe(true)
      }
      for (const href of article.links.filter((link) => link.startsWith('#'))) {
        expect(
          article.toc.map((item) => `#${item.id}`),
          `${article.file} anchor ${href}`,
        ).toContain(href)
      }
    }
  })

  it('points every article at service or city pages and at least one of them from the text', () => {
    for (const article of library.articles) {
      expect(article.services.length, article.file).toBeGreaterThan(0)
      expect(
        article.links.some((link) => article.services.includes(link)),
        article.file,
      ).toBe(true)
      expect(article.links, article.file).toContain('/analisis-gratis')
    }
  })

  it('knows the same addresses synchronously (for the 404 logger) as the reader serves', () => {
    const served = routesFor(library).map((route) => route.path)
    expect([...readArticlePaths()].sort()).toEqual([...served, '/artikel/rss.xml'].sort())
    expect(articlePaths().has('/artikel/biaya-jasa-seo-indonesia')).toBe(true)
    expect(articlePaths().has('/artikel/tidak-ada')).toBe(false)
  })
})

describe('front matter validation (runs in the reader, so `next build` fails)', () => {
  for (const field of ['title', 'publishedAt', 'author', 'category'] as const) {
    it(`names the file when an article has no ${field}`, async () => {
      const root = contentCopy()
      edit(root, sample, (text) => text.replace(new RegExp(`^${field}:.*\\n`, 'm'), ''))
      const problems = await problemsOf(root)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(new RegExp(`^${sample.replaceAll('.', '\\.')}: ${field}`))
    })
  }

  it('rejects an author or category that has no file', async () => {
    const root = contentCopy()
    edit(root, sample, (text) =>
      text.replace(/^author: .*$/m, 'author: penulis-fiktif').replace(/^category: .*$/m, 'category: gosip'),
    )
    expect(await problemsOf(root)).toEqual([
      `${sample}: author: "penulis-fiktif" is not a file in content/authors/`,
      `${sample}: category: "gosip" is not a file in content/categories/`,
    ])
  })

  it('rejects an unknown figure or package in a tag, with the line of the file', async () => {
    const root = contentCopy()
    edit(root, sample, (text) => text.replace('{% price package="seo-starter" /%}', '{% price package="seo-murah" /%}'))
    const lineNumber =
      readFileSync(path.join(root, sample), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes('seo-murah')) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toContain(`${sample}: line ${lineNumber}:`)
    expect(problem).toContain('seo-murah')
  })

  it('rejects a second h1 in the body and lists every broken file at once', async () => {
    const root = contentCopy()
    edit(root, sample, (text) => text.replace('## Kisaran harga', '# Kisaran harga'))
    edit(root, 'content/articles/seo-lokal-bandung.mdoc', (text) => text.replace(/^category:.*\n/m, ''))
    const problems = await problemsOf(root)
    expect(problems).toHaveLength(2)
    expect(
      problems.find((problem) => problem.startsWith('content/articles/seo-lokal-bandung.mdoc: category')),
    ).toBeDefined()
    expect(problems.find((problem) => problem.startsWith(sample))).toMatch(/line \d+: use "##" for sections/)
  })
})

describe('drafts, pagination and related articles', () => {
  it('leaves drafts out of the site unless asked for', async () => {
    const root = contentCopy()
    edit(root, sample, (text) => text.replace('draft: false', 'draft: true'))
    const published = await readLibrary({ root })
    expect(published.articles.map((article) => article.slug)).not.toContain('biaya-jasa-seo-indonesia')
    expect(readArticlePaths(root).has('/artikel/biaya-jasa-seo-indonesia')).toBe(false)
    const withDrafts = await readLibrary({ root, includeDrafts: true })
    expect(withDrafts.articles.map((article) => article.slug)).toContain('biaya-jasa-seo-indonesia')
  })

  it('splits the list into pages of 12 from the 13th article on', async () => {
    const root = contentCopy()
    const source = readFileSync(path.join(root, sample), 'utf8')
    for (let index = 0; index < 5; index++)
      writeFileSync(
        path.join(root, `content/articles/salinan-${index}.mdoc`),
        source.replace(/^title: '/m, `title: 'Salinan ${index} `),
      )
    const { articles } = await readLibrary({ root })
    expect(articles).toHaveLength(13)
    expect(pageCount(articles.length)).toBe(2)
    expect(pageItems(articles, 2)).toEqual([articles[12]])
    expect(listPagePath(1)).toBe('/artikel')
    expect(listPagePath(2)).toBe('/artikel/halaman/2')
    expect(readArticlePaths(root).has('/artikel/halaman/2')).toBe(true)
    expect(readArticlePaths(root).has('/artikel/halaman/3')).toBe(false)
    expect(pageCount(12)).toBe(1)
  })

  it('suggests three other articles, same category first', () => {
    for (const article of library.articles) {
      const related = relatedArticles(article, library.articles)
      expect(related).toHaveLength(3)
      expect(related.map((other) => other.slug)).not.toContain(article.slug)
      const sameCategory = library.articles.filter(
        (other) => other.slug !== article.slug && other.category.slug === article.category.slug,
      )
      expect(
        related
          .slice(0, Math.min(3, sameCategory.length))
          .every((other) => other.category.slug === article.category.slug),
      ).toBe(true)
    }
  })

  it('names share cards after the page path', () => {
    expect(articleOgImage('/artikel/kategori/seo-lokal')).toBe('artikel-kategori-seo-lokal.png')
  })
})
