/**
 * The CPU slowdown that makes this machine emulate Lighthouse's target phone. Lighthouse's default 4× is calibrated
 * for a high-end desktop (benchmarkIndex 1,500-2,000, its docs/throttling.md: "If your machine falls into a
 * different bracket, use --throttling.cpuSlowdownMultiplier to adjust"); on a slower host the emulated phone is
 * slower than the one the score is meant for. The brackets are those of Lighthouse's own calculator
 * (lighthouse-cpu-throttling-calculator, linked from that document): 800 → 2×, 1,300 → 3×, 1,533 → 4×, linear
 * between them; under 150 the host is too slow to emulate the phone at all.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`benchmarkIndex ${benchmarkIndex}: too slow a host to emulate Lighthouse's target phone`)
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650
  return Math.round(multiplier * 100) / 100
}
