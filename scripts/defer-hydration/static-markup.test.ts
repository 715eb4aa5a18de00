import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseRows } from './flight'
import { withStaticMarkupElided } from './static-markup'

const push = (data: string) => `self.__next_f.push([1,${JSON.stringify(data)}])`
const init = '(self.__next_f=self.__next_f||[]).push([0])'
const bytes = (text: string) => Buffer.byteLength(text).toString(16)
const stub = (type: string, key: string | null = null) => ['$', type, key, { dangerouslySetInnerHTML: { __html: '' } }]

/** The flight data of the scripts after the step, as rows by id (model rows parsed). */
function flightOf(scripts: readonly string[]) {
  const data = scripts
    .filter((code) => code.startsWith('self.__next_f.push([1,'))
    .map((code) => JSON.parse(code.slice('self.__next_f.push([1,'.length, -2)) as string)
    .join('')
  const rows = parseRows(data)
  if (!rows) throw new Error(`unreadable flight data: ${data.slice(0, 200)}`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const model = (id: string) => JSON.parse(byId.get(id)!.body) as unknown
  return { data, rows, byId, model }
}

const element = (type: string, props: Record<string, unknown>, key: string | null = null) => ['$', type, key, props]
const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`

describe('withStaticMarkupElided', () => {
  // A page: a static section, and a section holding a client form whose props carry server-rendered markup.
  const form = element('$L2', { config: { kind: 'kontak' }, meta: element('div', { children: 'honeypot' }) })
  const page = element('$1', {
    children: [
      element('section', { id: 'layanan', className: 'py-16', children: [element('h2', { children: 'Layanan' })] }),
      element('section', { id: 'kontak', children: [element('h2', { children: 'Kontak' }), form] }),
      element('img', { src: '/a.svg', alt: '' }),
    ],
  })
  const flight = '1:"$Sreact.fragment"\n' + '2:I[731356,["/_next/static/chunks/a.js"],"LeadForm"]\n' + row('0', page)

  it('cuts static markup to its tag, keeps the way to each island and what the island is given', () => {
    const { model } = flightOf(withStaticMarkupElided([init, push(flight)]))
    expect(model('0')).toEqual(
      element('$1', {
        children: [
          stub('section'),
          element('section', { id: 'kontak', children: [stub('h2'), form] }),
          element('img', { src: '/a.svg', alt: '' }),
        ],
      }),
    )
  })

  it('joins the flight pushes into one where the first was and leaves every other script in its place', () => {
    const half = Math.floor(flight.length / 2)
    const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})'
    const scripts = withStaticMarkupElided([bootstrap, init, push(flight.slice(0, half)), push(flight.slice(half))])
    expect(scripts).toHaveLength(3)
    expect(scripts.slice(0, 2)).toEqual([bootstrap, init])
    expect(flightOf(scripts).model('0')).toEqual(flightOf(withStaticMarkupElided([push(flight)])).model('0'))
  })

  it('cuts outlined static rows with their parent and drops rows and long texts only cut markup used', () => {
    const article = 'Teks panjang sebuah artikel, dengan “kutipan” dan é.'
    const data =
      `3:T${bytes(article)},${article}` +
      `4:T${bytes('dipakai')},dipakai` +
      row('5', element('p', { children: '$3' })) +
      row(
        '0',
        element('main', { children: [element('article', { children: ['$L5'] }), element('$L6', { t: '$4' })] }),
      ) +
      '6:I[1,[],"Toast"]\n'
    const { byId, model } = flightOf(withStaticMarkupElided([push(data)]))
    expect(model('0')).toEqual(element('main', { children: [stub('article'), element('$L6', { t: '$4' })] }))
    expect(byId.has('5')).toBe(false)
    expect(byId.has('3')).toBe(false)
    expect(byId.get('4')?.body).toBe('dipakai')
    expect(byId.has('6')).toBe(true)
  })

  it('keeps markup another row points into, and the document, head and hoisted elements', () => {
    const icon = element('svg', { children: [element('path', { d: 'M0 0h24' })] })
    const logo = element('svg', { children: [element('circle', { r: '3' })] })
    const badge = element('b', { children: 'Baru' })
    const copies = element('span', {
      children: [
        '$8:props:children:0:props:children:0',
        '$8:props:children:1',
        element('$L3', { icon: '$8:props:children:2' }),
      ],
    })
    const data =
      '3:I[1,[],"Toast"]\n' +
      row('0', element('html', { children: ['$L7', element('body', { children: ['$L8', '$L9'] })] })) +
      row('7', element('head', { children: [element('title', { children: 'Judul' })] })) +
      row(
        '8',
        element('div', { children: [icon, logo, badge, element('style', { href: '/a.css', precedence: 'next' })] }),
      ) +
      row('9', copies)
    const { model } = flightOf(withStaticMarkupElided([push(data)]))
    expect(model('7')).toEqual(element('head', { children: [element('title', { children: 'Judul' })] }))
    // The div holds a hoisted stylesheet, so it stays. Inside it: row 9 repeats a part of the icon (kept), the
    // whole logo in place (cut: the copy is markup in place too), the badge as a client component's prop (kept).
    expect(model('8')).toEqual(
      element('div', {
        children: [icon, stub('svg'), badge, element('style', { href: '/a.css', precedence: 'next' })],
      }),
    )
    expect(model('9')).toEqual(copies)
  })

  it('cuts inline scripts (structured data, the shell) but not scripts with a source', () => {
    const jsonLd = '{"@type":"ProfessionalService"}'
    const data =
      `a:T${bytes(jsonLd)},${jsonLd}` +
      row(
        '0',
        element('body', {
          children: [
            element('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '$a' } }),
            element('script', { src: '/_next/static/chunks/a.js', async: true }),
          ],
        }),
      )
    const { byId, model } = flightOf(withStaticMarkupElided([push(data)]))
    expect(model('0')).toEqual(
      element('body', {
        children: [stub('script'), element('script', { src: '/_next/static/chunks/a.js', async: true })],
      }),
    )
    expect(byId.has('a')).toBe(false)
  })

  it("cuts the layout markup Next's router repeats in its not-found page, not what other props of a client component hold", () => {
    const footer = element('footer', { children: [element('p', { children: '© Puncak Digital' })] })
    const notFound = element('main', { children: [element('h1', { children: 'Halaman tidak ditemukan' })] })
    const data =
      '1:I[2,[],"default"]\n' +
      row('b', footer) +
      row('c', element('div', { children: 'dibungkus' })) +
      row(
        '0',
        element('body', { children: [element('$L1', { notFound: [['$Lb', notFound]], template: '$Lc' }), '$Lb'] }),
      )
    const { model } = flightOf(withStaticMarkupElided([push(data)]))
    expect(model('b')).toEqual(stub('footer'))
    expect(model('c')).toEqual(element('div', { children: 'dibungkus' }))
    expect(model('0')).toEqual(
      element('body', { children: [element('$L1', { notFound: [['$Lb', stub('main')]], template: '$Lc' }), '$Lb'] }),
    )
  })

  it('leaves flight data it cannot read exactly as it was', () => {
    const cut = [init, push('0:["$","div",null,{"children":"a"}]\n1:T10,short')]
    expect(withStaticMarkupElided(cut)).toEqual(cut)
    expect(withStaticMarkupElided(['console.log(1)'])).toEqual(['console.log(1)'])
  })

  it('on /contact captured from the pinned Next (scripts/defer-hydration/capture-fixtures.ts): much smaller, and every reference still finds its row', () => {
    const file = path.join(import.meta.dirname, 'fixtures', 'contact-flight.json')
    const inline = JSON.parse(readFileSync(file, 'utf8')) as string[]
    let figures = { before: 0, after: 0, stubbed: 0, droppedRows: 0 }
    const { rows, byId, data } = flightOf(withStaticMarkupElided(inline, (report) => (figures = report)))
    expect(figures.stubbed).toBeGreaterThan(10)
    expect(figures.after).toBeLessThan(figures.before * 0.7)
    expect(data.length).toBe(figures.after)
    const missing = rows.flatMap((row) =>
      [...row.text.matchAll(/"\$(?:[A-Z@h])?([0-9a-f]+)(?::[^"]*)?"/g)]
        .map((match) => match[1]!)
        .filter((id) => row.tag !== 'T' && !byId.has(id)),
    )
    expect(missing).toEqual([])
    // The islands are all still there, with their chunks.
    const islands = (text: string) => [...text.matchAll(/:I\[/g)].length
    expect(islands(data)).toBe(islands(flightOf(inline).data))
  })
})
