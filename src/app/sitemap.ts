import type { MetadataRoute } from 'next'
import { routes } from '@/content/routes'
import { absoluteUrl } from '@/lib/seo'

// Built from the route registry; no lastmod, since we have no true modification dates to give.
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
}
