'use client'

import { Menu, Phone, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavLink } from '@/content/navigation'
import { NavLinks } from './nav-links'

type MobileMenuProps = { links: readonly NavLink[]; actions: readonly NavLink[]; phone: { label: string; href: string } }

/** Disclosure menu for small screens: Escape closes it and returns focus to the toggle. */
export function MobileMenu({ links, actions, phone }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  // Close when the route changes (a link inside was followed).
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-ink-900 hover:bg-ink-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? 'Tutup menu' : 'Buka menu'}</span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lg"
      >
        <nav aria-label="Menu seluler" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <NavLinks
            links={links}
            onNavigate={() => setOpen(false)}
            className="space-y-1"
            linkClassName="block rounded-lg px-3 py-3 text-base font-semibold"
          />
          <div className="mt-4 grid gap-3 border-t border-ink-100 pt-4 sm:grid-cols-2">
            {actions.map((action, index) => (
              <Link
                key={action.href}
                href={action.href}
                onClick={() => setOpen(false)}
                className={
                  index === 0
                    ? 'inline-flex min-h-12 items-center justify-center rounded-xl bg-accent-400 px-5 font-semibold text-ink-950'
                    : 'inline-flex min-h-12 items-center justify-center rounded-xl border border-ink-200 px-5 font-semibold text-ink-900'
                }
              >
                {action.label}
              </Link>
            ))}
          </div>
          <a href={phone.href} className="mt-4 flex min-h-11 items-center justify-center gap-2 font-semibold text-brand-700">
            <Phone aria-hidden="true" className="size-4" />
            {phone.label}
          </a>
        </nav>
      </div>
    </div>
  )
}
