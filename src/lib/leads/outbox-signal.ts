// Lets the submit path wake the outbox worker at once (no waiting for the next poll). Route handlers, server
// actions and instrumentation are separate bundles, so the hook lives on globalThis.
const GLOBAL_KEY = Symbol.for('puncak-digital.outbox-wake')
type GlobalWithWake = typeof globalThis & { [GLOBAL_KEY]?: () => void }

export function setOutboxWakeHandler(handler: (() => void) | undefined): void {
  const holder = globalThis as GlobalWithWake
  if (handler) holder[GLOBAL_KEY] = handler
  else delete holder[GLOBAL_KEY]
}

export function wakeOutboxWorker(): void {
  ;(globalThis as GlobalWithWake)[GLOBAL_KEY]?.()
}
