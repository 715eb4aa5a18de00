import { specialtyPage } from './specialty/pages'

/**
 * /jasa-seo-terpercaya, the directory of the cities we serve, laid out by the specialty page shell; its words are
 * content/pages/jasa-seo-terpercaya.yaml (the editor's "Kota → Direktori kota"), the city tiles come from
 * city-directory-list.ts and link to the city entries.
 */
export const trustedSeo = specialtyPage('trustedSeoPage', { faqName: 'faq-terpercaya' })
