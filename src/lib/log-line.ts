import { formatWithOptions } from 'node:util'
import { redactSecrets } from '@/lib/private-paths'

/**
 * One JSON log line in the same shape as the server's pino logs (src/lib/log.ts), for code that runs in the
 * proxy bundle, where the logger's dependencies are kept out. Like every log line, it never carries a private
 * token (src/lib/private-paths.ts): a path in any field is logged with `[token]` in its place.
 */
export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const line = redactSecrets(JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg }))
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const
const REDACTING = Symbol.for('puncak-digital.console-redacting')

/**
 * Lines the server writes through `console` (Next's own error reports, which print a failing request's URL; the
 * lines above) are formatted as console would and pass `redactSecrets` too, so no line of the server's output
 * carries a private token whoever writes it. Installed once at start (src/instrumentation.ts); returns the undo.
 */
export function redactConsole(): () => void {
  const holder = console as Console & { [REDACTING]?: true }
  if (holder[REDACTING]) return () => undefined
  holder[REDACTING] = true
  const originals = CONSOLE_METHODS.map((method) => [method, console[method]] as const)
  for (const [method, original] of originals) {
    console[method] = (...args: unknown[]) => original.call(console, redactSecrets(formatWithOptions({}, ...args)))
  }
  return () => {
    for (const [method, original] of originals) console[method] = original
    delete holder[REDACTING]
  }
}
