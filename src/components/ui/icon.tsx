import type { IconName } from '@/content/icons'
import { cn } from '@/lib/cn'
import type { Brand } from './brand-glyphs'

/**
 * Icons are drawn once per page: each use is `<svg><use href="#icon-…"/></svg>`, and the page's sprite
 * (components/ui/icon-sprite.tsx) holds one <symbol> for every icon the page shows. Stroke styles come from the
 * `icon` class (globals.css), so a `fill-*` utility on one icon (the rating stars) still fills it.
 * Server Components only: client components import the lucide icon they need directly.
 */
function SpriteIcon({ id, className }: { id: IconName | Brand; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn('icon', className)}>
      <use href={`#${iconId(id)}`} />
    </svg>
  )
}

/** The sprite id of an icon: a record's icon name or a brand. */
export function iconId(name: IconName | Brand) {
  return `icon-${name}`
}

type IconProps = { name: IconName; className?: string }

/** Decorative (aria-hidden); the text next to it carries the meaning. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return <SpriteIcon id={name} className={className} />
}

type BrandIconProps = { className?: string }

function brandIcon(brand: Brand) {
  return function BrandIcon({ className = 'size-5' }: BrandIconProps) {
    return <SpriteIcon id={brand} className={className} />
  }
}

export const FacebookIcon = brandIcon('facebook')
export const InstagramIcon = brandIcon('instagram')
export const LinkedinIcon = brandIcon('linkedin')
export const WhatsappIcon = brandIcon('whatsapp')
