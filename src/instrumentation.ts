/** Server start hook (Next calls register once per server instance; not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startLeadsRuntime } = await import('./lib/leads/runtime')
  await startLeadsRuntime()
  await (await import('./lib/audit/runtime')).startAuditRuntime()
}
