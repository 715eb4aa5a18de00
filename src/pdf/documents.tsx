import { CompanyProfileDocument } from './company-profile-document'
import { PortfolioDocument } from './portfolio-document'
import { SeoGuideDocument } from './seo-guide-document'
import type { PdfDocument } from './types'

export type { PdfDocument } from './types'

/** Every PDF the build generates. Add a document here and it is written to public/downloads/. */
export const pdfDocuments: readonly PdfDocument[] = [SeoGuideDocument, CompanyProfileDocument, PortfolioDocument]
