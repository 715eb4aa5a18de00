import type { MetadataRoute } from 'next'
import { articleRoutes } from '@/content/articles/routes'
import { routes } from '@/content/routes'
import { absoluteUrl } from '@/lib/seo'

// Built from the route registry (no lastmod: no true modification dates to give) and the blog's
// pages, whose lastmod is the newest update date of what they show.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [
    ...routes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...(await articleRoutes()).map((route) => ({
      url: absoluteUrl(route.path),
      lastModified: route.lastModified,
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
  ]
}
