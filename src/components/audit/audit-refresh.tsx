/*
 * While an audit runs, the report page asks GET /api/audit/TOKEN every few seconds; once the audit is no longer
 * pending it fetches the page again and puts the new report in place of the old one (with the stylesheet that page
 * was sent with, since each answer carries only the rules its own markup uses), so the scroll position stays and no
 * document is loaded. The live region keeps its node and takes the new page's words, so screen readers announce
 * the result. A small inline script with this answer's CSP nonce: the page has no client framework. Without
 * JavaScript the page reloads itself instead (<noscript> meta refresh in pending-card.tsx).
 */

/** Marks the report's parts the script swaps; the live region stays where it is. */
export const AUDIT_REFRESH = { report: 'data-audit-report', live: 'data-audit-live', api: 'data-api' } as const

function refreshWhenFinished(marks: typeof AUDIT_REFRESH) {
  const api = document.currentScript?.getAttribute(marks.api)
  if (!api) return
  let delay = 1200
  const later = (ms?: number) => {
    delay = ms ?? Math.min(delay * 1.25, 5000)
    setTimeout(tick, delay)
  }
  const swap = (html: string) => {
    const next = new DOMParser().parseFromString(html, 'text/html')
    const report = document.querySelector(`[${marks.report}]`)
    const nextReport = next.querySelector(`[${marks.report}]`)
    if (!report || !nextReport) return location.reload()
    const style = document.querySelector('head style')
    const nextStyle = next.querySelector('head style')
    if (style && nextStyle) style.textContent = nextStyle.textContent
    report.replaceWith(nextReport)
    document.title = next.title
    const live = document.querySelector(`[${marks.live}]`)
    const nextLive = next.querySelector(`[${marks.live}]`)
    if (live && nextLive) live.textContent = nextLive.textContent
    // Normally the new report is finished; if it is still running, keep watching.
    if (nextReport.querySelector(`script[${marks.api}]`)) later(3000)
  }
  const tick = () => {
    fetch(api, { cache: 'no-store' })
      .then((response) =>
        response.status === 404
          ? true
          : response.ok
            ? response.json().then((body: { status?: string }) => body.status !== 'pending')
            : false,
      )
      .then((finished) =>
        finished
          ? fetch(location.href, { cache: 'no-store' })
              .then((response) => response.text())
              .then(swap)
          : later(),
      )
      // Offline for a moment: keep trying, a little slower.
      .catch(() => later())
  }
  later(delay)
}

const code = `(${refreshWhenFinished.toString()})(${JSON.stringify(AUDIT_REFRESH)})`

export function AuditRefresh({ api }: { api: string }) {
  return <script {...{ [AUDIT_REFRESH.api]: api }} dangerouslySetInnerHTML={{ __html: code }} />
}
