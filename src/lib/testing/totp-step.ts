import { setTimeout as sleep } from 'node:timers/promises'

const STEP_MS = 30_000

/**
 * Waits, when the current 30-second TOTP step has less than `marginMs` left, until the next one begins. Tests that
 * type the previous step's code (accepted only until the current step ends) call it first, so a slow round trip on
 * a busy machine never carries that code out of the window the server accepts.
 */
export async function untilTotpStepHasLeft(marginMs = 10_000): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < marginMs) await sleep(left + 250)
}
