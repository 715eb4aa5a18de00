import { ImageResponse } from 'next/og'
import { ArticleOgCard } from '@/components/articles/og-card'
import { articleRoutes } from '@/content/articles/routes'
import { figures } from '@/content/figures'
import { routes } from '@/content/routes'
import { site } from '@/content/site'
import { ogSlug } from '@/lib/seo'

// One share card per registered route, rendered to PNG at build time.
export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  return [
    ...routes.map((route) => ({ image: `${ogSlug(route.path)}.png` })),
    ...(await articleRoutes()).map((route) => ({ image: route.ogImage })),
  ]
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params
  const route = routes.find((entry) => `${ogSlug(entry.path)}.png` === image)
  if (!route) {
    const blogRoute = (await articleRoutes()).find((entry) => entry.ogImage === image)
    if (!blogRoute) return new Response('Not found', { status: 404 })
    return new ImageResponse(<ArticleOgCard entry={blogRoute} />, { width: 1200, height: 630 })
  }
  const headline = 'ogHeadline' in route && route.ogHeadline ? route.ogHeadline : route.title
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0f1730 0%, #1e3381 70%, #1d41c9 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: '#fbbf24', display: 'flex' }} />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{headline}</div>
      <div style={{ display: 'flex', gap: 40, fontSize: 30, color: '#fcd34d' }}>
        <span>{figures.clients} klien</span>
        <span>Kepuasan {figures.satisfaction}</span>
        <span>Sejak {site.foundedYear}</span>
      </div>
    </div>,
    { width: 1200, height: 630 },
  )
}
