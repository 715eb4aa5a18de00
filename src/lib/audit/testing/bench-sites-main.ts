// The audit benchmark's websites, in their own process so that serving them does not slow the load generator:
// `node --import tsx src/lib/audit/testing/bench-sites-main.ts <count> <delay ms>` prints {"origins":[…]} once
// listening. The delay models a real website's response time (the page; a fifth of it for robots.txt, links…).
import zlib from 'node:zlib'
import { goodPage, goodSiteRoutes } from './fixture-pages'
import { startFixtureSite, type FixtureRoute } from './fixture-server'

/** A realistic shop page: the good fixture page plus 250 product cards (~200 KB of HTML, ~25 KB gzipped). */
function productPage(origin: string): string {
  const cards = Array.from(
    { length: 250 },
    (_, index) =>
      `<article class="card"><a href="/produk/${index}"><img src="/img/${index}.jpg" alt="Kue ${index}" width="300" height="200"></a><h3>Kue lapis legit varian ${index}</h3><p>Lapis legit premium dengan mentega Wijsman, tekstur lembut dan harum rempah. Cocok untuk hantaran dan arisan keluarga.</p><p class="price">Rp ${150 + index}.000</p></article>`,
  ).join('\n')
  return goodPage(origin).replace('</main>', `<section>${cards}</section></main>`)
}

const count = Number(process.argv[2]) || 20
const delayMs = Number(process.argv[3]) || 0
const routes = Object.fromEntries(
  Object.entries(goodSiteRoutes()).map(([path, route]) => [
    path,
    ((request, site) => ({ ...route(request, site), delayMs: delayMs / 5 })) satisfies FixtureRoute,
  ]),
)
const sites = await Promise.all(
  Array.from({ length: count }, async () => {
    let page: Buffer | null = null
    return startFixtureSite({
      ...routes,
      // Compressed once per site, as a real server's cache would.
      '/': (_request, site) => {
        page ??= zlib.gzipSync(productPage(site.origin))
        return {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-encoding': 'gzip',
            'cache-control': 'max-age=600',
          },
          body: page,
          delayMs,
        }
      },
      '*': () => ({
        headers: { 'content-type': 'text/html' },
        body: '<!doctype html><title>Produk</title>',
        delayMs: delayMs / 5,
      }),
    })
  }),
)
process.stdout.write(`${JSON.stringify({ origins: sites.map((site) => site.origin) })}\n`)
