import { describe, expect, it } from 'vitest'
import { rateLimitSubject, secondsUntilAllowed } from './rate-limit'

/** The limiter's own rule, simulated: would an attempt `t` seconds from now be accepted (nothing else counted)? */
function acceptedAfter(t: number, previous: number, current: number, elapsed: number, limit: number): boolean {
  const position = elapsed + t / 60 // minutes since the current bucket began
  const [p, c, e] = position < 1 ? [previous, current, position] : position < 2 ? [current, 0, position - 1] : [0, 0, 0]
  return p * (1 - e) + c + 1 <= limit + 1e-9
}

describe('secondsUntilAllowed', () => {
  it('is 0 while there is room', () => {
    expect(secondsUntilAllowed(0, 4, 0.5, 5)).toBe(0)
    expect(secondsUntilAllowed(8, 0, 0.9, 5)).toBe(0)
  })

  it('is the exact wait: accepted after it, refused one second before', () => {
    for (const limit of [1, 2, 5, 12]) {
      for (let previous = 0; previous <= limit; previous += 1) {
        for (let current = 0; current <= limit; current += 1) {
          for (const elapsed of [0, 0.01, 0.25, 0.5, 0.83, 0.99]) {
            const wait = secondsUntilAllowed(previous, current, elapsed, limit)
            const label = JSON.stringify({ previous, current, elapsed, limit, wait })
            expect(acceptedAfter(wait, previous, current, elapsed, limit), label).toBe(true)
            if (wait > 1) expect(acceptedAfter(wait - 1, previous, current, elapsed, limit), label).toBe(false)
            expect(wait, label).toBeLessThanOrEqual(120)
          }
        }
      }
    }
  })

  it('matches the case the probe found: a full previous minute fades, not "3 s"', () => {
    // 5 accepted at the end of last minute, none yet this minute, 10 s in: 5 × (1 − 1/6) + 1 > 5.
    expect(secondsUntilAllowed(5, 0, 10 / 60, 5)).toBe(2)
    expect(secondsUntilAllowed(5, 5, 10 / 60, 5)).toBe(62)
  })
})

describe('rateLimitSubject', () => {
  it('groups IPv6 by /64 and keeps IPv4 as is', () => {
    expect(rateLimitSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitSubject(null)).toBe('unknown')
  })
})
