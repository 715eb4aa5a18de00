import { articlePaths } from '@/content/articles/known-paths'
import { routes } from '@/content/routes'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'
import { handleVitalsBeacon } from '@/lib/vitals'

const pages = new Set<string>(routes.map((route) => route.path))
/** A page of the site: a registered route or an article address; anything else is stored as "other". */
const isPage = (path: string) => pages.has(path) || articlePaths().has(path)

/** Core Web Vitals beacons from this site's pages (navigator.sendBeacon); see docs/vitals.md. */
export async function POST(request: Request) {
  return handleVitalsBeacon(request, isPage)
}

export const GET = methodNotAllowed(['POST'])
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
export const OPTIONS = optionsAnswer(['POST'])
