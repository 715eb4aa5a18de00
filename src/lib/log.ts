import pino from 'pino'

/**
 * Structured JSON logs (one object per line on stdout) for the server process, the outbox worker and the
 * scripts. LOG_LEVEL overrides the level; tests stay quiet unless asked.
 */
function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL
  return process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'
}

export const logger = pino({
  level: defaultLevel(),
  base: { service: 'puncak-digital-web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // Never let a visitor's contact details end up in the logs by accident.
  redact: { paths: ['email', '*.email', 'phone', '*.phone', 'ip', '*.ip'], censor: '[redacted]' },
})

export type Logger = typeof logger
