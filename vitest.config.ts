import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

// One id for all of this run's processes: scripts the tests start are bundled once per run (src/lib/testing/node-bundle.ts).
process.env.TEST_RUN_ID ??= `vitest-${process.pid}-${Date.now()}`

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts']
const nextRuntimeTests = [
  'src/components/articles/article-page.test.tsx',
  'src/components/document/server-pages.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server code directly.
      'server-only': fileURLToPath(new URL('./src/lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the cores: a single worker on this 2-core machine ran the files one
    // by one. Most of their time is spent waiting (PostgreSQL clusters starting, servers, SMTP peers, timers), so
    // files run three at a time; each test picks its own ports (PostgreSQL moves on when one is taken). A test's
    // temporary files and ports are its own (process.pid is the same in every worker thread).
    maxWorkers: Math.max(3, os.availableParallelism()),
    minWorkers: 1,
    // Loopback only: an audit scheduled by a test never looks a name up (see src/lib/audit/net/connector.ts).
    env: { AUDIT_DNS: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include,
          exclude: [...configDefaults.exclude, ...nextRuntimeTests],
          // Each file in a VM context of its own (its own globals and module graph) inside a reused worker thread:
          // a file no longer pays for a new thread and a fresh Node.js environment. The unit run alone took 357
          // instead of 455 CPU-seconds (docs/performance.md). The thread's `process` is shared by the files it runs,
          // so the setup file puts its environment and event listeners back after each file.
          pool: 'vmThreads',
          setupFiles: ['src/lib/testing/vm-file-isolation.ts'],
        },
      },
      {
        extends: true,
        // Files that load Next.js's own CommonJS runtime (next/navigation): it requires @swc/helpers, an ES module,
        // which Node.js's require accepts and the VM pool's CommonJS loader does not. They keep a worker thread each.
        test: { name: 'next-runtime', include: nextRuntimeTests, pool: 'threads' },
      },
    ],
  },
})
