/*
 * The inline loader left on every prerendered page instead of the framework's scripts (see ./build.ts).
 * Browser code without imports: the build minifies this file with esbuild and inlines it; the deferred
 * file's URL comes from the script element's own data-src attribute, the chunks it will load from data-chunks
 * (space-separated).
 *
 * - Once the page has loaded, painted its first content and the browser is idle, the deferred file and the chunks are prefetched (downloaded
 *   at the lowest priority into the HTTP cache, not run), so the first use of a form only has to run them: on a
 *   mobile network the download is most of the wait. Not when the visitor asked to save data (Save-Data) or is on
 *   a 2G-class connection: there nothing is downloaded before a form is used.
 * - Likewise after load, paint and an idle moment, on every page (Save-Data included), the field Core Web Vitals
 *   script named by data-vitals is started (docs/vitals.md): one beacon per page view when the page is hidden.
 * - The first focus, pointer press or touch inside a form (or window.__loadApp()) loads the app: the deferred file
 *   and, in parallel, the chunks it is about to load (one round trip saved when nothing was prefetched).
 * - A form post before React has hydrated (a visitor whose first action is pressing the button, or who presses
 *   it while the app is still loading) is held: nothing is posted, the app loads, and once <html data-hydrated> is
 *   set (components/layout/hydration-marker.tsx) the same submit is replayed through React, which validates on
 *   the client first and shows the same messages as always.
 * - If the app cannot load (script error) or has not hydrated after `fallbackMs`, the held submit goes out as a
 *   plain HTML post, exactly as without JavaScript: the server validates and answers.
 * - React adopts the page by comparing the forms (and the elements around them) with what the server sent; the rest
 *   of the page is not in the deferred flight data any more (./static-markup.ts). When something rewrites a form
 *   before React is there (a browser translating the page, a password manager adding its icons), React would render
 *   the whole page again from that data and blank it. So from the start the loader watches the forms and the
 *   elements holding them; once one of them changed, the app is not run: the forms stay as they work without
 *   JavaScript (a held submit posts natively) and <html data-hydrated="skipped"> says so.
 */
;(() => {
  const fallbackMs = 12_000
  const root = document.documentElement
  const tag = document.currentScript
  const src = tag?.getAttribute('data-src') ?? ''
  const chunks = (tag?.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean)
  let requested = false
  let prefetched = false
  let failed = false
  let held: { form: HTMLFormElement; submitter: HTMLElement | null; timer: number } | null = null
  const hydrated = () => root.dataset.hydrated === 'true'
  const flag = window as Window & { __keepStaticPage?: boolean }

  const hint = (rel: 'prefetch' | 'preload', href: string) =>
    document.head.appendChild(Object.assign(document.createElement('link'), { rel, as: 'script', href }))

  const load = () => {
    if (requested || flag.__keepStaticPage) return
    requested = true
    const script = document.createElement('script')
    script.src = src
    script.onerror = () => giveUp()
    document.head.appendChild(script)
    // The deferred file adds these as scripts once it has run; fetched now, they arrive alongside it.
    for (const chunk of chunks) hint('preload', chunk)
  }

  const prefetch = () => {
    if (prefetched || requested) return
    prefetched = true
    for (const url of [src, ...chunks]) hint('prefetch', url)
  }

  const net = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run)
  // After the first contentful paint and an idle moment: a page can load before it paints, and what runs here must
  // not take bandwidth or main-thread time from the first screen.
  const afterPaintIdle = (run: () => void) => {
    const fcp = (list: { getEntriesByName(name: string): unknown[] }) =>
      list.getEntriesByName('first-contentful-paint').length > 0
    if (typeof PerformanceObserver !== 'function' || fcp(performance)) return whenIdle(run)
    const observer = new PerformanceObserver((list) => {
      if (!fcp(list)) return
      observer.disconnect()
      whenIdle(run)
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  if (!net?.saveData && !/2g/.test(net?.effectiveType ?? '') && document.querySelector('form')) {
    window.addEventListener('load', () => afterPaintIdle(prefetch), { once: true })
  }

  // The field Core Web Vitals script (data-vitals, docs/vitals.md): on every page, after load and an idle moment,
  // with Save-Data too (it is small and then sends one beacon only). It reads the buffered entries, so what happened
  // before it arrived counts.
  const vitals = tag?.getAttribute('data-vitals')
  if (vitals) {
    window.addEventListener(
      'load',
      () =>
        afterPaintIdle(() => {
          const script = document.createElement('script')
          script.src = vitals
          script.async = true
          document.head.appendChild(script)
        }),
      { once: true },
    )
  }

  /** Sends the held submit again: to React once hydrated, natively after giveUp(). */
  const release = () => {
    if (!held) return
    const { form, submitter, timer } = held
    held = null
    clearTimeout(timer)
    form.removeAttribute('aria-busy')
    if (!form.isConnected) return
    // Tells the form's own handler this submit was held (it runs inside requestSubmit, synchronously): the visitor
    // filled the form in before React was there, so a start time taken at hydration would mean nothing.
    form.setAttribute('data-held-submit', '')
    try {
      if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter)
      else if (submitter) submitter.click()
      else form.submit()
    } catch {
      form.requestSubmit() // the submitter is no longer a submit button of this form
    } finally {
      form.removeAttribute('data-held-submit')
    }
  }

  const giveUp = () => {
    failed = true
    release()
  }

  // Text or elements changed inside a form, or in an element holding one (not <body> itself: React skips what
  // extensions add there). Attributes are not compared by React, so they may change.
  const forms = document.forms
  const touchesForm = (target: Node) =>
    target !== document.body &&
    [...forms].some((form) => form.contains(target) || (target instanceof Element && target.contains(form)))
  const rewrites = new MutationObserver((records) => {
    if (hydrated()) return rewrites.disconnect()
    if (!records.some((record) => touchesForm(record.target))) return
    rewrites.disconnect()
    // Read by the deferred file before it runs anything (./page.ts, deferredScript).
    flag.__keepStaticPage = true
    root.dataset.hydrated = 'skipped'
    giveUp()
  })
  if (forms.length) rewrites.observe(document.body, { childList: true, characterData: true, subtree: true })

  new MutationObserver((_records, observer) => {
    if (!hydrated()) return
    observer.disconnect()
    release()
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })

  const onUse = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('form')) load()
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    // Only posts are React's (server actions); a GET form (e.g. Next's error page "Reload") submits as it is.
    if (hydrated() || failed || !(form instanceof HTMLFormElement) || form.method !== 'post') return
    // Held, not sent; and React (if it is half-way through hydrating) must not see it either, or the replay below
    // would submit a second time.
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held) {
      clearTimeout(held.timer)
      held.form.removeAttribute('aria-busy')
    }
    held = { form, submitter: event.submitter, timer: window.setTimeout(giveUp, fallbackMs) }
    form.setAttribute('aria-busy', 'true')
    load()
  }

  document.addEventListener('focusin', onUse, true)
  document.addEventListener('pointerdown', onUse, true)
  document.addEventListener('touchstart', onUse, { capture: true, passive: true })
  // Capture on the document runs before any handler of the page, React's included.
  document.addEventListener('submit', onSubmit, true)
  ;(window as Window & { __loadApp?: () => void }).__loadApp = load
})()
