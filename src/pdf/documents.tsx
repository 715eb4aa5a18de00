import type { ReactElement } from 'react'
import type { Download } from '@/content/downloads'
import { SeoGuideDocument } from './seo-guide-document'

export type PdfDocument = { download: Download; render: () => ReactElement }

/** Every PDF the build generates. Add a document here and it is written to public/downloads/. */
export const pdfDocuments: readonly PdfDocument[] = [SeoGuideDocument]
