import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { securityTxt } from '@/lib/security-txt'

/** RFC 9116 fields as name → values. */
function fields(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([A-Za-z-]+): (.+)$/.exec(line)
    expect(match, `malformed line ${JSON.stringify(line)}`).not.toBeNull()
    map.set(match![1]!, [...(map.get(match![1]!) ?? []), match![2]!])
  }
  return map
}

describe('security.txt (RFC 9116)', () => {
  const builtAt = new Date('2026-11-23T10:00:00Z')
  const parsed = fields(securityTxt(builtAt))

  it('names the contact, languages and canonical address from the site config', () => {
    expect(parsed.get('Contact')).toEqual([`mailto:${site.email}`])
    expect(parsed.get('Preferred-Languages')).toEqual(['id, en'])
    expect(parsed.get('Canonical')).toEqual([`${site.url}/.well-known/security.txt`])
  })

  it('expires once, in the future but within a year of the build, in RFC 3339 form', () => {
    const [expires] = parsed.get('Expires')!
    expect(parsed.get('Expires')).toHaveLength(1)
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const days = (Date.parse(expires!) - builtAt.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(300)
    expect(days).toBeLessThan(365)
  })
})
