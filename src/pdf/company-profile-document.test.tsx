import { describe, expect, it } from 'vitest'
import { downloads } from '@/content/downloads'
import { CompanyProfileDocument } from './company-profile-document'
import { pdfDocuments } from './documents'

function pageCount(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

describe('company profile PDF', () => {
  it('is registered, so the build writes it to the linked download path', () => {
    expect(pdfDocuments).toContain(CompanyProfileDocument)
    expect(CompanyProfileDocument.download).toBe(downloads.companyProfile)
  })

  it('renders a real multi-page PDF', async () => {
    const bytes = await CompanyProfileDocument.render()
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pageCount(bytes)).toBeGreaterThanOrEqual(6)
  })
})
