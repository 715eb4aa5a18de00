import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

type InlineSvgProps = {
  /** The file's path under public/, e.g. /images/technical-seo-audit.svg (one of our own illustrations). */
  src: string
  alt: string
  /** Prefixed to the file's ids, so several illustrations can share a page. */
  idPrefix: string
  className?: string
  svgClassName?: string
}

/**
 * One of the site's own SVG illustrations, inlined into the prerendered HTML: no request competes with the
 * page's first paint (Lighthouse counts every request that starts before the largest paint), and no layout shift
 * (the files carry width/height and a viewBox). Read at build time; comments are dropped.
 */
export function InlineSvg({ src, alt, idPrefix, className, svgClassName = 'block h-auto w-full' }: InlineSvgProps) {
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(alt)}" class="${svgClassName}" `)
    .trim()
  return <div className={className} dangerouslySetInnerHTML={{ __html: svg }} />
}
