import { notFound } from 'next/navigation'
import { ArticleListPage } from '@/components/articles/article-list-page'
import { articlesBasePath, listPagePath, pageCount, pageItems } from '@/content/articles/paths'
import { library } from '@/content/articles/reader'
import { blogDescription, blogTitle, getArticleRoute } from '@/content/articles/routes'
import { buildArticleMetadata } from '@/components/articles/article-seo'

type Props = { params: Promise<{ page: string }> }

// Page 1 is /artikel itself; only the pages the article count needs exist.
export const dynamicParams = false

export async function generateStaticParams() {
  const pages = pageCount((await library()).articles.length)
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }))
}

export async function generateMetadata({ params }: Props) {
  return buildArticleMetadata(await getArticleRoute(listPagePath(Number((await params).page))))
}

export default async function ArticlesListPage({ params }: Props) {
  const page = Number((await params).page)
  const { articles, categories } = await library()
  const pages = pageCount(articles.length)
  if (!Number.isInteger(page) || page < 2 || page > pages) notFound()
  return (
    <ArticleListPage
      entry={await getArticleRoute(listPagePath(page))}
      badge={`Halaman ${page} dari ${pages}`}
      heading={blogTitle}
      description={blogDescription}
      crumbs={[
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: articlesBasePath },
        { name: `Halaman ${page}`, path: listPagePath(page) },
      ]}
      articles={pageItems(articles, page)}
      categories={categories}
      page={page}
      pages={pages}
    />
  )
}
