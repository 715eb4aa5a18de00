import { ConfigError, readConfig } from '.'

/**
 * Server start (src/instrumentation.ts, Node runtime only): a malformed setting stops the process with one
 * message listing every problem, before anything else starts.
 */
export function refuseMalformedConfig(): void {
  try {
    readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
