import { notFound } from 'next/navigation'
import { ArticleListPage } from '@/components/articles/article-list-page'
import { AuthorBox } from '@/components/articles/author-box'
import { articlesBasePath, authorPath } from '@/content/articles/paths'
import { library } from '@/content/articles/reader'
import { getArticleRoute } from '@/content/articles/routes'
import { JsonLd } from '@/components/sections/json-ld'
import { buildArticleMetadata, personJsonLd } from '@/components/articles/article-seo'

type Props = { params: Promise<{ author: string }> }

export const dynamicParams = false

export async function generateStaticParams() {
  return (await library()).authors.map((author) => ({ author: author.slug }))
}

export async function generateMetadata({ params }: Props) {
  return buildArticleMetadata(await getArticleRoute(authorPath((await params).author)))
}

/** The author's profile: the Person that BlogPosting JSON-LD points to, with everything they wrote. */
export default async function AuthorPage({ params }: Props) {
  const slug = (await params).author
  const { articles, authors, categories } = await library()
  const author = authors.find((candidate) => candidate.slug === slug)
  if (!author) notFound()
  return (
    <>
      <ArticleListPage
        entry={await getArticleRoute(author.path)}
        badge={author.role}
        heading={author.name}
        description={`${author.role}. Semua artikel yang ditulis ${author.name} untuk pemilik bisnis yang ingin ditemukan di Google.`}
        crumbs={[
          { name: 'Beranda', path: '/' },
          { name: 'Artikel', path: articlesBasePath },
          { name: author.name, path: author.path },
        ]}
        intro={
          <div className="mb-10 max-w-3xl">
            <AuthorBox author={author} headingLevel="p" />
          </div>
        }
        articles={articles.filter((article) => article.author.slug === slug)}
        categories={categories}
      />
      <JsonLd data={{ '@context': 'https://schema.org', ...personJsonLd(author) }} />
    </>
  )
}
