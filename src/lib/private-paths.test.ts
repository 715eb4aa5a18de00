import { describe, expect, it } from 'vitest'
import { isPrivatePath, publicPathOf, publicUrlOf, redactPath, redactSecrets } from '@/lib/private-paths'

const TOKEN = 'AbC_123-xyzAbC_123-xyzAbC_123-xy'

describe('private addresses', () => {
  it('records only the public part of a private address, whatever its spelling', () => {
    expect(publicPathOf(`/serpbot-rank-checker/konfirmasi/${TOKEN}`)).toBe('/serpbot-rank-checker')
    expect(publicPathOf(`/serpbot-rank-checker/pantau/${TOKEN}/unduh/csv?x=1`)).toBe('/serpbot-rank-checker')
    expect(publicPathOf(`/serpbot-rank-checker/berhenti-langganan/${TOKEN}`)).toBe('/serpbot-rank-checker')
    expect(publicPathOf(`/api/rank-tracker/unsubscribe/${TOKEN}`)).toBe('/serpbot-rank-checker')
    expect(publicPathOf(`/analisis-gratis/hasil/${TOKEN}?utm_source=mail`)).toBe('/analisis-gratis')
    // Percent-escapes, upper case and doubled slashes reach the same page, so they are the same secret.
    expect(publicPathOf(`/serpbot-rank-checker/%70antau/${TOKEN}`)).toBe('/serpbot-rank-checker')
    expect(publicPathOf(`/SERPBOT-rank-checker//pantau/${TOKEN}`)).toBe('/serpbot-rank-checker')
    expect(publicUrlOf(`https://www.example.co.id/serpbot-rank-checker/konfirmasi/${TOKEN}#x`)).toBe(
      'https://www.example.co.id/serpbot-rank-checker',
    )
    // Public pages keep their address and query.
    expect(publicPathOf('/serpbot-rank-checker?utm_source=google')).toBe('/serpbot-rank-checker?utm_source=google')
    expect(publicPathOf('/analisis-gratis/hasil/')).toBe('/analisis-gratis/hasil/')
    expect(publicUrlOf('https://www.google.co.id/search?q=x')).toBe('https://www.google.co.id/search?q=x')
    expect(isPrivatePath('/serpbot-rank-checker/demo')).toBe(false)
    expect(isPrivatePath(`/serpbot-rank-checker/pantau/${TOKEN}/`)).toBe(true)
  })

  it('replaces the token in log text and paths, wherever it stands', () => {
    expect(redactPath(`/serpbot-rank-checker/pantau/${TOKEN}/unduh/csv`)).toBe(
      '/serpbot-rank-checker/pantau/[token]/unduh/csv',
    )
    expect(redactPath('/kontak')).toBe('/kontak')
    const line = JSON.stringify({
      path: `/serpbot-rank-checker/konfirmasi/${TOKEN}`,
      err: { stack: `Error: at https://x.id/api/rank-tracker/unsubscribe/${TOKEN}?a=1\n    at y` },
      msg: `POST /serpbot-rank-checker/pantau/${TOKEN}/hapus failed`,
    })
    const redacted = redactSecrets(line)
    expect(redacted).not.toContain(TOKEN)
    expect(JSON.parse(redacted)).toEqual({
      path: '/serpbot-rank-checker/konfirmasi/[token]',
      err: { stack: 'Error: at https://x.id/api/rank-tracker/unsubscribe/[token]?a=1\n    at y' },
      msg: 'POST /serpbot-rank-checker/pantau/[token]/hapus failed',
    })
  })
})
