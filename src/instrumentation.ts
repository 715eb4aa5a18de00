/** Server start hook (Next calls register once per server instance; not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Every setting is checked before anything starts: a malformed one stops the server with one message
  // listing all problems, instead of a silent fallback (src/lib/config).
  ;(await import('./lib/config/start')).refuseMalformedConfig()
  const { startLeadsRuntime } = await import('./lib/leads/runtime')
  await startLeadsRuntime()
  await (await import('./lib/audit/runtime')).startAuditRuntime()
}
