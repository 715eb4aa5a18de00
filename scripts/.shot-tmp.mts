import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../e2e/browser'
const [url, widthArg, out, ...ys] = process.argv.slice(2)
const width = Number(widthArg)
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } })
await page.goto(url!, { waitUntil: 'load' })
await page.waitForTimeout(300)
const total = await page.evaluate(() => document.documentElement.scrollHeight)
console.log('height', total, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth))
for (const [index, y] of ys.entries()) {
  const top = Number(y)
  const height = Math.min(width < 800 ? 1400 : 1100, total - top)
  await page.screenshot({ path: `${out}-${index}.png`, fullPage: true, clip: { x: 0, y: top, width, height } })
}
await browser.close()
