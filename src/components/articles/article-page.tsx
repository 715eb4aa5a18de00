import { WithIconSprite } from '@/components/layout/site-shell'
import { JsonLd } from '@/components/sections/json-ld'
import { ActionButtons } from '@/components/sections/action-buttons'
import { Container } from '@/components/ui/container'
import type { Article } from '@/content/articles/reader'
import type { ArticleRouteEntry } from '@/content/articles/routes'
import { articlesBasePath } from '@/content/articles/paths'
import { routes } from '@/content/routes'
import { blogPostingJsonLd } from '@/components/articles/article-seo'
import { contactLinks } from '@/lib/site-links'
import { ArticleBreadcrumbs } from './article-breadcrumbs'
import { ArticleCard } from './article-card'
import { ArticleHero } from './article-hero'
import { AuthorBox } from './author-box'
import { ArticleBody, articleWhatsappText } from './markdoc'
import { TableOfContentsInline, TableOfContentsSide } from './table-of-contents'

/** A table of contents helps from three sections on; below that it only pushes the text down. */
const tocFrom = 3

const proseClasses = [
  'prose prose-lg max-w-none prose-ink',
  'prose-headings:font-extrabold prose-headings:tracking-tight',
  'prose-h2:mt-12 prose-h2:text-2xl sm:prose-h2:text-3xl prose-h3:text-xl',
  'prose-a:font-semibold prose-a:text-brand-700 prose-a:underline-offset-2 hover:prose-a:text-brand-800',
  'prose-strong:text-ink-900 prose-li:marker:text-brand-600 prose-blockquote:border-accent-400',
  'prose-table:text-base prose-th:bg-ink-50 prose-th:px-3 prose-td:px-3',
].join(' ')

type ArticlePageProps = { article: Article; entry: ArticleRouteEntry; related: readonly Article[] }

export function ArticlePage({ article, entry, related }: ArticlePageProps) {
  const services = article.services.flatMap((path) => routes.filter((route) => route.path === path))
  const showToc = article.toc.length >= tocFrom
  return (
    <WithIconSprite>
      <ArticleBreadcrumbs
        crumbs={[
          { name: 'Beranda', path: '/' },
          { name: 'Artikel', path: articlesBasePath },
          { name: article.category.name, path: article.category.path },
          { name: article.title, path: article.path },
        ]}
      />
      <article>
        <ArticleHero article={article} />
        <Container className="py-10 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 xl:gap-16">
          <div className="max-w-3xl min-w-0">
            {showToc ? <TableOfContentsInline items={article.toc} /> : null}
            <div className={proseClasses}>
              <ArticleBody body={article.body} title={article.title} />
            </div>
            <div className="mt-12">
              <AuthorBox author={article.author} />
            </div>
          </div>
          <aside aria-label="Navigasi artikel" className="mt-10 lg:mt-0">
            <div className="space-y-6 lg:sticky lg:top-24">
              {showToc ? <TableOfContentsSide items={article.toc} /> : null}
              {services.length ? (
                <nav aria-label="Layanan terkait" className="rounded-2xl border border-ink-100 bg-white p-5">
                  <p className="mb-3 font-bold text-ink-900">Layanan terkait</p>
                  <ul className="space-y-2 text-sm">
                    {services.map((route) => (
                      <li key={route.path}>
                        <a href={route.path} className="font-semibold text-brand-700 hover:underline">
                          {route.label} →
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          </aside>
        </Container>
      </article>
      <section aria-labelledby="artikel-cta" className="bg-ink-900 py-14 sm:py-16">
        <Container className="max-w-4xl text-center">
          <h2 id="artikel-cta" className="text-2xl font-extrabold text-white sm:text-3xl">
            Ingin tahu posisi website Anda sekarang?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-200">
            Minta analisis SEO gratis: kami cek sisi teknis, kata kunci dan pesaing Anda, lalu mengirim temuan awal
            beserta prioritas perbaikannya. Lebih suka bertanya langsung? Chat tim kami di WhatsApp.
          </p>
          <ActionButtons
            className="mt-8 justify-center"
            secondaryVariant="outline-light"
            actions={[
              { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
              {
                label: 'Chat via WhatsApp',
                ...contactLinks.whatsapp('article-cta-whatsapp', articleWhatsappText(article.title)),
                variant: 'whatsapp',
                icon: 'message',
                external: true,
              },
            ]}
          />
        </Container>
      </section>
      {related.length ? (
        <section aria-labelledby="artikel-terkait" className="bg-ink-50 py-14 sm:py-16">
          <Container>
            <h2 id="artikel-terkait" className="mb-8 text-2xl font-extrabold sm:text-3xl">
              Baca juga
            </h2>
            <div className="grid gap-6 md:grid-cols-3">
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} headingLevel="h3" />
              ))}
            </div>
          </Container>
        </section>
      ) : null}
      <JsonLd data={blogPostingJsonLd(article, entry)} />
    </WithIconSprite>
  )
}
