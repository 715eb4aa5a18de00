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
    // Each file in a worker thread of its own (still isolated: its own modules, globals and process.env copy):
    // starting a thread costs less than starting a process, and the unit run took 17 % less processor time than
    // with forks (440 against 529 CPU-seconds, docs/performance.md). A test's temporary files and ports are its own
    // (process.pid is the same in every thread).
    pool: 'threads',
    // Vitest's default is one worker less than the cores: a single worker on this 2-core machine ran the files one
    // by one. Most of their time is spent waiting (PostgreSQL clusters starting, servers, SMTP peers, timers), so
    // files run three at a time; each test picks its own ports (PostgreSQL moves on when one is taken).
    maxWorkers: Math.max(3, os.availableParallelism()),
    minWorkers: 1,
    // Loopback only: an audit scheduled by a test never looks a name up (see src/lib/audit/net/connector.ts).
    env: { AUDIT_DNS: 'off' },
  },
})
