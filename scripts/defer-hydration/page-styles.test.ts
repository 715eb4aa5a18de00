import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stylesheetFor, usedNames } from '../../src/lib/server/page-styles'
import { pageDocument, pageDocumentParts, pageStyleIndex } from './page-styles'

/*
 * The stylesheet of the pages rendered per request (issue 43): indexed once at build time, cut per answer to the
 * rules its markup can use, with the same rule as the prerendered pages' cut (./css-subset.ts).
 */

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')

const css =
  '@font-face{font-family:jakarta;src:url(/f.woff2)format("woff2")}' +
  '@layer theme,base,utilities;' +
  '@layer base{*,:before{box-sizing:border-box}table{border-collapse:collapse}details>summary{list-style:none}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.\\[\\&_tbody_td\\]\\:py-1 tbody td{padding-block:.25rem}' +
  '.a,.b>p{color:red}.x:not(.y){color:blue}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}' +
  '@media (min-width:64rem){.lg\\:hidden{display:none}}}' +
  '@keyframes spin{to{rotate:1turn}}'

const cut = (html: string) => stylesheetFor(pageStyleIndex('/s.css', css), html)

describe('the stylesheet of a page rendered per request', () => {
  it('keeps the rules whose classes and elements the markup uses, inside their blocks, in order', () => {
    expect(cut('<div class="flex sm:grid"><p class="b">x</p></div>')).toBe(
      '@font-face{font-family:jakarta;src:url(/f.woff2)format("woff2")}@layer theme,base,utilities;' +
        '@layer base{*,:before{box-sizing:border-box}}' +
        '@layer utilities{.flex{display:flex}.b>p{color:red}@media (min-width:40rem){.sm\\:grid{display:grid}}}' +
        '@keyframes spin{to{rotate:1turn}}',
    )
  })

  it("reads the markup's escaped class names and needs every class and element a selector names", () => {
    const html =
      '<table class="[&amp;_tbody_td]:py-1 x"><tbody><tr><td>1</td></tr></tbody></table><details><summary>a</summary></details>'
    const sheet = cut(html)
    expect(sheet).toContain('.\\[\\&_tbody_td\\]\\:py-1 tbody td{padding-block:.25rem}')
    expect(sheet).toContain('table{border-collapse:collapse}')
    expect(sheet).toContain('details>summary{list-style:none}')
    expect(sheet).toContain('.x:not(.y){color:blue}')
    expect(sheet).not.toContain('.flex')
    expect(sheet).not.toContain('@media')
    expect(usedNames(html).classes).toEqual(new Set(['[&_tbody_td]:py-1', 'x']))
  })

  it('gives the whole sheet back, byte for byte, to markup that uses everything', () => {
    const index = pageStyleIndex('/s.css', css)
    const classes = new Set(index.rules.flatMap((rule) => (rule.selectors ?? []).flatMap(([, needs]) => needs)))
    const tags = new Set(index.rules.flatMap((rule) => (rule.selectors ?? []).flatMap(([, , elements]) => elements)))
    const escape = (name: string) => name.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
    const html = `<i class="${[...classes].map(escape).join(' ')}"></i>${[...tags].map((tag) => `<${tag}>`).join('')}`
    expect(stylesheetFor(index, html)).toBe(css)
  })
})

describe('the page document read from the prerendered pages', () => {
  it("takes the root layout's <html> attributes and the build's stylesheet from a page as Next writes it", () => {
    const document = pageDocument([pageDocumentParts(fixture('site-page.html'))])
    if (typeof document === 'string') throw new Error(document)
    expect(document.html).toEqual([
      ['lang', 'id'],
      ['class', 'BGXbXq_variable'],
    ])
    // The captured fixture leaves the stylesheet's text out (a comment stands for it).
    expect(document.stylesheet).toEqual({ href: '/_next/static/chunks/2z35s99h0rs64.css', blocks: [], rules: [] })
  })

  it('keeps only what every page agrees on, and leaves out pages without a stylesheet (the global error page)', () => {
    const page = pageDocumentParts(fixture('site-page.html'))
    const other = {
      attributes: [...page.attributes.filter(([name]) => name !== 'class'), ['class', 'other'] as [string, string]],
      styles: new Map([...page.styles, ['floating-contact', '.x{}']]),
    }
    const document = pageDocument([page, other, pageDocumentParts(fixture('global-error.html'))])
    if (typeof document === 'string') throw new Error(document)
    expect(document.html).toEqual([['lang', 'id']])
  })

  it('is refused when the pages share no stylesheet of the build', () => {
    expect(pageDocument([pageDocumentParts(fixture('global-error.html'))])).toMatch(/no prerendered page carries/)
    const page = pageDocumentParts(fixture('site-page.html'))
    const moved = { attributes: page.attributes, styles: new Map([['/_next/static/chunks/other.css', '.x{}']]) }
    expect(pageDocument([page, moved])).toMatch(/share 0 inlined stylesheets/)
  })
})
