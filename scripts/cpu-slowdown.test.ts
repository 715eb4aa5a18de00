import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown } from './cpu-slowdown'

describe('the CPU slowdown calibrated to the host (npm run bench -- --cpu-slowdown calibrated)', () => {
  it("gives Lighthouse's default 4× on the high-end desktop it was calibrated for, less on slower hosts", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4)
    expect(calibratedCpuSlowdown(2000)).toBe(6)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    // This machine on 2026-11-29: benchmarkIndex 772-884.
    expect(calibratedCpuSlowdown(884)).toBe(2.17)
    expect(calibratedCpuSlowdown(772)).toBe(1.96)
    expect(calibratedCpuSlowdown(150)).toBe(1)
  })

  it('refuses a host too slow to emulate the phone, or no index at all', () => {
    expect(() => calibratedCpuSlowdown(149)).toThrow(/too slow/)
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/too slow/)
  })
})
