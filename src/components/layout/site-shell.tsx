import type { ReactNode } from 'react'
import { JsonLd } from '@/components/sections/json-ld'
import { IconSprite } from '@/components/ui/icon-sprite'
import { NewTabNotice } from '@/components/ui/site-link'
import { organizationDetails } from '@/content/organization'
import { organizationJsonLd } from '@/lib/json-ld'
import { ClickCampaign } from './click-campaign'
import { FirstTouchScript } from './first-touch-script'
import { SiteFooter } from './site-footer'
import { ShellEnhancements } from './shell-enhancements'
import { SiteHeader } from './site-header'

const header = <SiteHeader />
const footer = <SiteFooter />
const serverFooter = <SiteFooter newsletter="link" />

/**
 * Header, main landmark and footer shared by every page, including the 404 page. `serverOnly`: a page rendered
 * without a client runtime (components/document/site-page.tsx), whose footer holds no form island.
 */
export function SiteShell({ children, serverOnly = false }: { children: ReactNode; serverOnly?: boolean }) {
  const pageFooter = serverOnly ? serverFooter : footer
  return (
    <>
      <FirstTouchScript />
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        Langsung ke konten
      </a>
      <NewTabNotice />
      {header}
      <main id="konten">{children}</main>
      {pageFooter}
      <IconSprite of={[header, pageFooter]} />
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
