import pino from 'pino'
import { redactSecrets } from '@/lib/private-paths'

/**
 * Structured JSON logs (one object per line) for the server process, the outbox worker and the scripts.
 * LOG_LEVEL overrides the level (tests stay quiet unless asked). Command-line tools print their data on stdout,
 * so they set LOG_DESTINATION=stderr.
 */
function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL
  return process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'
}

/**
 * Where the lines go: every finished line passes `redactSecrets` first, so no line carries a private token (a rank
 * tracker's or an audit report's, src/lib/private-paths.ts), whichever field, message or stack holds the address.
 */
function redactingDestination(destination: { write(line: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      destination.write(redactSecrets(line))
    },
  }
}

/** A logger writing to `destination` through the redaction; `logger` below is the process's, tests make their own. */
export function createLogger(destination: { write(line: string): unknown }, level: string = defaultLevel()) {
  return pino(
    {
      level,
      base: { service: 'puncak-digital-web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Never let a visitor's contact details end up in the logs by accident.
      redact: { paths: ['email', '*.email', 'phone', '*.phone', 'ip', '*.ip'], censor: '[redacted]' },
    },
    redactingDestination(destination),
  )
}

// Synchronous writes: a line logged just before a crash is not lost in a buffer.
export const logger = createLogger(
  pino.destination({ fd: process.env.LOG_DESTINATION === 'stderr' ? 2 : 1, sync: true }),
)
