/**
 * The agency's Organization JSON-LD as prerendered (issue 33): the price range reaches every page. The range is
 * written out from the spec ("general Rp 3-25 million monthly") on purpose: read from the package records, the
 * test could not notice a record that drifted from what the agency quotes.
 */
import { describe, expect, test } from 'vitest'
import { readPage } from './support/build-output'
import { jsonLdOfType } from './support/json-ld'

describe('Organization JSON-LD (server-rendered HTML)', () => {
  // The shell renders it: one page per kind of layout is enough (home, a city page, an article list).
  for (const pagePath of ['/', '/jasa-seo-jakarta', '/artikel']) {
    test(`${pagePath}: the ProfessionalService carries the monthly packages' price range`, () => {
      // priceRange is a LocalBusiness property; ProfessionalService is a LocalBusiness, so it validates there.
      const agency = jsonLdOfType<{ priceRange?: string }>(readPage(pagePath), 'ProfessionalService')
      expect(agency.priceRange).toBe('Rp 3.000.000 - Rp 25.000.000')
    })
  }
})
