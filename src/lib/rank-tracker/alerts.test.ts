import { describe, expect, it } from 'vitest'
import { alertReasons } from './alerts'

/* When a keyword alerts between two complete results (the stored ones; a failed check stores none). */

describe('alert reasons', () => {
  it('names the best tier entered and the widest tier left, and a move of 5 places or more', () => {
    expect(alertReasons(8, 14)).toEqual(['left-top-10', 'down'])
    expect(alertReasons(12, 2)).toEqual(['entered-top-3', 'up'])
    expect(alertReasons(2, 12)).toEqual(['left-top-10', 'down'])
    expect(alertReasons(4, 3)).toEqual(['entered-top-3'])
    expect(alertReasons(3, 4)).toEqual(['left-top-3'])
    expect(alertReasons(9, 11)).toEqual(['left-top-10'])
    expect(alertReasons(30, 25)).toEqual(['up'])
    expect(alertReasons(30, 26)).toEqual([])
    expect(alertReasons(5, 5)).toEqual([])
  })

  it('counts entering or leaving the top 100 as no number of places', () => {
    expect(alertReasons(null, 5)).toEqual(['entered-top-10'])
    expect(alertReasons(5, null)).toEqual(['left-top-10'])
    expect(alertReasons(null, 60)).toEqual([])
    expect(alertReasons(60, null)).toEqual([])
    expect(alertReasons(null, null)).toEqual([])
  })

  it('alerts on entering or leaving the 3-pack only when both days read it', () => {
    expect(alertReasons(20, 20, 2, 0)).toEqual(['left-pack'])
    expect(alertReasons(20, 20, 2, -1)).toEqual(['left-pack'])
    expect(alertReasons(20, 20, -1, 1)).toEqual(['entered-pack'])
    expect(alertReasons(20, 20, 0, -1)).toEqual([])
    expect(alertReasons(20, 20, 1, 3)).toEqual([])
    expect(alertReasons(20, 20, null, 2)).toEqual([])
    expect(alertReasons(8, 14, 2, 0)).toEqual(['left-top-10', 'down', 'left-pack'])
  })
})
