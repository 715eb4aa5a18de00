import { Feed } from 'feed'
import type { ArticleMeta } from '@/content/articles/reader'
import { articlesBasePath, feedPath } from '@/content/articles/paths'
import { blogDescription } from '@/content/articles/routes'
import { site } from '@/content/site'
import { absoluteUrl } from '@/lib/seo'

/** XML 1.0 forbids most control characters, even inside CDATA; a stray one would break every feed reader. */
const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')

/** The blog as RSS 2.0: every published article, newest first, with its summary, author and category. */
export function articlesFeed(articles: readonly ArticleMeta[]): string {
  const updated = articles.reduce((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), '')
  const feed = new Feed({
    title: `Artikel ${site.name}`,
    description: blogDescription,
    id: absoluteUrl(articlesBasePath),
    link: absoluteUrl(articlesBasePath),
    language: 'id',
    image: absoluteUrl('/og/artikel.png'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${site.legalName}`,
    updated: updated ? new Date(`${updated}T00:00:00Z`) : undefined,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(feedPath) },
  })
  for (const article of articles) {
    feed.addItem({
      title: xmlText(article.title),
      id: absoluteUrl(article.path),
      link: absoluteUrl(article.path),
      description: xmlText(article.summary),
      date: new Date(`${article.updatedAt}T00:00:00Z`),
      published: new Date(`${article.publishedAt}T00:00:00Z`),
      // No <author>: RSS 2.0 wants an e-mail address there, and the authors' are not public.
      category: [{ name: article.category.name, domain: absoluteUrl(article.category.path) }],
    })
  }
  return feed.rss2()
}
