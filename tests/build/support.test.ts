/** The readers the build-output tests rely on, on small pages written here: each can say no. */
import { parse } from 'parse5'
import { describe, expect, test } from 'vitest'
import { accessibleName, attr, byText, linksNamed, queryAll, text } from './support/dom'
import { jsonLd } from './support/json-ld'
import { deadLinks } from './support/links'
import { readPage } from './support/build-output'

const page = parse(`<!doctype html><html><body>
  <header><a href="/">Beranda</a></header>
  <main id="isi">
    <section id="paket" aria-labelledby="t"><h2 id="t">Paket</h2>
      <ul><li data-popular="true" class="kartu besar"><a href="/contact">Pilih <span hidden>(membuka tab baru)</span></a></li>
      <li class="kartu"><b>Rp <i>5</i> juta</b></li></ul>
    </section>
    <a href="#paket">ke paket</a><a href="#tidak-ada">hilang</a><a href="">kosong</a><a href="/halaman-tidak-ada">mati</a>
    <a href="javascript:alert(1)">skrip</a><a href="https://wa.me/628123?text=Halo">WhatsApp</a>
  </main>
  <script type="application/ld+json">[{"@type":"WebSite"},{"@graph":[{"@type":"Service","name":"SEO"}]}]</script>
</body></html>`)

describe('the DOM reader', () => {
  test('selectors: tag, id, class, attributes, descendant and child combinators, lists', () => {
    expect(queryAll(page, 'main li')).toHaveLength(2)
    expect(queryAll(page, 'section > li')).toHaveLength(0)
    expect(queryAll(page, 'ul > li.kartu.besar[data-popular="true"]')).toHaveLength(1)
    expect(queryAll(page, '#paket a[href^="/con"]')).toHaveLength(1)
    expect(queryAll(page, 'h2, b')).toHaveLength(2)
    expect(() => queryAll(page, 'li:first-child')).toThrow(/unsupported selector/)
  })

  test('text, accessible names without hidden parts, innermost text matches', () => {
    expect(text(queryAll(page, 'li')[1]!)).toBe('Rp 5 juta')
    expect(accessibleName(queryAll(page, '#paket a')[0]!, page)).toBe('Pilih')
    expect(linksNamed(page, page, 'Pilih', true)).toHaveLength(1)
    expect(linksNamed(page, page, 'pilih', true)).toHaveLength(0)
    expect(linksNamed(page, page, 'Pil')).toHaveLength(1)
    expect(byText(page, 'Rp 5 juta', true).map((element) => element.tagName)).toEqual(['b'])
    expect(attr(queryAll(page, 'section')[0]!, 'aria-labelledby')).toBe('t')
  })
})

test('the JSON-LD reader flattens arrays and @graph', () => {
  expect(jsonLd(page).map((item) => item['@type'])).toEqual(['WebSite', 'Service'])
})

test('the link checker reports missing anchors, empty links, pages the build lacks and odd schemes', () => {
  const { hrefs, problems } = deadLinks(page)
  expect(hrefs).toHaveLength(7)
  expect(problems).toEqual([
    'anchor #tidak-ada is not on the page',
    'empty or bare "#" link: ""',
    '/halaman-tidak-ada: nothing at /halaman-tidak-ada in the build',
    'unexpected link javascript:alert(1)',
  ])
})

test('the page reader refuses a path that is not a registered route', () => {
  expect(() => readPage('/halaman-tidak-ada')).toThrow(/not a registered route/)
})
