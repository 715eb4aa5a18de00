import { notFound } from 'next/navigation'
import { CityPageShell } from '@/components/shells/city-page'
import { cities } from '@/content/cities'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

/** The seven /jasa-seo-<city> pages: one shell, one record each, all prerendered. */
type Props = { params: Promise<{ cityPage: string }> }

// Only the recorded cities exist; any other top-level path falls through to the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return cities.map((city) => ({ cityPage: city.path.slice(1) }))
}

function cityFor(segment: string) {
  return cities.find((city) => city.path === `/${segment}`)
}

export async function generateMetadata({ params }: Props) {
  const city = cityFor((await params).cityPage)
  return city ? buildMetadata(getRoute(city.path)) : {}
}

export default async function CityLandingPage({ params }: Props) {
  const city = cityFor((await params).cityPage)
  if (!city) notFound()
  return <CityPageShell city={city} />
}
