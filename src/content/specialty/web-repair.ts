import { specialtyPage } from './pages'

/**
 * /solusi-praktis-mengatasi-halaman-web, laid out by the specialty page shell; its words are
 * content/pages/solusi-praktis-mengatasi-halaman-web.yaml.
 */
export const webRepair = specialtyPage('webRepairPage', { faqName: 'faq-perbaikan' })
