import type { Metadata } from 'next'
import { getRoute, ogSlug, type RoutePath } from '@/content/routes'
import { site } from '@/content/site'

export function absoluteUrl(path: string): string {
  return new URL(path, site.url + '/').toString()
}

export function ogImagePath(path: string): string {
  return `/og/${ogSlug(path)}.png`
}

/** Full metadata for a registered route: title, description, keywords, canonical, Open Graph, Twitter card. */
export function buildMetadata(path: RoutePath): Metadata {
  const route = getRoute(path)
  const image = { url: ogImagePath(path), width: 1200, height: 630, alt: route.title }
  return {
    title: route.path === '/' ? { absolute: `${route.title} | ${site.name}` } : route.title,
    description: route.description,
    keywords: [...route.keywords],
    alternates: { canonical: route.path },
    openGraph: {
      type: 'website',
      locale: 'id_ID',
      siteName: site.name,
      url: route.path,
      title: route.title,
      description: route.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: route.title, description: route.description, images: [image.url] },
  }
}
