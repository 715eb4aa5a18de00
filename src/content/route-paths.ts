/**
 * Every page of the route registry (routes.ts), by path. A leaf file, so that page records can name their own
 * path without importing the registry, which imports them; routes.test.ts checks the two lists agree.
 */
export const routePaths = [
  '/',
  '/analisis-gratis',
  '/contact',
  '/portfolio',
  '/google-bisnisku',
  '/jasa-pembuatan-website-indonesia',
  '/ecommerce-seo',
  '/seo-on-page-optimization',
  '/seo-off-page-link-building',
  '/technical-seo-audit',
  '/local-seo-optimization',
  '/content-marketing-seo',
  '/solusi-praktis-mengatasi-halaman-web',
  '/serpbot-rank-checker',
  '/jasa-seo-magento',
  '/chatgpt-seo-ranking',
  '/jasa-seo-wordpress',
  '/jasa-seo-terpercaya',
  '/jasa-seo-jakarta',
  '/jasa-seo-surabaya',
  '/jasa-seo-bandung',
  '/jasa-seo-bekasi',
  '/jasa-seo-medan',
  '/jasa-seo-tangerang',
  '/jasa-seo-depok',
  '/kebijakan-privasi',
] as const

export type RoutePath = (typeof routePaths)[number]
