import { site } from '../site'
import { articleOgImage, listPagePath, pageCount } from './paths'
import { library, type Library } from './reader'

/**
 * The blog's pages in the shape of the route registry (src/content/routes.ts), so the sitemap, the
 * share cards, the end-to-end sweep and the Lighthouse bench cover them the same way:
 *
 *   [...routes, ...(await articleRoutes())]
 *
 * Titles and descriptions here are the ones the pages put in their <head>.
 */
export type ArticleRouteEntry = {
  path: string
  title: string
  description: string
  keywords: readonly string[]
  label: string
  group: 'article'
  kind: 'list' | 'category' | 'author' | 'article'
  changeFrequency: 'weekly' | 'monthly'
  priority: number
  /** YYYY-MM-DD of the newest change shown on the page, for the sitemap's lastmod. */
  lastModified: string
  /** File name of the generated share card under /og/. */
  ogImage: string
  ogHeadline: string
  /** Small line above the headline on the share card, e.g. the category. */
  ogKicker: string
}

export const blogTitle = 'Artikel SEO & Website untuk Pemilik Bisnis'
export const blogDescription = `Panduan praktis dari tim ${site.name}: biaya dan lama SEO, Google Maps, website, toko online dan AI search, plus hal yang bisa Anda cek sendiri hari ini.`

/** Cuts a text at a word boundary so it fits a meta description. */
function clip(text: string, max = 158): string {
  if (text.length <= max) return text
  return `${text.slice(0, text.lastIndexOf(' ', max - 1))}…`
}

const newest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), '1970-01-01')

export function routesFor({ articles, authors, categories }: Library): ArticleRouteEntry[] {
  const pages = pageCount(articles.length)
  const lastChange = newest(articles.map((article) => article.updatedAt))
  const entry = (fields: Omit<ArticleRouteEntry, 'group' | 'ogImage'>): ArticleRouteEntry => ({
    ...fields,
    group: 'article',
    ogImage: articleOgImage(fields.path),
  })

  const listPages = Array.from({ length: pages }, (_, index) => {
    const page = index + 1
    return entry({
      path: listPagePath(page),
      title: page === 1 ? blogTitle : `${blogTitle} (Halaman ${page})`,
      description: page === 1 ? blogDescription : `Halaman ${page} dari ${pages}. ${blogDescription}`,
      keywords: ['artikel seo', 'panduan seo', 'tips seo bisnis', 'blog seo indonesia'],
      label: page === 1 ? 'Artikel' : `Halaman ${page}`,
      kind: 'list',
      changeFrequency: 'weekly',
      priority: page === 1 ? 0.7 : 0.4,
      lastModified: lastChange,
      ogHeadline: blogTitle,
      ogKicker: `Blog ${site.name}`,
    })
  })

  const categoryPages = categories.map((category) =>
    entry({
      path: category.path,
      title: `${category.name}: Artikel & Panduan`,
      description: category.description,
      keywords: [category.name.toLowerCase(), 'artikel seo'],
      label: category.name,
      kind: 'category',
      changeFrequency: 'weekly',
      priority: 0.5,
      lastModified: newest(articles.filter((a) => a.category.slug === category.slug).map((a) => a.updatedAt)),
      ogHeadline: `Artikel ${category.name}`,
      ogKicker: 'Kategori',
    }),
  )

  const authorPages = authors.map((author) =>
    entry({
      path: author.path,
      title: `${author.name}, ${author.role}`,
      description: clip(`${author.name}, ${author.role} di ${site.name}. ${author.bio}`),
      keywords: [author.name.toLowerCase(), ...author.expertise.map((item) => item.toLowerCase())],
      label: author.name,
      kind: 'author',
      changeFrequency: 'monthly',
      priority: 0.3,
      lastModified: newest(articles.filter((a) => a.author.slug === author.slug).map((a) => a.updatedAt)),
      ogHeadline: author.name,
      ogKicker: author.role,
    }),
  )

  const articlePages = articles.map((article) =>
    entry({
      path: article.path,
      title: article.seoTitle,
      description: article.summary,
      keywords: article.keywords,
      label: article.title,
      kind: 'article',
      changeFrequency: 'monthly',
      priority: 0.6,
      lastModified: article.updatedAt,
      ogHeadline: article.title,
      ogKicker: `${article.category.name} · ${article.readingMinutes} menit baca`,
    }),
  )

  return [...listPages, ...categoryPages, ...authorPages, ...articlePages]
}

export async function articleRoutes(): Promise<ArticleRouteEntry[]> {
  return routesFor(await library())
}

export async function getArticleRoute(path: string): Promise<ArticleRouteEntry> {
  const found = (await articleRoutes()).find((route) => route.path === path)
  if (!found) throw new Error(`${path} is not an article route`)
  return found
}
