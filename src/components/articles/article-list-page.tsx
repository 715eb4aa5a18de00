import { WithIconSprite } from '@/components/layout/site-shell'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import type { Article, Category } from '@/content/articles/reader'
import type { ArticleRouteEntry } from '@/content/articles/routes'
import { articlesBasePath, feedPath } from '@/content/articles/paths'
import { blogJsonLd, type Crumb } from '@/components/articles/article-seo'
import { cn } from '@/lib/cn'
import { ArticleBreadcrumbs } from './article-breadcrumbs'
import { ArticleCard } from './article-card'
import { Pagination } from './pagination'

type ArticleListPageProps = {
  entry: ArticleRouteEntry
  heading: string
  description: string
  badge: string
  crumbs: readonly Crumb[]
  articles: readonly Article[]
  categories: readonly Category[]
  /** The category being shown, highlighted in the filter row. */
  activeCategory?: string
  page?: number
  pages?: number
  /** Shown above the list, e.g. the author's profile. */
  intro?: ReactNode
}

/** /artikel, its later pages, a category or an author: hero, category filter, cards, pagination. */
export function ArticleListPage({
  entry,
  heading,
  description,
  badge,
  crumbs,
  articles,
  categories,
  activeCategory,
  page = 1,
  pages = 1,
  intro,
}: ArticleListPageProps) {
  const chip = 'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset'
  return (
    <WithIconSprite>
      <ArticleBreadcrumbs crumbs={crumbs} />
      <PageHero badge={badge} title={heading} description={description} />
      <Section tone="muted" className="pt-10 sm:pt-12">
        <nav aria-label="Kategori artikel" className="mb-10 flex flex-wrap gap-2">
          <a
            href={articlesBasePath}
            aria-current={activeCategory === undefined && page === 1 && !intro ? 'page' : undefined}
            className={cn(
              chip,
              activeCategory === undefined && !intro
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-600',
            )}
          >
            Semua artikel
          </a>
          {categories.map((category) => (
            <a
              key={category.slug}
              href={category.path}
              aria-current={category.slug === activeCategory ? 'page' : undefined}
              className={cn(
                chip,
                category.slug === activeCategory
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-600',
              )}
            >
              {category.name}
            </a>
          ))}
          <a href={feedPath} className={cn(chip, 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-600')}>
            RSS
          </a>
        </nav>
        {intro}
        {articles.length ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        ) : (
          <p className="text-lg text-ink-600">Belum ada artikel di sini. Artikel baru sedang kami tulis.</p>
        )}
        <Pagination page={page} pages={pages} />
      </Section>
      <JsonLd data={blogJsonLd(entry, articles)} />
    </WithIconSprite>
  )
}
