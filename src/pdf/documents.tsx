import type { DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
import type { Download } from '@/content/downloads'
import { CompanyProfileDocument } from './company-profile-document'
import { PortfolioDocument } from './portfolio-document'
import { SeoGuideDocument } from './seo-guide-document'

export type PdfDocument = { download: Download; render: () => ReactElement<DocumentProps> }

/** Every PDF the build generates. Add a document here and it is written to public/downloads/. */
export const pdfDocuments: readonly PdfDocument[] = [SeoGuideDocument, CompanyProfileDocument, PortfolioDocument]
