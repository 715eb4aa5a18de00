/**
 * The pages `npm run content:check` can render without a build: each made from content records with its page
 * template (the same shells the routes use), in a document with the head the page's metadata gives it.
 */
import type { Metadata } from 'next'
import { renderToStaticMarkup } from 'react-dom/server'
import { CityPageShell } from '../../src/components/shells/city-page'
import { HomePageShell } from '../../src/components/shells/home-page'
import { ServicePageShell } from '../../src/components/shells/service-page'
import { SpecialtyPageShell } from '../../src/components/shells/specialty-page'
import { articlePaths } from '../../src/content/articles/known-paths'
import { cities } from '../../src/content/cities'
import { downloads } from '../../src/content/downloads'
import { home } from '../../src/content/home'
import { portfolio } from '../../src/content/portfolio'
import { getRoute, routes } from '../../src/content/routes'
import { servicePages } from '../../src/content/service-pages'
import { singletonFile } from '../../src/content/schema/definitions'
import { magento } from '../../src/content/specialty/magento'
import { rankCheckerFor } from '../../src/content/specialty/rank-checker'
import { RankTrackerSignup } from '../../src/components/sections/rank-tracker-signup'
import { webDevelopment } from '../../src/content/specialty/web-development'
import { webRepair } from '../../src/content/specialty/web-repair'
import { wordpress } from '../../src/content/specialty/wordpress'
import { trustedSeo } from '../../src/content/trusted-seo'
import { knownPathCheck } from '../../src/lib/known-paths'
import { publicFileCheck } from '../../src/lib/public-files'
import { buildMetadata } from '../../src/lib/seo'
import { site } from '../../src/content/site'

/** A page, the content file it is made from, and other content files its text comes from (`also`). */
type Page = { path: string; file: string; also?: readonly string[]; render: () => React.ReactElement }

/** Files whose change may alter every page: figures, company, prices, shared sentences, records listed anywhere. */
const sharedFiles = [
  'content/site/',
  'content/pricing.yaml',
  'content/shared.yaml',
  'content/industries.yaml',
  'content/testimonials/',
  'content/case-studies/',
]

export function auditedPages(): Page[] {
  return [
    { path: '/', file: 'content/home.yaml', render: () => <HomePageShell page={home} form={null} /> },
    ...servicePages.map((page) => ({
      path: page.path,
      file: `content/service-pages/${page.path.slice(1)}.yaml`,
      render: () => <ServicePageShell page={page} />,
    })),
    ...cities.map((city) => ({
      path: city.path,
      file: `content/cities/${city.slug}.yaml`,
      render: () => <CityPageShell city={city} />,
    })),
    ...(
      [
        ['webDevelopmentPage', webDevelopment],
        ['webRepairPage', webRepair],
        ['magentoPage', magento],
        ['wordpressPage', wordpress],
      ] as const
    ).map(([key, page]) => ({
      path: page.path,
      file: singletonFile(key),
      render: () => <SpecialtyPageShell page={page} />,
    })),
    {
      path: '/serpbot-rank-checker',
      file: singletonFile('rankCheckerPage'),
      render: () => <SpecialtyPageShell page={rankCheckerFor(true)} closing={<RankTrackerSignup active />} />,
    },
    { path: '/portfolio', file: 'content/case-studies/', render: () => <SpecialtyPageShell page={portfolio} /> },
    {
      path: '/jasa-seo-terpercaya',
      file: singletonFile('trustedSeoPage'),
      also: ['content/cities/'],
      render: () => <SpecialtyPageShell page={trustedSeo} />,
    },
  ]
}

/** The content files whose change touches this page. */
export function pageSourceFiles(page: Page): string[] {
  return [page.file, ...(page.also ?? []), ...sharedFiles]
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The head tags the metadata asks Next for, as far as the audit reads them. */
function head(metadata: Metadata, path: string): string {
  const title = typeof metadata.title === 'object' && metadata.title && 'absolute' in metadata.title
  const text = title ? (metadata.title as { absolute: string }).absolute : String(metadata.title ?? '')
  const og = metadata.openGraph as { title?: string; description?: string } | undefined
  return [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(text)}</title>`,
    `<meta name="description" content="${escape(String(metadata.description ?? ''))}">`,
    `<link rel="canonical" href="${escape(new URL(path, `${site.url}/`).href)}">`,
    `<meta property="og:title" content="${escape(og?.title ?? '')}">`,
    `<meta property="og:description" content="${escape(og?.description ?? '')}">`,
  ].join('')
}

const servesPath = (() => {
  const known = knownPathCheck(
    [...routes.map((route) => route.path), ...Object.values(downloads).map((file) => file.href)],
    articlePaths,
    publicFileCheck(),
  )
  return (path: string) => known(path)
})()

export function renderPage(page: Page) {
  const body = renderToStaticMarkup(page.render())
  const html = `<!doctype html><html lang="id"><head>${head(buildMetadata(getRoute(page.path as `/${string}`)), page.path)}</head><body><main>${body}</main></body></html>`
  return { html, url: new URL(page.path, `${site.url}/`), servesPath }
}
