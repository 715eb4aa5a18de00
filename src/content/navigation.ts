import { homeAnchors } from './routes'
import type { LinkAction } from './types'

/** A navigation entry is the site's one link shape; the name stays for the header and footer that import it. */
export type NavLink = LinkAction

/** Header navigation, exactly as the spec lists it. */
export const mainNav: readonly NavLink[] = [
  { label: 'Jasa SEO', href: '/' },
  { label: 'SEO E-commerce', href: '/ecommerce-seo' },
  { label: 'Portofolio', href: '/portfolio' },
  { label: 'Google Bisnisku', href: '/google-bisnisku' },
  { label: 'Pembuatan Website', href: '/jasa-pembuatan-website-indonesia' },
]

export const headerActions = {
  analysis: { label: 'Analisis Gratis', href: '/analisis-gratis' },
  contact: { label: 'Contact Us', href: '/contact' },
} as const

export const footerServiceLinks: readonly NavLink[] = [
  { label: 'SEO On-Page', href: '/seo-on-page-optimization' },
  { label: 'SEO Off-Page & Link Building', href: '/seo-off-page-link-building' },
  { label: 'Audit SEO Teknis', href: '/technical-seo-audit' },
  { label: 'Local SEO', href: '/local-seo-optimization' },
  { label: 'Content Marketing SEO', href: '/content-marketing-seo' },
  { label: 'SEO E-commerce', href: '/ecommerce-seo' },
  { label: 'SEO Magento', href: '/jasa-seo-magento' },
  { label: 'SEO ChatGPT & AI', href: '/chatgpt-seo-ranking' },
  { label: 'SEO WordPress', href: '/jasa-seo-wordpress' },
  { label: 'Jasa SEO Terpercaya', href: '/jasa-seo-terpercaya' },
]

/** Quick menu: the home-page anchors resolve from any page because they carry the "/" path. */
export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Tentang Kami', href: homeAnchors.about },
  { label: 'Paket Harga', href: homeAnchors.packages },
  { label: 'Perbaikan Halaman Web', href: '/solusi-praktis-mengatasi-halaman-web' },
  { label: 'SERPBot Rank Checker', href: '/serpbot-rank-checker' },
  { label: 'Kontak', href: homeAnchors.contact },
  { label: 'Artikel', href: '/artikel' },
]
