import { site } from '@/content/site'

/** Public addresses of a report (no server imports: the report page and its client island use them too). */
const REPORT_BASE_PATH = '/analisis-gratis/hasil'

export const reportPath = (token: string) => `${REPORT_BASE_PATH}/${token}`
export const reportUrl = (token: string) => `${site.url}${reportPath(token)}`
export const reportPdfPath = (token: string) => `${reportPath(token)}/pdf`
export const reportApiPath = (token: string) => `/api/audit/${token}`
