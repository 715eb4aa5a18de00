import { describe, expect, it } from 'vitest'
import { downloads } from '@/content/downloads'
import { CompanyProfileDocument } from './company-profile-document'
import { pdfDocuments } from './documents'

describe('company profile PDF', () => {
  it('is registered, so the build writes it to the linked download path', () => {
    expect(pdfDocuments).toContain(CompanyProfileDocument)
    expect(CompanyProfileDocument.download).toBe(downloads.companyProfile)
  })

  // The rendered file, page by page, is checked in pdf-layout.test.ts (built once for all PDFs).
})
