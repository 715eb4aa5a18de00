import type { Metadata } from 'next'
import type { Article } from '@/content/articles/reader'
import type { ArticleRouteEntry } from '@/content/articles/routes'
import { articlesBasePath, feedPath } from '@/content/articles/paths'
import { documentTitle, site } from '@/content/site'
import { organizationId } from '@/lib/json-ld'
import { absoluteUrl } from '@/lib/seo'

/**
 * Metadata and structured data for the blog, the article-page counterparts of buildMetadata and the
 * JSON-LD builders: canonical, Open Graph and Twitter card with the generated share image, and the
 * RSS feed announced in the head of every blog page.
 */
function articleOgImageUrl(entry: Pick<ArticleRouteEntry, 'ogImage'>): string {
  return `/og/${entry.ogImage}`
}

export function buildArticleMetadata(entry: ArticleRouteEntry, article?: Article): Metadata {
  const image = { url: articleOgImageUrl(entry), width: 1200, height: 630, alt: entry.ogHeadline }
  return {
    title: { absolute: documentTitle(entry.title) },
    description: entry.description,
    keywords: [...entry.keywords],
    alternates: {
      canonical: entry.path,
      types: { 'application/rss+xml': [{ url: feedPath, title: `Artikel ${site.name}` }] },
    },
    ...(article ? { authors: [{ name: article.author.name, url: article.author.path }] } : {}),
    openGraph: {
      locale: 'id_ID',
      siteName: site.name,
      url: entry.path,
      title: entry.title,
      description: entry.description,
      images: [image],
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedAt,
            modifiedTime: article.updatedAt,
            authors: [absoluteUrl(article.author.path)],
            section: article.category.name,
            tags: article.keywords,
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: entry.title, description: entry.description, images: [image] },
  }
}

type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown }

export function personJsonLd(author: Article['author']): JsonLdObject {
  return {
    '@type': 'Person',
    '@id': absoluteUrl(`${author.path}#person`),
    name: author.name,
    jobTitle: author.role,
    description: author.bio,
    url: absoluteUrl(author.path),
    knowsAbout: author.expertise,
    worksFor: { '@id': organizationId() },
  }
}

export function blogPostingJsonLd(article: Article, entry: ArticleRouteEntry): JsonLdObject {
  const url = absoluteUrl(article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#artikel`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(articleOgImageUrl(entry))],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: 'id-ID',
    articleSection: article.category.name,
    keywords: article.keywords.join(', '),
    wordCount: article.wordCount,
    timeRequired: `PT${article.readingMinutes}M`,
    author: personJsonLd(article.author),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: site.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    isPartOf: { '@type': 'Blog', '@id': absoluteUrl(`${articlesBasePath}#blog`), name: `Artikel ${site.name}` },
  }
}

export type Crumb = { name: string; path: string }

export function crumbsJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** The listing pages: a Blog with its posts, newest first. */
export function blogJsonLd(entry: ArticleRouteEntry, articles: readonly Article[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': absoluteUrl(`${articlesBasePath}#blog`),
    name: `Artikel ${site.name}`,
    description: entry.description,
    url: absoluteUrl(entry.path),
    inLanguage: 'id-ID',
    publisher: { '@id': organizationId() },
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: absoluteUrl(article.path),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path) },
    })),
  }
}
