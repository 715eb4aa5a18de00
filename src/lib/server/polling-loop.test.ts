import { describe, expect, it } from 'vitest'
import { PollingLoop } from './polling-loop'

/* The timer every background worker shares: runs never overlap, a wake during a run is kept, stop waits. */

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

function gatedLoop(pollMs = 60_000) {
  let active = 0
  let overlapped = false
  const runs: number[] = []
  const gates: (() => void)[] = []
  const loop = new PollingLoop(
    async () => {
      active += 1
      if (active > 1) overlapped = true
      runs.push(Date.now())
      await new Promise<void>((resolve) => gates.push(resolve))
      active -= 1
    },
    (woken) => (woken ? 0 : pollMs),
  )
  return { loop, runs, release: () => gates.shift()?.(), overlapped: () => overlapped }
}

describe('PollingLoop', () => {
  it('runs at start, keeps a wake that comes during a run for right after it, and never overlaps two runs', async () => {
    const { loop, runs, release, overlapped } = gatedLoop()
    loop.start()
    await tick()
    expect(runs).toHaveLength(1)
    expect(loop.busy).toBe(true)
    loop.wake()
    loop.wake()
    await tick()
    expect(runs).toHaveLength(1)
    release()
    await tick()
    // The two wakes during the run make one more run, at once, not two and not after the poll interval.
    expect(runs).toHaveLength(2)
    release()
    await tick()
    expect(runs).toHaveLength(2)
    expect(loop.busy).toBe(false)
    expect(overlapped()).toBe(false)
    await loop.stop()
  })

  it('stop() cancels the next run and resolves only when the run in progress has ended', async () => {
    const { loop, runs, release } = gatedLoop(1)
    loop.start()
    await tick()
    let stopped = false
    const stopping = loop.stop().then(() => (stopped = true))
    await tick()
    expect(stopped).toBe(false)
    release()
    await stopping
    await tick(20)
    expect(runs).toHaveLength(1)
    loop.wake()
    await tick()
    expect(runs, 'a stopped loop ignores wake()').toHaveLength(1)
  })
})
