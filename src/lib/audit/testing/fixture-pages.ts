import type { FixtureRoute } from './fixture-server'

/**
 * Two fixture websites: a good one on which every check passes, and a bad one with each defect exactly once.
 * Plain data and string templates, so the expected status of every check can be read off the markup.
 */

const paragraph =
  'Kami membuat kue lapis legit, nastar, dan kastengel setiap pagi dengan mentega premium, telur ayam kampung, dan rempah pilihan dari pasar tradisional. Setiap pesanan dikemas rapi dalam kotak kayu yang aman untuk dikirim ke seluruh Jabodetabek dan bisa diberi kartu ucapan tanpa biaya tambahan.'

/** About 45 words per paragraph; `count` paragraphs of visible text. */
function bodyText(count: number): string {
  return Array.from({ length: count }, (_, index) => `<p>${paragraph} Catatan ${index + 1}.</p>`).join('\n')
}

const GOOD_TITLE = 'Toko Kue Lapis Legit Bu Rini - Pesan Online Antar Jakarta'
const GOOD_DESCRIPTION =
  'Kue lapis legit, nastar, dan kastengel buatan Bu Rini dari mentega premium. Pesan online hari ini, diantar ke seluruh Jakarta dengan kemasan kayu yang aman.'

export function goodPage(origin: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${GOOD_TITLE}</title>
<meta name="description" content="${GOOD_DESCRIPTION}">
<link rel="canonical" href="${origin}/">
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="/style.css">
<meta property="og:title" content="Toko Kue Bu Rini">
<meta property="og:description" content="Kue lapis legit premium, diantar ke seluruh Jakarta.">
<meta property="og:image" content="${origin}/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Toko Kue Bu Rini","telephone":"+62 812-1111-2222","address":{"@type":"PostalAddress","streetAddress":"Jl. Kemang Raya No. 5","addressLocality":"Jakarta Selatan"}}</script>
</head>
<body>
<header><a href="/">Beranda</a> <a href="/layanan">Layanan</a> <a href="/kontak">Kontak</a></header>
<main>
<h1>Kue Lapis Legit Premium Bu Rini</h1>
<img src="/kue.jpg" alt="Kue lapis legit pandan ukuran 20 x 20 cm">
<h2>Kenapa memilih kami</h2>
${bodyText(4)}
<h3>Bahan pilihan</h3>
${bodyText(3)}
<h2>Hubungi kami</h2>
<p>Telepon <a href="tel:+6281211112222">0812-1111-2222</a>.</p>
<address>Jl. Kemang Raya No. 5, Jakarta Selatan</address>
<p>Ikuti kami di <a href="https://www.instagram.com/contoh">Instagram</a>.</p>
</main>
</body>
</html>`
}

const html = (body: string, extra: Record<string, string> = {}) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=600', ...extra },
  body,
})

/** Every check passes here (served over TLS so that https, hsts and mixed-content can pass too). */
export function goodSiteRoutes(): Record<string, FixtureRoute> {
  const secure = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
  return {
    '/': (_request, site) => ({ ...html(goodPage(site.origin), secure), compress: 'gzip' }),
    '/layanan': () => html('<!doctype html><title>Layanan</title><h1>Layanan</h1>', secure),
    '/kontak': () => html('<!doctype html><title>Kontak</title><h1>Kontak</h1>', secure),
    '/robots.txt': (_request, site) => ({
      headers: { 'content-type': 'text/plain' },
      body: `User-agent: *\nDisallow: /admin/\n\nSitemap: ${site.origin}/sitemap.xml\n`,
    }),
    '/sitemap.xml': (_request, site) => ({
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.origin}/</loc></url><url><loc>${site.origin}/layanan</loc></url></urlset>`,
    }),
    '/favicon.ico': () => ({ headers: { 'content-type': 'image/x-icon' }, body: Buffer.from([0, 0, 1, 0, 1, 0]) }),
  }
}

/**
 * One defect per check. Served over TLS (so that mixed content can be found); the visitor's URL is /mulai, which
 * redirects twice before the page.
 */
function badPage(): string {
  return `<!doctype html>
<html>
<head>
<title>Toko Kue</title>
<link rel="canonical" href="https://contoh-lain.example/">
<link rel="icon" href="/ikon-hilang.png">
<meta name="robots" content="noindex">
<meta property="og:title" content="Toko Kue">
<script src="http://cdn.example/jquery.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Toko Kue"}</script>
<script type="application/ld+json">{"@type": "Organization", "name": }</script>
</head>
<body>
<!-- ${'x'.repeat(310 * 1024)} -->
<h1>Toko Kue</h1>
<h1>Pesan Sekarang</h1>
<h2>Produk</h2>
<h4>Lapis legit</h4>
<img src="/a.jpg"><img src="/b.jpg"><img src="/c.jpg" alt="Nastar">
${bodyText(4)}
<p>Telepon 0812-3333-4444.</p>
<a href="/produk">Produk</a> <a href="/hilang">Halaman lama</a>
</body>
</html>`
}

export function badSiteRoutes(): Record<string, FixtureRoute> {
  return {
    '/mulai': () => ({ status: 302, headers: { location: '/lanjut' } }),
    '/lanjut': () => ({ status: 301, headers: { location: '/' } }),
    '/': () => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: badPage(),
      delayMs: 850,
    }),
    '/produk': () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<title>Produk</title>' }),
    '/robots.txt': () => ({ headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' }),
    '/sitemap.xml': () => ({ headers: { 'content-type': 'application/xml' }, body: '<urlset><url><loc>oops</url>' }),
  }
}

/** The expected result of every check on the bad site. */
export const BAD_SITE_EXPECTED = {
  'http-status': 'pass',
  redirects: 'warn',
  https: 'pass',
  hsts: 'fail',
  ttfb: 'warn',
  'page-weight': 'warn',
  compression: 'fail',
  caching: 'fail',
  title: 'warn',
  'meta-description': 'fail',
  h1: 'warn',
  headings: 'warn',
  lang: 'fail',
  viewport: 'fail',
  canonical: 'warn',
  'robots-meta': 'fail',
  'robots-txt': 'fail',
  sitemap: 'fail',
  'img-alt': 'fail',
  'structured-data': 'warn',
  'open-graph': 'warn',
  favicon: 'fail',
  'mixed-content': 'fail',
  'word-count': 'warn',
  links: 'fail',
  'local-business': 'warn',
} as const
