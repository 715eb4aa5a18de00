import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@/lib/leads/schema'
import { privacyNoticeVersion } from './figures'

describe('privacy notice', () => {
  // The forms send CONSENT_VERSION with every lead; it must name the notice this site shows.
  it('is the version the lead backend records', () => {
    expect(CONSENT_VERSION).toBe(privacyNoticeVersion)
  })
})
