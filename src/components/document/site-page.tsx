import 'server-only'
import type { ReactNode } from 'react'
import { SiteShell } from '@/components/layout/site-shell'
import { renderServerPage, type PageHead, type ServerPageOptions } from './server-page'

/** A public page rendered per request: the site's header, main landmark and footer around `content`. */
export function renderSitePage(request: Request, head: PageHead, content: ReactNode, options?: ServerPageOptions) {
  return renderServerPage(request, head, <SiteShell serverOnly>{content}</SiteShell>, options)
}
