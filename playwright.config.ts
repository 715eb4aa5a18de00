import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { testBrowserLaunchOptions } from './e2e/browser'

/**
 * End-to-end tests run against the production build (`npm run build` first) served by `next start`,
 * in Debian's Chromium. The server gets its own throwaway SQLite file and log file, which tests read.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
// The rank tracker's loopback peers (scripts/e2e-peers.ts), on ports derived from the server's so parallel runs
// on other ports never collide.
const serpPort = port + 1000
const smtpPort = port + 1100
const runDir = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), `seo-site-e2e-${port}`)
process.env.E2E_RUN_DIR = runDir
// Every server a test starts inherits this: audits of the websites typed into forms never leave loopback.
process.env.AUDIT_DNS = 'off'
// No test waits out the forms' 2-second time trap (its own tests are in src/lib/leads); see e2e/forms-support.ts.
process.env.LEADS_MIN_FILL_MS ??= '0'
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`
// One id for the runner and its workers (which load this file again): scripts the tests start are bundled once per
// run (src/lib/testing/node-bundle.ts).
process.env.TEST_RUN_ID ??= `playwright-${process.pid}-${Date.now()}`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder on start; keep it apart from the reports in test-results/.
  outputDir: process.env.E2E_ARTIFACTS ?? 'test-results/artifacts',
  fullyParallel: true,
  // One worker per core: the server under test and Chromium share them.
  workers: Math.max(2, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: testBrowserLaunchOptions,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace costs every test about a sixth more processor time (DOM snapshots, screencast): in CI only
    // a failed test's retry records one; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: testBrowserLaunchOptions,
      },
    },
    {
      // Behaviour is the same at every width: the phone-sized project runs only what depends on it (titles
      // tagged @mobile: layout, overflow, the menu, floating buttons, axe on every route at 375 px).
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: testBrowserLaunchOptions },
    },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      E2E_RUN_DIR: runDir,
      // The SQLite default, or the throwaway PostgreSQL database of `npm run test:e2e:postgres`.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? `file:${path.join(runDir, 'leads.db')}`,
      // Tests submit many forms from one address; the limiter itself is covered by the backend tests.
      LEADS_RATE_LIMIT_PER_MINUTE: '100000',
      // The staff-login throttle counts failures per IP; throttle tests name their own client address in this
      // header, so they never lock the other tests (all from 127.0.0.1) out. Lead tests do not send it.
      TRUST_PROXY: 'x-real-ip',
      // Likewise for click pings (the per-IP click limit is covered by src/lib/clicks/endpoint.test.ts).
      CLICKS_RATE_LIMIT_PER_MINUTE: '100000',
      // The audit E2E serves fixture sites on these loopback ports (one per worker); see docs/audit.md.
      AUDIT_ALLOW_HOSTS: '127.0.0.1:4010,127.0.0.1:4011,toko-uji.localhost:4010,toko-uji.localhost:4011',
      // Forms in the tests name websites such as tokoanda.com: their audits must not send DNS queries off loopback.
      AUDIT_DNS: 'off',
      AUDIT_LIMIT_PER_IP_PER_HOUR: '100000',
      // A partner site allowed to call the JSON endpoints from its pages (e2e/security.spec.ts).
      API_ALLOWED_ORIGINS: 'https://mitra.contoh.co.id',
      // The rank tracker is on, against a fake Serper on loopback; visitor mails go to an SMTP peer on loopback
      // (scripts/e2e-peers.ts; tests read $E2E_RUN_DIR/mail). The build must be made with SERP_PROVIDER set too
      // (scripts/test.sh), or /serpbot-rank-checker shows the WhatsApp alternative instead of the sign-up form.
      E2E_SERP_PORT: String(serpPort),
      E2E_SMTP_PORT: String(smtpPort),
      SERP_PROVIDER: 'serper',
      SERP_API_KEY: 'fake-key',
      SERP_API_BASE_URL: `http://127.0.0.1:${serpPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
})
