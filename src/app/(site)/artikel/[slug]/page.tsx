import { notFound } from 'next/navigation'
import { ArticlePage } from '@/components/articles/article-page'
import { getArticle, library, relatedArticles } from '@/content/articles/reader'
import { articlePath } from '@/content/articles/paths'
import { getArticleRoute } from '@/content/articles/routes'
import { buildArticleMetadata } from '@/components/articles/article-seo'

type Props = { params: Promise<{ slug: string }> }

// Every article is prerendered; an unknown slug is a 404.
export const dynamicParams = false

export async function generateStaticParams() {
  return (await library()).articles.map((article) => ({ slug: article.slug }))
}

export async function generateMetadata({ params }: Props) {
  const slug = (await params).slug
  const article = await getArticle(slug)
  return article ? buildArticleMetadata(await getArticleRoute(articlePath(slug)), article) : {}
}

export default async function ArticleRoute({ params }: Props) {
  const article = await getArticle((await params).slug)
  if (!article) notFound()
  const { articles } = await library()
  return (
    <ArticlePage
      article={article}
      entry={await getArticleRoute(article.path)}
      related={relatedArticles(article, articles)}
    />
  )
}
