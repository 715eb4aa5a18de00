import { notFound } from 'next/navigation'
import { CityPageShell } from '@/components/shells/city-page'
import { ServicePageShell } from '@/components/shells/service-page'
import { cities } from '@/content/cities'
import { getRoute } from '@/content/routes'
import { servicePages } from '@/content/service-pages'
import { buildMetadata } from '@/lib/seo'

/**
 * The pages made from content entries at the top level: a city page (/jasa-seo-<kota>, content/cities/) or an SEO
 * service page (/<alamat>, content/service-pages/). One shell per kind, every entry prerendered; a new entry is a
 * new page on the next build.
 */
type Props = { params: Promise<{ page: string }> }

// Only the entries exist; any other top-level path falls through to the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return [...cities, ...servicePages].map((entry) => ({ page: entry.path.slice(1) }))
}

function entryFor(segment: string) {
  const path = `/${segment}`
  const city = cities.find((candidate) => candidate.path === path)
  if (city) return { kind: 'city' as const, city }
  const service = servicePages.find((candidate) => candidate.path === path)
  return service ? { kind: 'service' as const, service } : undefined
}

export async function generateMetadata({ params }: Props) {
  const entry = entryFor((await params).page)
  if (!entry) return {}
  return buildMetadata(getRoute(entry.kind === 'city' ? entry.city.path : entry.service.path))
}

export default async function EntryPage({ params }: Props) {
  const entry = entryFor((await params).page)
  if (!entry) notFound()
  return entry.kind === 'city' ? <CityPageShell city={entry.city} /> : <ServicePageShell page={entry.service} />
}
