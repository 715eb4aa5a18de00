import type { ComponentPropsWithoutRef } from 'react'
import { isTrackedContactHref } from '@/content/click-targets'

/** What a link that opens a new tab tells screen readers; the forms use the same words. */
const newTabNotice = '(membuka tab baru)'

/** The id of the page's one new-tab notice (`NewTabNotice`, rendered once by the site's shell). */
const NEW_TAB_NOTICE_ID = 'tab-baru'

/**
 * The notice every link that opens a new tab points to as its description: once per page, in the site's shell,
 * instead of one copy (and one generated id) per link. Hidden, yet a description for screen readers.
 */
export function NewTabNotice() {
  return (
    <span id={NEW_TAB_NOTICE_ID} hidden>
      {newTabNotice}
    </span>
  )
}

export type SiteLinkProps = ComponentPropsWithoutRef<'a'> & {
  href: string
  /** Opens in a new tab (WhatsApp chats): sets target and rel, and says so to screen readers. */
  external?: boolean
}

/**
 * The one link element of the public pages: a plain <a>, so every click is a full page load (nothing is
 * prefetched, and the header's aria-current and the menus are always those of the page shown; see
 * docs/architecture.md). A link that opens a new tab announces it here, so no caller can forget to: the
 * notice is the link's accessible description, read right after its name, which stays the visible label
 * ("Konsultasi", "Chat via WhatsApp") for voice control and for finding the link by name. No hook: the pages
 * rendered per request render it outside React Server Components (components/document/server-page.tsx).
 */
export function SiteLink({ href, external, children, ...props }: SiteLinkProps) {
  // A WhatsApp or phone link without its click ping fails the build (issue 22): build it with contactLinks.
  if (!props.ping && isTrackedContactHref(href)) {
    throw new Error(`WhatsApp/tel: link without a click ping: ${href} (use contactLinks.whatsapp/phone)`)
  }
  if (!external) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  const describedBy = [props['aria-describedby'], NEW_TAB_NOTICE_ID].filter(Boolean).join(' ')
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props} aria-describedby={describedBy}>
      {children}
    </a>
  )
}
