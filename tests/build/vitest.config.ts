import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Tests of the production build's output (`npm run build` first): prerendered pages, JSON-LD, links, sitemap and
 * RSS, read with parse5 from .next/ without a browser or a server. scripts/test.sh runs them beside Playwright:
 * `npx vitest run --config tests/build/vitest.config.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
      'server-only': fileURLToPath(new URL('../../src/lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    name: 'build',
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // Reading files only: one fork leaves the other core to Playwright, which runs at the same time.
    pool: 'forks',
    maxWorkers: 1,
    minWorkers: 1,
    // The files only read the build and change nothing the process shares, so they share one module graph: the
    // content library, parse5 and the page readers load once instead of once per file (36 s → 15 s alone).
    isolate: false,
    // Absolute URLs in the pages (canonical, JSON-LD, sitemap) were made for the build's SITE_URL.
    env: { SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000' },
  },
})
