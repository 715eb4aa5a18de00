import { expect } from 'vitest'
import { analysisPayload } from './fixtures'
import type { ServerProcess } from './spawn-server'

/**
 * What a lead server on a read-only database must show (SQLite and PostgreSQL alike): health 503, a submission
 * 503 with Retry-After and nothing acknowledged, and the reason logged once although the worker kept trying
 * (it polls every 20 ms in these tests). Returns the one log line.
 */
export async function expectReadOnlyAnswers(server: ServerProcess): Promise<Record<string, unknown>> {
  expect(server.output()).not.toContain('lead database ready')
  const health = await fetch(server.url('/api/health'))
  expect(health.status).toBe(503)
  expect(await health.json()).toMatchObject({ status: 'error', db: 'error' })
  const response = await fetch(server.url('/api/submit-analysis'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(analysisPayload),
  })
  expect(response.status).toBe(503)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await response.json()).error).toContain('belum tersimpan')
  await new Promise((resolve) => setTimeout(resolve, 500))
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.includes('read-only'))
  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0]!) as Record<string, unknown>
  expect(line.level).toBe('error')
  return line
}
