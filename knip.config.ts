import type { KnipConfig } from 'knip'

/*
 * Dead-code check of the whole repository (`npm run lint:unused`, part of `npm run check`): unused files, exports,
 * types and dependencies fail it. Next.js (app router, src/proxy.ts, src/instrumentation.ts, next.config.ts),
 * Vitest, Playwright, ESLint, PostCSS, Prettier, tsx (the package.json scripts) and dependency-cruiser are found by
 * knip's plugins; what they cannot see is listed here, each with its reason.
 */

// knip loads next.config.ts as a production build would, and that refuses to load without SITE_URL. Nothing is
// built here, so any address does.
process.env.SITE_URL ??= 'http://localhost:3000'

const config: KnipConfig = {
  entry: [
    // Commands a person runs by hand (documented in their header comment, README.md or docs/), not by a script.
    'scripts/audit.ts',
    'scripts/bench-audit.ts',
    'scripts/env-docs.ts',
    'scripts/screenshot.ts',
    'scripts/defer-hydration/capture-fixtures.ts',
    // Run by scripts/test.sh (knip does not read shell scripts).
    'scripts/test-summary.mjs',
    // Started by scripts/e2e-server.sh beside the E2E server: the rank tracker's fake Serper and SMTP peer.
    'scripts/e2e-peers.ts',
    // Browser scripts bundled by esbuild from a path string (scripts/defer-hydration/build.ts, vitals-script.ts).
    'scripts/defer-hydration/loader.browser.ts',
    'src/lib/vitals/beacon.browser.ts',
    // Started as child processes by path by tests and benchmarks (bundled by src/lib/testing/node-bundle.ts, or
    // `node --import tsx <file>`).
    'src/lib/leads/testing/server-main.ts',
    'src/lib/audit/testing/bench-server-main.ts',
    'src/lib/audit/testing/bench-sites-main.ts',
    'e2e/helpers/seed-rank-tracker.ts',
    'e2e/helpers/dump-records.ts',
    // Keystatic's conventional config location; the app itself imports the schema from src/content/articles.
    'keystatic.config.ts',
  ],
  ignoreDependencies: [
    // A font file path for next/font/local in src/app/layout.tsx, never imported.
    '@fontsource-variable/plus-jakarta-sans',
    // Loaded with createRequire() in scripts/bench-api.ts and scripts/bench-audit.ts, which knip does not follow.
    'autocannon',
  ],
  vitest: {
    // The build-output tests have their own config, run by scripts/test.sh after the build.
    config: ['vitest.config.ts', 'tests/build/vitest.config.ts'],
  },
}

export default config
