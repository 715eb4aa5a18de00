import type { Article } from '@/content/articles/reader'
import { Container } from '@/components/ui/container'
import { Monogram } from './author-box'
import { formatCalendarDate } from '@/lib/server/wib'

/** The dark band that opens an article: category, h1 (the page's LCP text), summary and byline. */
export function ArticleHero({ article }: { article: Article }) {
  const updated = article.updatedAt !== article.publishedAt
  return (
    <header className="relative overflow-hidden bg-ink-900 text-ink-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_85%_-10%,rgba(59,108,245,0.4),transparent)]"
      />
      <Container className="relative py-12 sm:py-16">
        <div className="max-w-3xl">
          <a
            href={article.category.path}
            className="inline-flex min-h-8 items-center rounded-full bg-white/10 px-3.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15 ring-inset hover:bg-white/15"
          >
            {article.category.name}
          </a>
          <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-4xl lg:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-200">{article.summary}</p>
          <div className="mt-8 flex items-center gap-4 border-t border-white/10 pt-6">
            <Monogram author={article.author} size="sm" />
            <div className="text-sm leading-relaxed">
              <p>
                <a href={article.author.path} className="font-semibold text-white hover:underline">
                  {article.author.name}
                </a>
                <span className="text-ink-300"> · {article.author.role}</span>
              </p>
              <p className="text-ink-300">
                Terbit <time dateTime={article.publishedAt}>{formatCalendarDate(article.publishedAt)}</time>
                {updated ? (
                  <>
                    {' '}
                    · Diperbarui <time dateTime={article.updatedAt}>{formatCalendarDate(article.updatedAt)}</time>
                  </>
                ) : null}{' '}
                · {article.readingMinutes} menit baca
              </p>
            </div>
          </div>
        </div>
      </Container>
    </header>
  )
}
