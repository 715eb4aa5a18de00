import 'server-only'

/**
 * In-process signals between the code that queues audits, the worker, and whoever wants to know when an audit is
 * finished (the lead notifications). Kept on globalThis: Next bundles route handlers, server actions and
 * instrumentation separately, and they must all reach the one worker of the process.
 */
type Finished = { jobId: string; leadId: string | null; status: string }
type State = { wake: (() => void) | null; listeners: Set<(event: Finished) => void> }

const KEY = Symbol.for('puncak-digital.audit-signal')
type GlobalWithSignal = typeof globalThis & { [KEY]?: State }

function state(): State {
  const holder = globalThis as GlobalWithSignal
  holder[KEY] ??= { wake: null, listeners: new Set() }
  return holder[KEY]
}

export function setAuditWakeHandler(handler: (() => void) | null): void {
  state().wake = handler
}

/** A job was queued: let this process's worker look now instead of at its next poll. */
export function wakeAuditWorker(): void {
  state().wake?.()
}

/** Runs `listener` whenever this process finishes an audit job; returns the unsubscribe function. */
export function onAuditFinished(listener: (event: Finished) => void): () => void {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
}

export function emitAuditFinished(event: Finished): void {
  for (const listener of state().listeners) {
    try {
      listener(event)
    } catch {
      /* a listener's failure is its own business */
    }
  }
}
