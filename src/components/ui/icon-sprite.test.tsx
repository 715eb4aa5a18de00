import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/icons.svg/route'
import { iconNames } from '@/content/icons'
import { brandGlyphs } from './brand-glyphs'
import { CheckList } from './check-list'
import { Icon, WhatsappIcon } from './icon'
import { iconSpriteSvg, iconSpriteUrl } from './icon-sprite'
import { StarRating } from './star-rating'

const symbols = [...iconSpriteSvg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]

describe('icon sprite', () => {
  it('holds one drawn symbol for every icon a record may name and every brand', () => {
    const ids = symbols.map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.sort()).toEqual([...iconNames, ...Object.keys(brandGlyphs)].map((name) => `icon-${name}`).sort())
    for (const [, , drawing] of symbols) expect(drawing).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/)
    // lucide's React keys are not SVG attributes.
    expect(iconSpriteSvg).not.toMatch(/\skey="/)
    expect(iconSpriteSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true)
  })

  it('draws every icon with a use of the versioned sprite, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <>
        <CheckList items={['Satu', 'Dua', 'Tiga']} />
        <StarRating rating={4} />
        <Icon name="phone" />
        <WhatsappIcon />
      </>,
    )
    const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)]
    expect(uses.length).toBeGreaterThan(5)
    const symbolIds = new Set(symbols.map((match) => match[1]))
    for (const [, url, id] of uses) {
      expect(url).toBe(iconSpriteUrl)
      expect(symbolIds.has(id)).toBe(true)
    }
    expect(html).toContain('<svg aria-hidden="true" focusable="false" class="icon mt-0.5 size-5')
    // No drawing in the page itself: it is all in the sprite file.
    expect(html).not.toMatch(/<(symbol|path)\b/)
  })

  it('is served as a cacheable SVG whose URL changes with its content', async () => {
    const response = GET()
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = await response.text()
    expect(body).toBe(iconSpriteSvg)
    const digest = createHash('sha256').update(body).digest('hex').slice(0, 12)
    expect(iconSpriteUrl).toBe(`/icons.svg?v=${digest}`)
  })
})
