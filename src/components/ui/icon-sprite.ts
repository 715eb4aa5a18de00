import 'server-only'
import { createHash } from 'node:crypto'
import { iconNames, type IconName } from '@/content/icons'
import { brandGlyphs, type Brand, type GlyphNode } from './brand-glyphs'
import { iconGlyph } from './icon-glyphs'

/**
 * Every icon of the site as one SVG file of <symbol>s, served at /icons.svg (app/icons.svg/route.ts) and drawn
 * with `<svg><use href="/icons.svg?v=…#icon-…"/></svg>` (components/ui/icon.tsx). One file cached across pages
 * keeps the symbols out of every page's HTML (issue 17: the first round trip carries about 14 KB); the version in
 * the query is a digest of the file, so a changed icon is a new URL and the old one may be cached for a year.
 */

/** The symbol id of an icon: a record's icon name or a brand. */
export function iconId(name: IconName | Brand): string {
  return `icon-${name}`
}

const glyphs: ReadonlyArray<readonly [IconName | Brand, readonly GlyphNode[]]> = [
  ...iconNames.map((name) => [name, iconGlyph(name)] as const),
  ...(Object.keys(brandGlyphs) as Brand[]).map((brand) => [brand, brandGlyphs[brand]] as const),
]

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

function element([tag, attributes, children = []]: GlyphNode): string {
  // lucide's data carries a React `key` per element; it is not an SVG attribute.
  const written = Object.entries(attributes).filter(([name]) => name !== 'key')
  const open = `<${tag}${written.map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`).join('')}`
  return children.length ? `${open}>${children.map(element).join('')}</${tag}>` : `${open}/>`
}

/** The sprite file: one 24×24 <symbol> per icon. Stroke styles come from the `icon` class of each use. */
export const iconSpriteSvg: string =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  glyphs
    .map(([name, nodes]) => `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${nodes.map(element).join('')}</symbol>`)
    .join('') +
  '</svg>'

/** The sprite's URL, versioned by its content. */
export const iconSpriteUrl = `/icons.svg?v=${createHash('sha256').update(iconSpriteSvg).digest('hex').slice(0, 12)}`
