import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../e2e/browser'
import { routes } from '../src/content/routes'
const base = process.argv[2]!
const out = process.argv[3]!
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
for (const route of routes) {
  await page.goto(base + route.path, { waitUntil: 'load' })
  const data = await page.evaluate(() => ({
    title: document.title,
    meta: [...document.querySelectorAll('head meta')].map((m) => m.outerHTML).sort(),
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
    text: document.body.innerText,
    links: [...document.querySelectorAll('a')].map((a) =>
      [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
        a.hasAttribute('download') ? 'download' : '',
        (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ].join(' | '),
    ),
    ids: [...document.querySelectorAll('[id]')].map((e) => e.tagName + '#' + e.id),
    labelled: [...document.querySelectorAll('[aria-labelledby],[aria-label]')].map(
      (e) => e.tagName + ' ' + (e.getAttribute('aria-labelledby') ?? '') + ' ' + (e.getAttribute('aria-label') ?? ''),
    ),
    headings: [...document.querySelectorAll('h1,h2,h3,h4')].map(
      (h) => h.tagName + ' ' + (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ),
    jsonld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)),
    sections: [...document.querySelectorAll('main section, main > *')].map(
      (s) => s.tagName + '#' + (s.id || '') + '.' + s.className.slice(0, 0),
    ),
  }))
  writeFileSync(`${out}/${route.path === '/' ? 'home' : route.path.slice(1)}.json`, JSON.stringify(data, null, 1))
}
await browser.close()
console.log('done', routes.length)
