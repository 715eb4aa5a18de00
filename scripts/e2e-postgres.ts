/**
 * `npm run test:e2e:postgres`: the rank tracker's browser tests again, with the E2E server on PostgreSQL (issue 35
 * asks for both stores; everything else runs on the SQLite default in `npm run test:e2e`). Starts a throwaway
 * cluster on loopback, runs Playwright on its own port (so it may run beside the SQLite run) with
 * E2E_DATABASE_URL, which the server, the leads command and the seeding helpers all use, then stops the cluster.
 * Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process'
import { findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'

const specs = ['e2e/rank-tracker-signup.spec.ts', 'e2e/rank-tracker-page.spec.ts', 'e2e/rank-tracker-inbox.spec.ts']

if (!findPostgresBinaries()) {
  console.error('PostgreSQL binaries not found (PG_BIN_DIR); scripts/ensure-system.sh installs them')
  process.exit(1)
}
// Ports 5590-5599 for this cluster (the unit tests and benchmarks use other ranges).
const server = await startPostgres({ portRange: [5590, 5599] })
let status = 1
try {
  const url = await server.createDatabase('e2e_leads')
  // The desktop project only: its specs set their own 375 px viewport where the phone matters, and what PostgreSQL
  // changes is the storage, not the device (the phone emulation runs on SQLite).
  const result = spawnSync('npx', ['playwright', 'test', ...specs, '--project=desktop', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL: url,
      E2E_PORT: process.env.E2E_PORT ?? '3200',
      // Its own report and artifacts folder (Playwright empties that on start), so the SQLite run's stay whole.
      E2E_REPORT: 'test-results/e2e-postgres.json',
      E2E_ARTIFACTS: 'test-results/artifacts-postgres',
      // The full browser here (the SQLite run uses the headless shell, e2e/browser.ts), so every run of the suite
      // also drives the Chromium a visitor has.
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  })
  status = result.status ?? 1
} finally {
  server.stop()
}
process.exit(status)
