import { library } from '@/content/articles/reader'
import { articlesFeed } from '@/components/articles/article-feed'

// RSS 2.0, written at build time from the same library as the pages.
export const dynamic = 'force-static'

export async function GET() {
  return new Response(articlesFeed((await library()).articles), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
