/**
 * Post-build step (package.json "build", after `next build`): defer the framework's JavaScript on prerendered
 * pages until a visitor starts using a form.
 *
 * Every marketing page works as plain HTML: links are anchors, accordions are <details>, the mobile menu is a
 * popover, and every form posts to a server action without JavaScript. React is only needed to enhance forms
 * (client validation, "Mengirim...", toasts). Loading and hydrating it on every page view cost ~140 KB of script
 * and ~250 ms of main-thread work on a mid-range phone, so this step moves the scripts out of each prerendered
 * page into one hashed file under /_next/static/deferred/ and leaves a small loader
 * (defer-hydration/loader.browser.ts) that fetches it on the first focus, touch or submit of a form; hydration
 * then proceeds exactly as it would have.
 *
 * The pages are parsed with parse5 and edited by source offsets (defer-hydration/page.ts), so nothing else in
 * them changes. The step fails the build, writing nothing, when it meets a script it does not know, when a
 * prerendered route would keep framework scripts, or when no page is deferred: a Next upgrade that changes the
 * output fails here, loudly. It also processes `output: 'standalone'` copies, and is idempotent.
 */
import { DeferHydrationError, deferHydration } from './defer-hydration/build'

try {
  deferHydration(process.env.NEXT_DIST_DIR || '.next')
} catch (error) {
  if (!(error instanceof DeferHydrationError)) throw error
  console.error(`defer-hydration failed: ${error.message}`)
  process.exit(1)
}
