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
