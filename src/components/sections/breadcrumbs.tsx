import { Container } from '@/components/ui/container'
import { getRoute, type RoutePath } from '@/content/routes'
import { breadcrumbJsonLd } from '@/lib/json-ld'
import { JsonLd } from './json-ld'

/** Visible trail plus BreadcrumbList JSON-LD from the route registry. */
export function Breadcrumbs({ path, parents = [] }: { path: RoutePath; parents?: readonly RoutePath[] }) {
  const trail = [getRoute('/'), ...parents.map(getRoute), getRoute(path)]
  return (
    <div className="border-b border-ink-100 bg-white">
      <Container>
        <nav aria-label="Breadcrumb" className="py-3 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
            {trail.map((route, index) => {
              const last = index === trail.length - 1
              return (
                <li key={route.path} className="flex items-center gap-2">
                  {last ? (
                    <span aria-current="page" className="font-semibold text-ink-900">
                      {route.label}
                    </span>
                  ) : (
                    <>
                      <a href={route.path} className="hover:text-brand-700 hover:underline">
                        {route.label}
                      </a>
                      <span aria-hidden="true" className="text-ink-300">
                        /
                      </span>
                    </>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
      </Container>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </div>
  )
}
