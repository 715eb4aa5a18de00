import { afterAll } from 'vitest'

/**
 * Setup file of the unit tests' `vmThreads` pool (vitest.config.ts). Each test file there runs in a VM context of
 * its own (its own globals and module graph), but `process` is the worker thread's, shared by the files that thread
 * runs one after another: without this, a variable one file sets (DATABASE_URL, a stubbed SMTP_URL) or a signal
 * handler it adds would still be there for the next file. After the file's own hooks, its process looks as it did
 * before the file started.
 */
// process.listeners() is typed per event name; the emitter's own view takes any name.
const emitter: NodeJS.EventEmitter = process
const envBefore = { ...process.env }
const listenersBefore = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]))

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name]
  Object.assign(process.env, envBefore)
  for (const event of emitter.eventNames()) {
    const before = listenersBefore.get(event)
    for (const listener of emitter.listeners(event)) {
      if (!before?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
})
