import type { NavLink } from '@/content/navigation'
import { cn } from '@/lib/cn'

type NavLinksProps = { links: readonly NavLink[]; className?: string; linkClassName?: string }

/**
 * Header links: plain anchors, so every navigation is a full page load (no client router, nothing prefetched), and
 * the current page gets aria-current from shell-enhancements on each load.
 */
export function NavLinks({ links, className, linkClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={cn(
              linkClassName,
              'text-ink-700 hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:text-brand-700',
            )}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
