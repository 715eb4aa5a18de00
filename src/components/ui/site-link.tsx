import type { ComponentPropsWithoutRef } from 'react'

/** What a link that opens a new tab adds for screen readers; the forms use the same words. */
export const newTabNotice = '(membuka tab baru)'

export type SiteLinkProps = ComponentPropsWithoutRef<'a'> & {
  href: string
  /** Opens in a new tab (WhatsApp chats): sets target and rel, and says so to screen readers. */
  external?: boolean
}

/**
 * The one link element of the public pages: a plain <a>, so every click is a full page load (nothing is
 * prefetched, and the header's aria-current and the menus are always those of the page shown; see
 * docs/architecture.md). A link that opens a new tab announces it here, so no caller can forget to.
 */
export function SiteLink({ href, external, children, ...props }: SiteLinkProps) {
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
      {external ? <span className="sr-only"> {newTabNotice}</span> : null}
    </a>
  )
}
