import pino from 'pino'

/**
 * Structured JSON logs (one object per line) for the server process, the outbox worker and the scripts.
 * LOG_LEVEL overrides the level (tests stay quiet unless asked). Command-line tools print their data on stdout,
 * so they set LOG_DESTINATION=stderr.
 */
function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL
  return process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'
}

export const logger = pino(
  {
    level: defaultLevel(),
    base: { service: 'puncak-digital-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Never let a visitor's contact details end up in the logs by accident.
    redact: { paths: ['email', '*.email', 'phone', '*.phone', 'ip', '*.ip'], censor: '[redacted]' },
  },
  // Synchronous writes: a line logged just before a crash is not lost in a buffer.
  pino.destination({ fd: process.env.LOG_DESTINATION === 'stderr' ? 2 : 1, sync: true }),
)
