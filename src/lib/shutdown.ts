import 'server-only'
import { logger } from '@/lib/log'

/**
 * One place where a server process says what must happen before it exits on SIGTERM or SIGINT. Hooks run by phase,
 * in this order: `http` (stop taking requests, let those in flight finish), `worker` (the outbox finishes or hands
 * back its deliveries), `database` (close; SQLite checkpoints its WAL). Hooks within a phase run together. Each
 * phase gets at most its time budget; then the process exits with code 0.
 *
 * `next start` exits on its own at SIGTERM unless NEXT_MANUAL_SIG_HANDLE=true (`npm start` sets it): with it, this
 * registry owns shutdown.
 */
export type ShutdownPhase = 'http' | 'worker' | 'database'
type Hook = { name: string; run: (signal: NodeJS.Signals) => Promise<void> | void }
type Registry = {
  hooks: Record<ShutdownPhase, Hook[]>
  installed: boolean
  running: Promise<void> | null
}

const PHASES: readonly ShutdownPhase[] = ['http', 'worker', 'database']
/** Longest any phase may take before the next one starts anyway. */
const PHASE_BUDGET_MS = 15_000

const GLOBAL_KEY = Symbol.for('puncak-digital.shutdown')
type GlobalWithRegistry = typeof globalThis & { [GLOBAL_KEY]?: Registry }

function registry(): Registry {
  const holder = globalThis as GlobalWithRegistry
  holder[GLOBAL_KEY] ??= { hooks: { http: [], worker: [], database: [] }, installed: false, running: null }
  return holder[GLOBAL_KEY]
}

/** Registers a hook; returns a function that removes it again. */
export function onShutdown(phase: ShutdownPhase, name: string, run: Hook['run']): () => void {
  const hook = { name, run }
  const hooks = registry().hooks[phase]
  hooks.push(hook)
  return () => {
    const index = hooks.indexOf(hook)
    if (index >= 0) hooks.splice(index, 1)
  }
}

async function runPhase(phase: ShutdownPhase, signal: NodeJS.Signals): Promise<void> {
  const hooks = [...registry().hooks[phase]]
  if (hooks.length === 0) return
  let timer: NodeJS.Timeout | undefined
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn({ phase, hooks: hooks.map((hook) => hook.name) }, 'shutdown phase took too long; moving on')
      resolve()
    }, PHASE_BUDGET_MS)
  })
  const work = Promise.all(
    hooks.map(async (hook) => {
      try {
        await hook.run(signal)
      } catch (error) {
        logger.error({ err: error, phase, hook: hook.name }, 'shutdown hook failed')
      }
    }),
  ).then(() => undefined)
  await Promise.race([work, budget])
  clearTimeout(timer)
}

/** Runs every hook, phase by phase, once (a second signal while shutting down changes nothing). */
function runShutdown(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const state = registry()
  state.running ??= (async () => {
    logger.info({ signal }, 'shutting down')
    for (const phase of PHASES) await runPhase(phase, signal)
    logger.info('shutdown complete')
  })()
  return state.running
}

/** Makes SIGTERM and SIGINT run the hooks, then exit. Safe to call more than once. */
export function installShutdownSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
  const state = registry()
  if (state.installed) return
  state.installed = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void runShutdown(signal).then(() => exit(0)))
  }
}
