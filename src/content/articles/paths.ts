/** Addresses of the blog, in one place: pages, feed and share cards all build their links here. */
export const articlesBasePath = '/artikel'
const articlesPerPage = 12
export const feedPath = `${articlesBasePath}/rss.xml`

export const articlePath = (slug: string) => `${articlesBasePath}/${slug}` as const
export const categoryPath = (slug: string) => `${articlesBasePath}/kategori/${slug}` as const
export const authorPath = (slug: string) => `${articlesBasePath}/penulis/${slug}` as const

/** Page 1 of the listing is /artikel itself; later pages are /artikel/halaman/2, 3, … */
export function listPagePath(page: number): string {
  return page <= 1 ? articlesBasePath : `${articlesBasePath}/halaman/${page}`
}

export function pageCount(articleCount: number): number {
  return Math.max(1, Math.ceil(articleCount / articlesPerPage))
}

/** The articles shown on one listing page (1-based), newest first as given. */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * articlesPerPage, page * articlesPerPage)
}

/** Share-card file name under /og/, e.g. "/artikel/biaya-jasa-seo" → "artikel-biaya-jasa-seo.png". */
export function articleOgImage(path: string): string {
  return `${path.slice(1).replaceAll('/', '-')}.png`
}
