/**
 * Screenshots pages of a running server at phone and desktop widths, for looking at what we build.
 * Usage: tsx scripts/screenshot.ts [--base http://localhost:3000] [--out /tmp/shots] /path [/path ...]
 */
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../e2e/browser'

const args = process.argv.slice(2)
function option(name: string, fallback: string) {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const [value] = args.splice(index, 2).slice(1)
  return value ?? fallback
}
const base = option('--base', 'http://localhost:3000')
const out = option('--out', '/tmp/shots')
const fullPage = !args.includes('--viewport-only')
const paths = args.filter((arg) => arg.startsWith('/'))
mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'load' })
    await page.waitForTimeout(300)
    const file = `${out}/${path === '/' ? 'home' : path.slice(1).replace(/[/#?]/g, '_')}-${width}.png`
    await page.screenshot({ path: file, fullPage })
    console.log(file)
  }
  await page.close()
}
await browser.close()
