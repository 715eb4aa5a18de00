import type { ServicePage } from '../page-types'
import { chatgptSeoPage } from './chatgpt-seo-ranking'
import { contentMarketingPage } from './content-marketing-seo'
import { ecommerceSeoPage } from './ecommerce-seo'
import { googleBisniskuPage } from './google-bisnisku'
import { localSeoPage } from './local-seo-optimization'
import { offPageSeoPage } from './seo-off-page-link-building'
import { onPageSeoPage } from './seo-on-page-optimization'
import { technicalAuditPage } from './technical-seo-audit'

/** The SEO service pages, laid out by the service page shell, in footer order. */
export const servicePages: readonly ServicePage[] = [
  onPageSeoPage,
  offPageSeoPage,
  technicalAuditPage,
  localSeoPage,
  contentMarketingPage,
  ecommerceSeoPage,
  googleBisniskuPage,
  chatgptSeoPage,
]
