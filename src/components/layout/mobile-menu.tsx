import { Icon } from '@/components/ui/icon'
import type { NavLink } from '@/content/navigation'

type MobileMenuProps = {
  links: readonly NavLink[]
  actions: readonly NavLink[]
  phone: { label: string; href: string; ping: string }
}

const mobileMenuId = 'menu-seluler'

/**
 * Zero-JS disclosure built on the Popover API: the button toggles the panel, Escape and a click
 * outside close it, and focus returns to the button. Links are plain anchors: a full page load, so the menu
 * is closed on the next page. The browser exposes the button's expanded state itself (popovertarget; an explicit
 * aria-expanded is invalid HTML there); shell-enhancements.ts sets data-open for the icon swap and moves focus
 * into the panel when it opens.
 */
export function MobileMenu({ links, actions, phone }: MobileMenuProps) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={mobileMenuId}
        aria-controls={mobileMenuId}
        data-menu-toggle=""
        className="group inline-flex size-11 items-center justify-center rounded-xl text-ink-900 hover:bg-ink-50"
      >
        <Icon name="menu" className="size-6 group-data-open:hidden" />
        <Icon name="x" className="hidden size-6 group-data-open:block" />
        <span className="sr-only group-data-open:hidden">Buka menu</span>
        <span className="sr-only hidden group-data-open:inline">Tutup menu</span>
      </button>
      <div
        id={mobileMenuId}
        popover="auto"
        className="inset-x-0 top-[6.25rem] bottom-auto m-0 max-h-[calc(100dvh-6.25rem)] w-full overflow-y-auto border-b border-ink-100 bg-white p-0 text-ink-900 shadow-lg backdrop:bg-ink-950/30"
      >
        <nav aria-label="Menu seluler" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg px-3 py-3 text-base font-semibold text-ink-800 hover:bg-ink-50 aria-[current=page]:text-brand-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-ink-100 pt-4 sm:grid-cols-2">
            {actions.map((action, index) => (
              <a
                key={action.href}
                href={action.href}
                className={
                  index === 0
                    ? 'inline-flex min-h-12 items-center justify-center rounded-xl bg-accent-400 px-5 font-semibold text-ink-950'
                    : 'inline-flex min-h-12 items-center justify-center rounded-xl border border-ink-200 px-5 font-semibold text-ink-900'
                }
              >
                {action.label}
              </a>
            ))}
          </div>
          <a
            href={phone.href}
            ping={phone.ping}
            className="mt-4 flex min-h-11 items-center justify-center gap-2 font-semibold text-brand-700"
          >
            <Icon name="phone" className="size-4" />
            {phone.label}
          </a>
        </nav>
      </div>
    </div>
  )
}
