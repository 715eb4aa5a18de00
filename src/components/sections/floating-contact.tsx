import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import { contactLinks } from '@/content/contact-links'

/*
 * While the buttons are on a page, the footer gets room below its last row and focus scrolling keeps
 * a margin at the bottom, so the fixed buttons never sit on top of the page's final links or hide a
 * focused control (WCAG 2.4.11). React hoists this <style> into <head> once, however often it renders.
 *
 * On a phone the buttons would cover the hero's own calls to action, so they come in only once those have
 * scrolled off the top, without JavaScript: the hero's button row (`.hero-actions`) names a view timeline,
 * `timeline-scope` lets the fixed buttons see it, and they fade in over the 4rem of scrolling after the row's
 * last pixel has left the window (inset 0: the default inset is the page's scroll padding, which would bring
 * them in while the row still shows under the sticky header). `visibility: hidden` (animated discretely)
 * keeps them out of the tab order and from taking taps while they are invisible. Browsers without
 * scroll-driven animations (or without `timeline-scope`) skip the block and show the buttons from the start,
 * as before. The hero's `overflow: hidden` would make it the row's scroller, one that never scrolls, so the
 * buttons would never appear; `overflow: clip` cuts the same without being a scroll container.
 *
 * They never cover a form the visitor is filling: they step aside (`!important` wins over the animation's fill)
 * while anything in a form has focus (a field, the consent box, the submit button: Chrome does not scroll a control
 * that is already inside the window, so a tall one, the rank tracker's keywords, could sit under them, and a phone's
 * keyboard leaves little room anyway), and while the page was opened at or jumped to a form's section ("Mulai
 * Tracking" → #mulai), where the visitor came to fill it in and its first and last lines would be under them.
 */
const pageRules = `
html:has([data-floating-contact]) { scroll-padding-bottom: 6rem; }
body:has([data-floating-contact]) > footer { padding-bottom: calc(5.5rem + env(safe-area-inset-bottom, 0px)); }
body:has(form:focus-within, :target form) [data-floating] { visibility: hidden !important; }
@keyframes floating-contact-in { from { opacity: 0; visibility: hidden; translate: 0 1.5rem; } }
@keyframes floating-contact-fade-in { from { opacity: 0; visibility: hidden; } }
@supports (animation-timeline: view()) and (timeline-scope: --x) {
  body:has([data-floating-contact]) { timeline-scope: --hero-actions; }
  body:has([data-floating-contact]) section:has(.hero-actions) { overflow: clip; }
  body:has([data-floating-contact]) .hero-actions { view-timeline: --hero-actions block; view-timeline-inset: 0; }
  [data-floating] {
    animation: floating-contact-in linear both;
    animation-timeline: --hero-actions;
    animation-range: exit 100% exit calc(100% + 4rem);
  }
  @media (prefers-reduced-motion: reduce) {
    [data-floating] { animation-name: floating-contact-fade-in; }
  }
}
`

const buttonBase =
  'fixed z-30 inline-flex h-14 items-center justify-center rounded-full shadow-lg ring-1 ring-black/10 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 motion-reduce:transition-none motion-reduce:hover:scale-100'

type FloatingContactProps = {
  /** Preset WhatsApp message, so the chat opens with the visitor's topic already written. */
  whatsappText?: string
}

/**
 * Two fixed contact buttons: a round call button bottom left (tel:) and a green "Chat" button
 * bottom right opening WhatsApp in a new tab. Plain anchors, so they work without JavaScript.
 */
export function FloatingContact({ whatsappText }: FloatingContactProps) {
  return (
    <div data-floating-contact="">
      <style href="floating-contact" precedence="default">
        {pageRules}
      </style>
      <a
        {...contactLinks.phone('floating-call')}
        data-floating="call"
        className={`${buttonBase} bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 w-14 bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-700 sm:left-6`}
      >
        <Icon name="phone" className="size-6" />
        <span className="sr-only">Telepon {contactLinks.phoneDisplay}</span>
      </a>
      <SiteLink
        {...contactLinks.whatsapp('floating-chat', whatsappText)}
        external
        data-floating="chat"
        className={`${buttonBase} right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] gap-2 bg-whatsapp pr-6 pl-5 text-base font-bold text-ink-950 hover:bg-[#1fbd5a] focus-visible:outline-whatsapp-dark sm:right-6`}
      >
        <WhatsappIcon className="size-6" />
        Chat
        <span className="sr-only"> via WhatsApp</span>
      </SiteLink>
    </div>
  )
}
