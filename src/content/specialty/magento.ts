import { specialtyPage } from './pages'

/** /jasa-seo-magento, laid out by the specialty page shell; its words are content/pages/jasa-seo-magento.yaml. */
export const magento = specialtyPage('magentoPage', { faqName: 'faq-magento' })
