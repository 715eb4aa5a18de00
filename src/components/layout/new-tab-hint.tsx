/** Said to screen readers inside every link that opens a new tab, in the same words across the site. */
export function NewTabHint() {
  return <span className="sr-only">(membuka tab baru)</span>
}
