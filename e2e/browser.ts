import { existsSync } from 'node:fs'
import type { LaunchOptions } from 'playwright-core'

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * Debian's Chromium, with the flags this offline machine needs (no background network, no sandbox as root): what
 * the benchmarks (Lighthouse, the focus benchmark) and screenshots run, since they measure what a visitor's browser
 * does.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: flags,
}

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests run Debian's `chromium-headless-shell`: the same Chromium release and Blink engine built
 * headless-only, which Playwright itself uses for headless runs. It draws and composites far less than the full
 * browser in headless mode: the browser run took about half the processor time (1,193 → 808 CPU-seconds, 612 →
 * 425 s alone, docs/performance.md). CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser;
 * `npm run test:e2e:postgres` does.
 */
export const testBrowserLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: flags,
}
