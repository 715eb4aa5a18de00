import { describe, expect, it } from 'vitest'
import { organizationDetails } from './organization'

describe('organization details', () => {
  it('spans the monthly packages, from the city Starter to the Jakarta Enterprise floor', () => {
    expect(organizationDetails.priceRange).toBe('Rp 3.000.000 - Rp 25.000.000')
  })
})
