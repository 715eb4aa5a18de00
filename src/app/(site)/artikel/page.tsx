import { ArticleListPage } from '@/components/articles/article-list-page'
import { articlesBasePath, pageCount, pageItems } from '@/content/articles/paths'
import { library } from '@/content/articles/reader'
import { blogDescription, blogTitle, getArticleRoute } from '@/content/articles/routes'
import { buildArticleMetadata } from '@/components/articles/article-seo'

export async function generateMetadata() {
  return buildArticleMetadata(await getArticleRoute(articlesBasePath))
}

export default async function ArticlesPage() {
  const { articles, categories } = await library()
  return (
    <ArticleListPage
      entry={await getArticleRoute(articlesBasePath)}
      badge="Blog & Panduan"
      heading={blogTitle}
      description={blogDescription}
      crumbs={[
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: articlesBasePath },
      ]}
      articles={pageItems(articles, 1)}
      categories={categories}
      page={1}
      pages={pageCount(articles.length)}
    />
  )
}
