import type { Metadata } from 'next'
import { documentTitle, site } from '@/content/site'

/** What the metadata of a page needs from its route-registry entry (pages pass the entry itself). */
export type PageMeta = { path: string; title: string; description: string; keywords: readonly string[] }

export function absoluteUrl(path: string): string {
  return new URL(path, site.url + '/').toString()
}

/** The file name of a page's generated share card: "/" → "home", "/jasa-seo-bandung" → "jasa-seo-bandung". */
export function ogSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1)
}

export function ogImagePath(path: string): string {
  return `/og/${ogSlug(path)}.png`
}

/** Full metadata for a page: title, description, keywords, canonical, Open Graph, Twitter card. */
export function buildMetadata(page: PageMeta): Metadata {
  const image = { url: ogImagePath(page.path), width: 1200, height: 630, alt: page.title }
  return {
    title: { absolute: documentTitle(page.title) },
    description: page.description,
    keywords: [...page.keywords],
    alternates: { canonical: page.path },
    openGraph: {
      type: 'website',
      locale: 'id_ID',
      siteName: site.name,
      url: page.path,
      title: page.title,
      description: page.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
  }
}
