'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { NavLink } from '@/content/navigation'
import { cn } from '@/lib/cn'

type NavLinksProps = { links: readonly NavLink[]; className?: string; linkClassName?: string; onNavigate?: () => void }

/** Marks the current page with aria-current so the active link is announced and styled. */
export function NavLinks({ links, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname()
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = pathname === link.href
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(linkClassName, current ? 'text-brand-700' : 'text-ink-700 hover:bg-ink-50 hover:text-ink-900')}
            >
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
