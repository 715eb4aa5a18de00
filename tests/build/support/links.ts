/**
 * One link checker for prerendered pages: every link in a part of the page goes somewhere real. An anchor names
 * an element of the page, a site path is served from the build (a page, a route handler, a public file), an
 * in-page anchor on another page exists there, and anything else is tel:, mailto: or a WhatsApp chat.
 */
import { pageHtml, registeredRoutes, servedFromBuild } from './build-output'
import { attr, queryAll, type Node } from './dom'

const outside = /^(tel:\+\d+|mailto:\S+@\S+|https:\/\/wa\.me\/\d+(\?text=.+)?)$/
const sitePath = /^\/[a-z0-9-/.]*(#[a-z0-9-]+)?$/
const registered = new Set<string>(registeredRoutes.map((route) => route.path))

/** Problems with the links below `scope` (default: the page's main content); empty when every link is sound. */
export function deadLinks(document: Node, scope = 'main'): { hrefs: string[]; problems: string[] } {
  const [root] = queryAll(document, scope)
  if (!root) return { hrefs: [], problems: [`no ${scope} on the page`] }
  const hrefs = queryAll(root, 'a').map((link) => attr(link, 'href') ?? '')
  const problems: string[] = []
  for (const href of hrefs) {
    if (/^#?$/.test(href)) problems.push(`empty or bare "#" link: "${href}"`)
    else if (href.startsWith('#')) {
      if (queryAll(document, `[id="${href.slice(1)}"]`).length !== 1) problems.push(`anchor ${href} is not on the page`)
    } else if (href.startsWith('/')) {
      if (!sitePath.test(href)) problems.push(`unexpected site link ${href}`)
      const [target, anchor] = href.split('#') as [string, string | undefined]
      if (!servedFromBuild(target)) problems.push(`${href}: nothing at ${target} in the build`)
      else if (anchor && registered.has(target) && !pageHtml(target).includes(`id="${anchor}"`))
        problems.push(`${href}: no #${anchor} on ${target}`)
    } else if (!outside.test(href)) problems.push(`unexpected link ${href}`)
  }
  return { hrefs, problems }
}
