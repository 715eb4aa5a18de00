import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@/lib/leads/schema'
import fs from 'node:fs'
import { backupRetentionDays, privacyNoticeVersion } from './figures'
import { privacySections } from './privacy'

describe('privacy notice', () => {
  // The forms send CONSENT_VERSION with every lead; it must name the notice this site shows.
  it('is the version the lead backend records', () => {
    expect(CONSENT_VERSION).toBe(privacyNoticeVersion)
  })

  // The notice promises how long backups live; the operator's guide must say the same number.
  it('promises the backup retention the deployment guide tells the operator to keep', () => {
    const storage = privacySections.find((section) => section.id === 'penyimpanan')!.items!.join(' ')
    expect(storage).toContain(`Cadangan (backup) basis data kami simpan paling lama ${backupRetentionDays} hari`)
    const guide = fs.readFileSync('docs/deploy.md', 'utf8')
    expect(guide).toContain(`Keep backups at most ${backupRetentionDays} days`)
    expect(guide).toContain(`-mtime +${backupRetentionDays}`)
  })
})
