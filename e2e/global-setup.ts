import { mkdirSync, rmSync } from 'node:fs'

/** A fresh run directory (database, server log) for every E2E run. */
export default function globalSetup() {
  const dir = process.env.E2E_RUN_DIR
  if (!dir) throw new Error('E2E_RUN_DIR is not set')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
}
