import { describe, expect, it } from 'vitest'
import { scriptTokens, subsetPageStyles, subsetStylesheet, usableSelectors, withoutClassGroupTable } from './css-subset'

const usedSet = (...names: string[]) => {
  const set = new Set(names)
  return (name: string) => set.has(name)
}

describe('subsetStylesheet', () => {
  it('drops a rule whose class the page does not use and keeps a used one, byte for byte', () => {
    const css = '.flex{display:flex}.grid{display:grid}.hidden{display:none}'
    expect(subsetStylesheet(css, usedSet('flex', 'hidden'))).toBe('.flex{display:flex}.hidden{display:none}')
  })

  it("reads Tailwind 4's escaped class names", () => {
    const css =
      '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}' +
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.w-1\\/2{width:50%}.bg-white\\/95{background:#fffffff2}'
    expect(subsetStylesheet(css, usedSet('md:grid-cols-2', '[&_svg]:size-4'))).toBe(
      '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
    )
    expect(subsetStylesheet(css, usedSet('w-1/2', 'bg-white/95'))).toBe(
      '.w-1\\/2{width:50%}.bg-white\\/95{background:#fffffff2}',
    )
  })

  it('keeps the selectors of a list that can match and drops the rule when none can', () => {
    const css = '.a,.b>p,.c .d{color:red}.e,.f{color:blue}'
    expect(subsetStylesheet(css, usedSet('b', 'c', 'd'))).toBe('.b>p,.c .d{color:red}')
    // `.c .d` needs both classes: an ancestor-dependent variant (e.g. `.group:hover .group-hover\:x`) goes with either.
    expect(subsetStylesheet(css, usedSet('d'))).toBe('')
  })

  it('does not require classes inside :not(), :is(), :where() or :has()', () => {
    const css =
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}' +
      '.space-y-4>:not(:last-child){margin-bottom:1rem}.x:not(.y){color:red}.prose :where(a):not(:where(.not-prose *)){color:blue}'
    expect(subsetStylesheet(css, usedSet('group-hover:underline', 'space-y-4', 'x', 'prose'))).toBe(css)
    expect(subsetStylesheet(css, usedSet('group', 'y', 'not-prose'))).toBe('')
  })

  it('keeps rules without a class: elements, :root, *, pseudo-elements, attributes', () => {
    const css =
      ':root{--c:red}*,:before{box-sizing:border-box}html{color:#000}[hidden]{display:none}::selection{color:red}'
    expect(subsetStylesheet(css, usedSet(), () => true)).toBe(css)
  })

  it('empties and removes @media, @supports and @layer blocks left without rules, and keeps @layer order', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{.a{color:red}@media (min-width:48rem){.md\\:a{color:blue}}}' +
      '@supports (display:grid){@media (hover:hover){.hover\\:b:hover{color:red}}}'
    expect(subsetStylesheet(css, usedSet('a'))).toBe('@layer theme,base,utilities;@layer utilities{.a{color:red}}')
    expect(subsetStylesheet(css, usedSet('md:a'))).toBe(
      '@layer theme,base,utilities;@layer utilities{@media (min-width:48rem){.md\\:a{color:blue}}}',
    )
  })

  it('keeps @keyframes, @property (of a used variable) and @font-face whole', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}' +
      '@font-face{font-family:X;src:url(x.woff2)}.animate-spin{animation:spin 1s linear infinite}'
    expect(subsetStylesheet(css, usedSet(), (name) => name === '--tw-x')).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}@font-face{font-family:X;src:url(x.woff2)}',
    )
  })

  it('drops a selector naming an element the page lacks, except inside :not(), :has() or a list of choices', () => {
    const css =
      'table{text-indent:0}code,kbd,pre{font-family:monospace}.prose :where(table):not(:where(.not-prose *)){width:100%}' +
      ':where(ol,ul){list-style:none}p:not(table){margin:0}.x:has(table){color:red}[hidden]{display:none}SVG{display:block}'
    expect(
      subsetStylesheet(
        css,
        () => true,
        () => true,
        usedSet('p', 'pre', 'svg'),
      ),
    ).toBe(
      'pre{font-family:monospace}:where(ol,ul){list-style:none}p:not(table){margin:0}.x:has(table){color:red}' +
        '[hidden]{display:none}SVG{display:block}',
    )
    // Without an element filter every element counts as present (pages rendered per request keep everything).
    expect(subsetStylesheet(css, () => true)).toBe(css)
  })

  it('leaves a selector it cannot read as it is', () => {
    expect(usableSelectors('.a:is(', usedSet())).toBe('.a:is(')
  })
})

