import { JsonLd } from '@/components/sections/json-ld'
import { Container } from '@/components/ui/container'
import { crumbsJsonLd, type Crumb } from '@/components/articles/article-seo'

/** The blog's breadcrumb trail, visible and as BreadcrumbList JSON-LD, styled like the registry pages' trail. */
export function ArticleBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <div className="border-b border-ink-100 bg-white">
      <Container>
        <nav aria-label="Breadcrumb" className="py-3 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <li key={crumb.path} className="min-w-0">
                  <span aria-current="page" className="line-clamp-1 font-semibold text-ink-900">
                    {crumb.name}
                  </span>
                </li>
              ) : (
                <li key={crumb.path} className="flex items-center gap-2">
                  <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true" className="text-ink-300">
                    /
                  </span>
                </li>
              ),
            )}
          </ol>
        </nav>
      </Container>
      <JsonLd data={crumbsJsonLd(crumbs)} />
    </div>
  )
}
