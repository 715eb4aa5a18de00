import { notFound } from 'next/navigation'
import { ArticleListPage } from '@/components/articles/article-list-page'
import { articlesBasePath, categoryPath } from '@/content/articles/paths'
import { library } from '@/content/articles/reader'
import { getArticleRoute } from '@/content/articles/routes'
import { buildArticleMetadata } from '@/components/articles/article-seo'

type Props = { params: Promise<{ category: string }> }

export const dynamicParams = false

export async function generateStaticParams() {
  return (await library()).categories.map((category) => ({ category: category.slug }))
}

export async function generateMetadata({ params }: Props) {
  return buildArticleMetadata(await getArticleRoute(categoryPath((await params).category)))
}

export default async function CategoryPage({ params }: Props) {
  const slug = (await params).category
  const { articles, categories } = await library()
  const category = categories.find((candidate) => candidate.slug === slug)
  if (!category) notFound()
  return (
    <ArticleListPage
      entry={await getArticleRoute(category.path)}
      badge="Kategori"
      heading={`Artikel ${category.name}`}
      description={category.description}
      crumbs={[
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: articlesBasePath },
        { name: category.name, path: category.path },
      ]}
      articles={articles.filter((article) => article.category.slug === slug)}
      categories={categories}
      activeCategory={slug}
    />
  )
}
