import { describe, expect, it } from 'vitest'
import { withoutInlinedStyles } from './flight'
import { deferPage, deferredScript, parsePage } from './page'

const push = (data: string) => `self.__next_f.push([1,${JSON.stringify(data)}])`
const css = 'body{font-family:"Plus Jakarta Sans"}.é{content:"→"}'
const bytes = (text: string) => Buffer.byteLength(text).toString(16)

describe('withoutInlinedStyles', () => {
  it("empties the text row holding the page's inlined stylesheet, keeping its id and every other row", () => {
    const data = `1:"$Sreact.fragment"\n2:T${bytes(css)},${css}0:["$","style","0",{"children":"$2"}]\n`
    const [result] = withoutInlinedStyles([push(data)], [css])
    expect(result).toBe(push('1:"$Sreact.fragment"\n2:T4,/**/0:["$","style","0",{"children":"$2"}]\n'))
  })

  it('leaves text rows that are not the inlined stylesheet, and other scripts, as they are', () => {
    const article = 'Teks artikel panjang'
    const data = `3:T${bytes(article)},${article}`
    const scripts = ['(self.__next_f=self.__next_f||[]).push([0])', push(data)]
    expect(withoutInlinedStyles(scripts, [css])).toEqual(scripts)
    expect(withoutInlinedStyles(scripts, [])).toEqual(scripts)
  })

  it('reads the pushes as one stream: a stylesheet row split across two pushes is emptied, the pushes joined', () => {
    const data = `1:"$Sreact.fragment"\n2:T${bytes(css)},${css}0:["$","style","0",{"children":"$2"}]\n`
    const split = data.indexOf('Jakarta')
    const scripts = ['(self.__next_f=self.__next_f||[]).push([0])', push(data.slice(0, split)), push(data.slice(split))]
    expect(withoutInlinedStyles(scripts, [css])).toEqual([
      scripts[0],
      push('1:"$Sreact.fragment"\n2:T4,/**/0:["$","style","0",{"children":"$2"}]\n'),
    ])
  })

  it('leaves data it cannot read as rows exactly as it was', () => {
    const scripts = [push(`2:T${bytes(css)},${css.slice(0, 10)}`)] // the row is longer than the data
    expect(withoutInlinedStyles(scripts, [css])).toEqual(scripts)
  })

  it('in a page: the stylesheet stays in the HTML, the deferred file no longer repeats it', () => {
    const flight = push(`2:T${bytes(css)},${css}0:["$","style","0",{"href":"/a.css","children":"$2"}]\n`)
    const page =
      `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/a.css">${css}</style></head><body>` +
      `<script src="/_next/static/chunks/a.js" async=""></script><script>${flight}</script></body></html>`
    expect(parsePage(page).styles).toEqual([css])
    const result = deferPage(page, () => '<script data-deferred-loader=""></script>')
    if (result.status !== 'deferred') throw new Error(result.status)
    expect(result.html).toContain(`<style data-precedence="next" data-href="/a.css">${css}</style>`)
    const body = deferredScript(result.extracted)
    expect(body).not.toContain('Plus Jakarta Sans')
    expect(body).toContain('2:T4,/**/0:')
  })
})
