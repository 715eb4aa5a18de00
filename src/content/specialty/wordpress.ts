import { specialtyPage } from './pages'

/** /jasa-seo-wordpress, laid out by the specialty page shell; its words are content/pages/jasa-seo-wordpress.yaml. */
export const wordpress = specialtyPage('wordpressPage', { faqName: 'faq-wordpress' })