describe('scriptTokens', () => {
  it('finds class names in minified string literals, escaped flight data and unquoted object keys', () => {
    const tokens = scriptTokens(
      'e?"border-red-600 ring-2":`${a} text-sm`;x={hidden:!0};' +
        'self.__next_f.push([1,"{\\"className\\":\\"md:flex [\\u0026_svg]:size-4\\"}"])',
    )
    for (const name of ['border-red-600', 'ring-2', 'text-sm', 'hidden', 'md:flex', '[&_svg]:size-4']) {
      expect(tokens, name).toContain(name)
    }
  })
})

describe('subsetPageStyles', () => {
  const css = '.flex{display:flex}.text-red-700{color:red}.grid{display:grid}.toast{position:fixed}'
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/a.css">${css}</style>` +
    `<style>.grid{display:grid}</style></head><body>${body}</body></html>`

  it('keeps the classes of the markup (templates too), the inline scripts and the given script tokens', () => {
    const html = page(
      '<div class="flex"><template><p class="text-red-700"></p></template></div>' +
        '<script data-shell="">el.classList.add("grid")</script>',
    )
    const result = subsetPageStyles(html, [new Set(['toast'])])
    expect(result.html).toBe(html)
    const cut = subsetPageStyles(html, [])
    expect(cut.html).toContain(
      'data-href="/a.css">.flex{display:flex}.text-red-700{color:red}.grid{display:grid}</style>',
    )
    expect(cut).toMatchObject({ before: css.length, after: css.length - '.toast{position:fixed}'.length })
  })

  it("keeps element rules for the page's elements (templates too) and those its scripts create", () => {
    const elementCss = 'table{border-collapse:collapse}kbd{font-family:monospace}dialog{padding:0}p{margin:0}'
    const html = (body: string) =>
      `<!DOCTYPE html><html><head><style data-href="/a.css">${elementCss}</style></head><body>${body}</body></html>`
    expect(subsetPageStyles(html('<p>Teks</p>'), []).html).toContain('<style data-href="/a.css">p{margin:0}</style>')
    const kept = subsetPageStyles(html('<template><table></table></template>'), [scriptTokens('jsx("dialog",{})')])
    expect(kept.html).toContain('<style data-href="/a.css">table{border-collapse:collapse}dialog{padding:0}</style>')
  })

  it('touches only the inlined stylesheet: other <style> elements and every other byte stay', () => {
    const html = page('<p class="x">Teks</p>')
    const result = subsetPageStyles(html, [])
    expect(result.html).toBe(html.replace(css, ''))
    expect(result.html).toContain('<style>.grid{display:grid}</style>')
  })
})

describe('custom properties', () => {
  it('drops the variables and @property registrations only dropped rules read, through chains of variables', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}' +
      ':root{--color-red:red;--color-blue:blue;--font-sans:var(--font-jakarta),Arial;--font-jakarta:Jakarta;--unused:1px}' +
      '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}}' +
      '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.ring{box-shadow:var(--tw-ring)}' +
      '.text-red{color:var(--color-red)}body{font-family:var(--font-sans)}'
    expect(subsetStylesheet(css, usedSet('shadow', 'text-red'))).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}' +
        ':root{--color-red:red;--font-sans:var(--font-jakarta),Arial;--font-jakarta:Jakarta}' +
        '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000}}}' +
        '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}' +
        '.text-red{color:var(--color-red)}body{font-family:var(--font-sans)}',
    )
  })

  it('keeps a variable the page reads outside the stylesheet (an inline style or a script)', () => {
    const css = ':root{--color-brand:#123;--color-other:#456}'
    const html =
      `<!DOCTYPE html><html><head><style data-href="/a.css">${css}</style></head>` +
      '<body><p style="color:var(--color-brand)">x</p></body></html>'
    expect(subsetPageStyles(html, []).html).toContain('<style data-href="/a.css">:root{--color-brand:#123}</style>')
    expect(subsetPageStyles(html, [new Set(['--color-other'])]).html).toContain(css)
  })
})

describe('withoutClassGroupTable', () => {
  it("cuts tailwind-merge's class-group table out of a chunk and leaves the island's own literals", () => {
    const chunk =
      'let cfg={theme:{},classGroups:{"max-w":[{"max-w":["prose","screen",x]}],display:["table","flow-root"],' +
      's:[{s:["a}b","c]"]}]},conflictingClassGroups:{}};e?"border-red-600":"prose-sm"'
    const tokens = scriptTokens(withoutClassGroupTable(chunk))
    expect(tokens).not.toContain('prose')
    expect(tokens).not.toContain('table')
    expect(tokens).toContain('border-red-600')
    expect(tokens).toContain('prose-sm')
  })
})
