/** Server start hook (Next calls register once per server instance; not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Every setting is checked before anything starts: a malformed one stops the server with one message
  // listing all problems, instead of a silent fallback (src/lib/config).
  const { ConfigError, readConfig } = await import('./lib/config')
  try {
    readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const { startLeadsRuntime } = await import('./lib/leads/runtime')
  await startLeadsRuntime()
  await (await import('./lib/audit/runtime')).startAuditRuntime()
}
