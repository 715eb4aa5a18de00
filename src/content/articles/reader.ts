import { readFileSync } from 'node:fs'
import path from 'node:path'
import Markdoc, { type Node } from '@markdoc/markdoc'
import { createReader } from '@keystatic/core/reader'
import keystaticConfig from '../editor/keystatic-config'
import { articleValidationConfig } from './markdoc-schema'
import { articlePath, authorPath, categoryPath } from './paths'
import { bodyFacts, readingMinutes, type TocItem } from './text'

/**
 * The content reader: articles, authors and categories from the files under content/, through
 * Keystatic's Reader API, then checked here. Any problem (a missing title, date, author or category,
 * a reference to an author that does not exist, an unknown figure tag) throws one error that names
 * every offending file, so `next build` stops with a message a writer can act on.
 */

export type Author = {
  slug: string
  path: string
  name: string
  role: string
  bio: string
  expertise: string[]
  initials: string
}

export type Category = { slug: string; path: string; name: string; description: string }

export type ArticleMeta = {
  slug: string
  path: string
  /** Repository-relative file, for error messages and the "edit" hint in docs. */
  file: string
  title: string
  /** The <title> before " | brand": the SEO title when set, else the headline. */
  seoTitle: string
  summary: string
  publishedAt: string
  updatedAt: string
  author: Author
  category: Category
  services: string[]
  keywords: string[]
  draft: boolean
  wordCount: number
  readingMinutes: number
  toc: TocItem[]
  links: string[]
}

export type Article = ArticleMeta & { body: Node }

export type Library = {
  articles: Article[]
  authors: Author[]
  categories: Category[]
}

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Konten artikel tidak valid (${problems.length} masalah):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

const files = {
  articles: (slug: string) => `content/articles/${slug}.mdoc`,
  authors: (slug: string) => `content/authors/${slug}.yaml`,
  categories: (slug: string) => `content/categories/${slug}.yaml`,
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Keystatic says `Invalid data for "x" in collection "articles":\ntitle: …`; keep only the field lines. */
function fieldProblems(file: string, error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n').slice(message.startsWith('Invalid data for') ? 1 : 0)
  return lines.filter(Boolean).map((line) => `${file}: ${line}`)
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => word.charAt(0).toUpperCase()).join('')
}

function newestFirst(a: ArticleMeta, b: ArticleMeta): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'id')
}

export type ReaderOptions = {
  /** Folder that holds content/ (the repository root, or a copy of it in tests). */
  root?: string
  includeDrafts?: boolean
}

