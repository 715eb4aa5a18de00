import type { ReactNode } from 'react'
import { JsonLd } from '@/components/sections/json-ld'
import { IconSprite } from '@/components/ui/icon-sprite'
import { organizationDetails } from '@/content/organization'
import { organizationJsonLd } from '@/lib/json-ld'
import { ClickCampaign } from './click-campaign'
import { FirstTouchScript } from './first-touch-script'
import { SiteFooter } from './site-footer'
import { ShellEnhancements } from './shell-enhancements'
import { SiteHeader } from './site-header'

const header = <SiteHeader />
const footer = <SiteFooter />

/** Header, main landmark and footer shared by every page, including the 404 page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <FirstTouchScript />
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        Langsung ke konten
      </a>
      {header}
      <main id="konten">{children}</main>
      {footer}
      <IconSprite of={[header, footer]} />
      <JsonLd data={organizationJsonLd(organizationDetails)} />
      <ShellEnhancements />
      <ClickCampaign />
    </>
  )
}

/**
 * A page's content followed by the sprite of the icons it draws (components/ui/icon-sprite.tsx), except those of
 * the header and footer, whose sprite SiteShell renders. Every page composition that draws icons is wrapped in it.
 */
export function WithIconSprite({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <IconSprite of={children} except={[header, footer]} />
    </>
  )
}
