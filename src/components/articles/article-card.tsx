import { getImageProps } from 'next/image'
import type { ArticleMeta } from '@/content/articles/reader'
import { articleOgImage } from '@/content/articles/paths'
import { cn } from '@/lib/cn'
import { formatCalendarDate } from '@/lib/server/wib'

const thumbnail = (path: string) =>
  getImageProps({
    src: `/og/${articleOgImage(path)}`,
    width: 1200,
    height: 630,
    alt: '',
    sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
    className: 'hidden aspect-[40/21] w-full bg-ink-900 object-cover sm:block',
  }).props

type ArticleCardProps = { article: ArticleMeta; headingLevel?: 'h2' | 'h3'; className?: string }

/** One article in a list: its share card, category, title, summary, date and reading time. */
export function ArticleCard({ article, headingLevel: Heading = 'h2', className }: ArticleCardProps) {
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      {/* The generated share card doubles as the thumbnail (resized by Next's image optimizer) from tablet width
          up. On a phone it would only repeat the title below at the cost of a download and a screen of scrolling,
          and a lazy image that is not displayed is never fetched. getImageProps gives the same srcset as
          <Image> as a plain <img>: next/image's client component would add its chunk to the first use of a form. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps */}
      <img {...thumbnail(article.path)} alt="" />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-sm font-semibold text-brand-700">{article.category.name}</p>
        <Heading className="mt-2 text-xl leading-snug font-bold">
          <a href={article.path} className="after:absolute after:inset-0 hover:text-brand-700">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-600">{article.summary}</p>
        <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-ink-500">
          <time dateTime={article.publishedAt}>{formatCalendarDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readingMinutes} menit baca</span>
        </p>
      </div>
    </article>
  )
}
