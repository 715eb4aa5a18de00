import { iconSpriteSvg } from '@/components/ui/icon-sprite'

/**
 * GET /icons.svg: the site's icon sprite (components/ui/icon-sprite.ts). Public and static, like any image of the
 * site: written once at build time, it takes no input (the `v` query only versions the URL pages use).
 */
export const dynamic = 'force-static'

export function GET() {
  return new Response(iconSpriteSvg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pages ask for /icons.svg?v=<digest of this file>: a changed sprite is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
