import Link from 'next/link'
import type { NavLink } from '@/content/navigation'
import { cn } from '@/lib/cn'

type NavLinksProps = { links: readonly NavLink[]; className?: string; linkClassName?: string }

/** Header links. The current page gets aria-current from shell-enhancements (pages are static HTML). */
export function NavLinks({ links, className, linkClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={false}
            className={cn(
              linkClassName,
              'text-ink-700 hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:text-brand-700',
            )}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
