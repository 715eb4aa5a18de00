/**
 * Post-build step: defer the framework's JavaScript on prerendered pages until a visitor starts
 * using a form.
 *
 * Every marketing page works as plain HTML: links are anchors, accordions are <details>, the mobile
 * menu is a popover, and every form posts to a server action without JavaScript. React is only
 * needed to enhance forms (client validation, "Mengirim...", toasts). Loading and hydrating it on
 * every page view cost ~140 KB of script and ~250 ms of main-thread work on a mid-range phone, so
 * this step moves the scripts out of each prerendered HTML file into one hashed file under
 * /_next/static/deferred/, and leaves a tiny loader that fetches it on the first focus or touch of a
 * form (or when window.__loadApp() is called). Hydration then proceeds exactly as it would have.
 *
 * Runs after `next build` (see package.json "build"); it is idempotent.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const appDir = path.join(distDir, 'server', 'app')
const deferredDir = path.join(distDir, 'static', 'deferred')
const loaderMarker = 'data-deferred-loader'

type Extracted = { inline: string[]; sources: string[] }

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** Removes framework scripts and script preloads; returns the new HTML and what was removed, in order. */
export function extractFrameworkScripts(html: string): { html: string; extracted: Extracted } {
  const extracted: Extracted = { inline: [], sources: [] }
  const withoutScripts = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attrs: string, body: string) => {
    if (/type="application\/ld\+json"/.test(attrs) || /\bdata-shell\b/.test(attrs)) return tag
    if (/\bnoModule\b/i.test(attrs)) return '' // legacy-browser polyfills: modern browsers never run them
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1]
    if (src) extracted.sources.push(src)
    else extracted.inline.push(body)
    return ''
  })
  const withoutPreloads = withoutScripts.replace(/<link\b[^>]*\bas="script"[^>]*\/?>/g, '')
  return { html: withoutPreloads, extracted }
}

/** The deferred file: replay the inline bootstrap (flight data) in order, then load the chunks. */
export function deferredScript({ inline, sources }: Extracted): string {
  const chunks = JSON.stringify(sources)
  return `${inline.join(';\n')};\n${chunks}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=true;document.head.appendChild(s)});\n`
}

export function loaderScript(src: string): string {
  return `<script ${loaderMarker}="">(function(){var done=false;function load(){if(done)return;done=true;var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)}window.__loadApp=load;function onUse(e){var t=e.target;if(t&&t.closest&&t.closest('form'))load()}document.addEventListener('focusin',onUse,true);document.addEventListener('pointerdown',onUse,true);document.addEventListener('touchstart',onUse,{capture:true,passive:true})})()</script>`
}

function main() {
  mkdirSync(deferredDir, { recursive: true })
  let changed = 0
  for (const file of htmlFiles(appDir)) {
    const original = readFileSync(file, 'utf8')
    if (original.includes(loaderMarker)) continue
    const { html, extracted } = extractFrameworkScripts(original)
    if (!extracted.sources.length && !extracted.inline.length) continue
    const body = deferredScript(extracted)
    const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`
    writeFileSync(path.join(deferredDir, name), body)
    writeFileSync(file, html.replace('</body>', `${loaderScript(`/_next/static/deferred/${name}`)}</body>`))
    changed++
  }
  console.log(`defer-hydration: ${changed} prerendered page(s) now load the app on first form use`)
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main()
