/**
 * A few lines of inline, framework-free script for the static shell, so no page needs the React
 * runtime just for navigation chrome:
 * - marks links to the current page with aria-current="page";
 * - marks the mobile menu toggle data-open while its popover is open (the icon and label swap), positions the panel under
 *   the sticky header, and moves focus to the first link when it opens.
 */
function enhanceShell() {
  const here = location.pathname.replace(/\/+$/, '') || '/'
  document.querySelectorAll<HTMLAnchorElement>('header a[href], #menu-seluler a[href]').forEach((link) => {
    if (link.getAttribute('href') === here) link.setAttribute('aria-current', 'page')
  })
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!toggle || !panel) return
  panel.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState !== 'open') return
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    panel.style.top = `${Math.max(0, headerBottom)}px`
    panel.style.maxHeight = `calc(100dvh - ${Math.max(0, headerBottom)}px)`
  })
  panel.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open'
    toggle.toggleAttribute('data-open', open)
    if (open) panel.querySelector<HTMLElement>('a[href]')?.focus()
  })
}

const code = `(${enhanceShell.toString()})()`

export function ShellEnhancements() {
  // data-shell keeps this script in place when scripts/defer-hydration.ts defers the framework scripts.
  return <script data-shell="" dangerouslySetInnerHTML={{ __html: code }} />
}
