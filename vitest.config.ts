import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// One id for all of this run's processes: scripts the tests start are bundled once per run (src/lib/testing/node-bundle.ts).
process.env.TEST_RUN_ID ??= `vitest-${process.pid}-${Date.now()}`

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server code directly.
      'server-only': fileURLToPath(new URL('./src/lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one fork less than the cores: a single fork on this 2-core machine ran the files one by
    // one. Most of their time is spent waiting (PostgreSQL clusters starting, servers, SMTP peers, timers), so
    // files run three at a time; each test picks its own ports (PostgreSQL moves on when one is taken).
    maxWorkers: Math.max(3, os.availableParallelism()),
    minWorkers: 1,
    // Loopback only: an audit scheduled by a test never looks a name up (see src/lib/audit/net/connector.ts).
    env: { AUDIT_DNS: 'off' },
  },
})
