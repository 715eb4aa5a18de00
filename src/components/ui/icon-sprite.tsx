import { createElement, isValidElement, type ReactNode } from 'react'
import { iconNames, type IconName } from '@/content/icons'
import { brandGlyphs, type Brand } from './brand-glyphs'
import { iconId } from './icon'
import { iconGlyph } from './icon-glyphs'

const clientReference = Symbol.for('react.client.reference')
const spriteIds = new Map<string, IconName | Brand>(
  [...iconNames, ...(Object.keys(brandGlyphs) as Brand[])].map((name) => [iconId(name), name]),
)

/**
 * The sprite ids of the icons a server element tree draws, found by expanding it the way React will render
 * it: server components are called with their props (they are pure functions of them), host elements are
 * searched through their children, and the props of client components are searched too (a form island may show
 * an icon passed to it). No list of a page's icons is kept by hand. It runs synchronously inside the render of
 * IconSprite; server components call no hooks (the pages rendered per request render them outside React Server
 * Components, where no hook works). An async component in the tree is refused, because its icons could not be
 * found before the sprite is written.
 */
export function iconsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (node === null || typeof node !== 'object') return found
  if (node instanceof Promise) {
    throw new Error('iconsIn: an async component draws part of this tree; give it a WithIconSprite of its own')
  }
  if (Symbol.iterator in node) {
    for (const child of node as Iterable<unknown>) iconsIn(child, found)
    return found
  }
  if (!isValidElement(node)) return found
  const { type } = node
  const props = node.props as Record<string, unknown>
  if (type === 'use' && typeof props.href === 'string' && props.href.startsWith('#')) {
    found.add(props.href.slice(1))
  } else if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== clientReference) {
    iconsIn((type as (props: unknown) => unknown)(props), found)
  } else if (typeof type === 'string' || typeof type === 'symbol') {
    iconsIn(props.children, found)
  } else {
    for (const value of Object.values(props)) iconsIn(value, found)
  }
  return found
}

function glyph(name: IconName | Brand): ReactNode {
  if (name in brandGlyphs) return brandGlyphs[name as Brand]
  return iconGlyph(name as IconName).map(([tag, attributes]) => createElement(tag, attributes))
}

/**
 * One hidden <svg> of <symbol>s for the icons drawn in `of` (leaving out those drawn in `except`, whose sprite is
 * elsewhere on the page), rendered next to `of`. Icons that are not in the icon table are left out too.
 */
export function IconSprite({ of, except }: { of: ReactNode; except?: ReactNode }) {
  const drawnElsewhere = except ? iconsIn(except) : new Set<string>()
  const ids = [...iconsIn(of)].filter((id) => spriteIds.has(id) && !drawnElsewhere.has(id)).sort()
  if (ids.length === 0) return null
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {ids.map((id) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          {glyph(spriteIds.get(id)!)}
        </symbol>
      ))}
    </svg>
  )
}