/** Reads and validates everything once; every call reads the files again (the build caches it, see `library`). */
export async function readLibrary({
  root = process.cwd(),
  includeDrafts = false,
}: ReaderOptions = {}): Promise<Library> {
  const reader = createReader(root, keystaticConfig)
  const problems: string[] = []

  async function readAll<T>(
    collection: keyof typeof files,
    list: () => Promise<string[]>,
    read: (slug: string) => Promise<T | null>,
  ): Promise<{ slug: string; entry: T }[]> {
    const slugs = (await list()).sort()
    const entries = await Promise.all(
      slugs.map(async (slug) => {
        try {
          const entry = await read(slug)
          return entry ? [{ slug, entry }] : []
        } catch (error) {
          problems.push(...fieldProblems(files[collection](slug), error))
          return []
        }
      }),
    )
    return entries.flat()
  }

  const authorEntries = await readAll('authors', reader.collections.authors.list, (slug) =>
    reader.collections.authors.read(slug),
  )
  const categoryEntries = await readAll('categories', reader.collections.categories.list, (slug) =>
    reader.collections.categories.read(slug),
  )
  const articleEntries = await readAll('articles', reader.collections.articles.list, (slug) =>
    reader.collections.articles.read(slug, { resolveLinkedFiles: true }),
  )

  const authors: Author[] = authorEntries.map(({ slug, entry }) => ({
    slug,
    path: authorPath(slug),
    name: entry.name,
    role: entry.role,
    bio: entry.bio,
    expertise: [...entry.expertise],
    initials: initialsOf(entry.name),
  }))
  const categories: Category[] = categoryEntries.map(({ slug, entry }) => ({
    slug,
    path: categoryPath(slug),
    name: entry.name,
    description: entry.description,
  }))

  const articles: Article[] = []
  for (const { slug, entry } of articleEntries) {
    const file = files.articles(slug)
    const author = authors.find((candidate) => candidate.slug === entry.author)
    const category = categories.find((candidate) => candidate.slug === entry.category)
    const local: string[] = []
    if (!author) local.push(`author: "${entry.author}" is not a file in content/authors/`)
    if (!category) local.push(`category: "${entry.category}" is not a file in content/categories/`)
    if (!isoDate.test(entry.publishedAt)) local.push(`publishedAt: "${entry.publishedAt}" is not a date (YYYY-MM-DD)`)
    if (entry.updatedAt && entry.updatedAt < entry.publishedAt)
      local.push(`updatedAt: ${entry.updatedAt} is before publishedAt ${entry.publishedAt}`)
    const body = entry.content.node
    const lineOf = (lines: number[]) => `line ${(lines[0] ?? 0) + 1 + frontMatterLines(root, file)}`
    for (const { error, lines } of Markdoc.validate(body, articleValidationConfig)) {
      if (error.level === 'error' || error.level === 'critical') local.push(`${lineOf(lines)}: ${error.message}`)
    }
    for (const node of body.walk()) {
      if (node.type === 'heading' && node.attributes.level === 1)
        local.push(`${lineOf(node.lines)}: use "##" for sections; the title is the page's only h1`)
    }
    if (local.length) {
      problems.push(...local.map((problem) => `${file}: ${problem}`))
      continue
    }
    if (entry.draft && !includeDrafts) continue
    const facts = bodyFacts(body)
    articles.push({
      slug,
      path: articlePath(slug),
      file,
      title: entry.title,
      seoTitle: entry.seoTitle || entry.title,
      summary: entry.summary,
      publishedAt: entry.publishedAt,
      updatedAt: entry.updatedAt || entry.publishedAt,
      author: author!,
      category: category!,
      services: [...entry.services],
      keywords: [...entry.keywords],
      draft: entry.draft,
      wordCount: facts.wordCount,
      readingMinutes: readingMinutes(facts.wordCount),
      toc: facts.toc,
      links: facts.links,
      body,
    })
  }

  if (problems.length) throw new ContentValidationError(problems)
  return { articles: articles.sort(newestFirst), authors, categories }
}

/** Markdoc counts lines from the end of the front matter; add it back so the line matches the file. */
function frontMatterLines(root: string, file: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(readFileSync(path.join(root, file), 'utf8'))
  return match ? match[0].split('\n').length - 1 : 0
}

let cached: Promise<Library> | undefined

/**
 * The site's library. A production build reads the files once and shares the result between all
 * pages; the dev server reads them on every request so an edit in the CMS shows on reload.
 */
export function library(): Promise<Library> {
  const includeDrafts = process.env.NODE_ENV === 'development'
  if (process.env.NODE_ENV !== 'production') return readLibrary({ includeDrafts })
  cached ??= readLibrary({ includeDrafts })
  return cached
}

export async function getArticle(slug: string): Promise<Article | undefined> {
  return (await library()).articles.find((article) => article.slug === slug)
}

/** Three articles to read next: same category first, then shared service pages and keywords, newest first. */
export function relatedArticles(article: ArticleMeta, all: readonly Article[], count = 3): Article[] {
  const score = (other: ArticleMeta) =>
    (other.category.slug === article.category.slug ? 3 : 0) +
    other.services.filter((service) => article.services.includes(service)).length +
    other.keywords.filter((keyword) => article.keywords.includes(keyword)).length
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other)
}
