import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckList } from './check-list'
import { Icon, WhatsappIcon } from './icon'
import { IconSprite, iconsIn } from './icon-sprite'
import { StarRating } from './star-rating'

function Card({ aside, children }: { aside: React.ReactNode; children: React.ReactNode }) {
  return (
    <section>
      {aside}
      <div>{children}</div>
    </section>
  )
}

async function Later() {
  await Promise.resolve()
  return <Icon name="rocket" />
}

describe('icon sprite', () => {
  it('finds the icons a tree draws through components, props, fragments and lists', () => {
    const tree = (
      <Card aside={<StarRating rating={4} />}>
        <>
          <CheckList items={['Satu', 'Dua']} />
          {[<WhatsappIcon key="wa" />, null, false, 'teks']}
        </>
      </Card>
    )
    expect([...iconsIn(tree)].sort()).toEqual(['icon-check-circle', 'icon-star', 'icon-whatsapp'])
  })

  it('draws each icon once as a symbol, and every use on the page points at one', () => {
    const content = (
      <>
        <CheckList items={['Satu', 'Dua', 'Tiga']} />
        <Icon name="phone" />
        <WhatsappIcon />
      </>
    )
    const html = renderToStaticMarkup(
      <body>
        {content}
        <IconSprite of={content} except={<Icon name="phone" />} />
      </body>,
    )
    const symbols = [...html.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
    expect(symbols.map((match) => match[1])).toEqual(['icon-check-circle', 'icon-whatsapp'])
    for (const [, , drawing] of symbols) expect(drawing).toMatch(/^<(path|circle|rect)\b/)
    expect(html.match(/<use href="#icon-check-circle"/g)).toHaveLength(3)
    // Decorative: hidden from assistive technology and never a tab stop.
    expect(html).toContain('<svg aria-hidden="true" focusable="false" class="icon mt-0.5 size-5')
  })

  it('draws nothing when a tree has no icons', () => {
    expect(renderToStaticMarkup(<IconSprite of={<p>Tanpa ikon</p>} />)).toBe('')
  })

  it('refuses an async component, whose icons it cannot see in time', () => {
    expect(() => iconsIn(<Later />)).toThrow(/async component/)
  })
})
