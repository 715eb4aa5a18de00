import { describe, expect, it } from 'vitest'
import { loggablePath } from '@/lib/request-log'

describe('request log path', () => {
  it('drops the query string and hides report tokens', () => {
    expect(loggablePath('/analisis-gratis?utm_source=x&email=a@b.id')).toBe('/analisis-gratis')
    expect(loggablePath('/analisis-gratis/hasil/abc123secret')).toBe('/analisis-gratis/hasil/[token]')
    expect(loggablePath('/analisis-gratis/hasil/abc123secret/pdf?x=1')).toBe('/analisis-gratis/hasil/[token]/pdf')
    expect(loggablePath('/api/audit/abc123secret')).toBe('/api/audit/[token]')
    expect(loggablePath('/analisis-gratis/hasil/')).toBe('/analisis-gratis/hasil/')
  })
})
