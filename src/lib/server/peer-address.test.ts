import { describe, expect, it } from 'vitest'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { PEER_ADDRESS_HEADER } from './client-ip'
import { analysisPayload, tempDir } from '@/lib/leads/testing/fixtures'
import { postJsonFrom } from '@/lib/leads/testing/raw-request'
import { spawnLeadServer } from '@/lib/leads/testing/spawn-server'

describe('client address for the rate limit (standalone server; e2e/lead-api.spec.ts covers next start)', () => {
  it('is the TCP peer, whatever address headers the client sends', async () => {
    const server = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: `file:${tempDir('leads-peer-')}/leads.db`,
      FORM_TOKEN_SECRET: 'peer-test',
      LEADS_RATE_LIMIT_PER_MINUTE: '1',
      LEADS_WORKER: 'off',
    })
    try {
      const url = server.url('/api/submit-analysis')
      const lead = (n: number) => ({ ...analysisPayload, email: `peer${n}@contoh.id` })
      const spoofed = (n: number) => ({ [PEER_ADDRESS_HEADER]: `198.51.100.${n}`, 'x-forwarded-for': `192.0.2.${n}` })
      expect((await postJsonFrom('127.0.0.1', url, lead(1), spoofed(1))).status).toBe(201)
      // Same machine, new forged addresses: still the same visitor.
      expect((await postJsonFrom('127.0.0.1', url, lead(2), spoofed(2))).status).toBe(429)
      // Another peer address is another visitor.
      expect((await postJsonFrom('127.0.0.2', url, lead(3), spoofed(3))).status).toBe(201)
      expect(server.output()).not.toContain('client address unknown')
    } finally {
      await server.kill('SIGTERM')
    }
  }, 60_000)
})
