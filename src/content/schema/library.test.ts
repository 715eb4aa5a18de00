import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readContent } from './library'

/**
 * The content library reads every record file under content/ and refuses a broken one with one line per problem,
 * naming the file, the field and the rule in words a marketer understands. These tests break a throwaway copy of
 * content/ and read it through the real library, as `next build` and `npm run content:check` do.
 */
const copies: string[] = []
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'))
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true })
  // Images the records name are checked to exist under public/.
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'))
  copies.push(root)
  return root
}
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true })
})

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file)
  const before = readFileSync(full, 'utf8')
  const after = change(before)
  expect(after, `the edit changed ${file}`).not.toBe(before)
  writeFileSync(full, after)
}

function problemsOf(root: string, overlay?: string): string[] {
  return readContent({ root, overlay }).problems
}

const testimonial = 'content/testimonials/hendra-wijaya.yaml'

describe('the content files', () => {
  it('all parse, with every quote filled in', () => {
    const result = readContent()
    expect(result.problems).toEqual([])
    const seoProfessional = result.library!.pricing.seoPackages.find((pkg) => pkg.id === 'seo-professional')
    expect(seoProfessional?.priceIdr).toBeGreaterThan(0)
    for (const pkg of result.library!.pricing.cityPackages)
      for (const feature of pkg.features) expect(feature, pkg.id).not.toContain('{%')
  })
})

describe('a broken file is refused, one line per problem, naming the file and the field', () => {
  it('an empty text: "kosong"; a text over its limit: its length and the limit', () => {
    const root = contentCopy()
    edit(root, testimonial, (text) => text.replace(/^quote: [\s\S]*?^rating:/m, `quote: ''\nrating:`))
    expect(problemsOf(root)).toEqual([`${testimonial}: quote (Kutipan): kosong`])
    const long = 'Sangat puas dengan laporannya. '.repeat(10).trim()
    edit(root, testimonial, (text) => text.replace(`quote: ''`, `quote: ${long}`))
    expect(problemsOf(root)).toEqual([`${testimonial}: quote (Kutipan): ${long.length} karakter, maksimal 300`])
  })

  it('a missing field, a number out of range, a misspelt field name', () => {
    const root = contentCopy()
    edit(root, testimonial, (text) => text.replace(/^role: .*\n/m, '').replace(/^rating: 5/m, 'rating: 7\nratting: 5'))
    expect(problemsOf(root).sort()).toEqual(
      [
        `${testimonial}: role (Jabatan dan usaha): belum diisi`,
        `${testimonial}: rating (Bintang (1-5)): 7 terlalu besar, maksimal 5`,
        `${testimonial}: isian tidak dikenal: ratting (salah ketik nama isian?)`,
      ].sort(),
    )
  })

  it('a quote of a package or a figure that does not exist', () => {
    const root = contentCopy()
    edit(root, 'content/pricing.yaml', (text) =>
      text
        .replace('Dukungan {% figure name="support" /%}', 'Dukungan {% figure name="dukungan" /%}')
        .replace('- Laporan bulanan', '- Laporan bulanan, {% price package="seo-murah" /%}'),
    )
    const problems = problemsOf(root)
    expect(problems).toContain(
      'content/pricing.yaml: seoPackages[3].features[5] (Fitur): angka "dukungan" tidak ada di Angka situs maupun angka halaman ini',
    )
    expect(problems).toContain(
      'content/pricing.yaml: seoPackages[1].features[5] (Fitur): paket "seo-murah" tidak ada di Harga & paket maupun harga halaman ini',
    )
  })

  it('a tag with a typo and a YAML file that is no longer YAML', () => {
    const root = contentCopy()
    edit(root, testimonial, (text) => text.replace(/^role: (.*)$/m, 'role: $1\nquote: {% figure name="clients" %}'))
    expect(problemsOf(root)[0]).toMatch(/^content\/testimonials\/hendra-wijaya\.yaml(:\d+)?: format YAML rusak/)
    edit(root, testimonial, (text) => text.replace(/^quote: \{% figure.*\n/m, ''))
    edit(root, testimonial, (text) =>
      text.replace(/^quote: >-\n/m, `quote: >-\n  Sudah {% figure name="clients" %} klien dan kami puas sekali dengan laporannya.\n`),
    )
    expect(problemsOf(root)).toEqual([
      `${testimonial}: quote (Kutipan): tag tidak lengkap: tulis {% nama atribut="nilai" /%}`,
    ])
  })

  it('lists every broken file at once', () => {
    const root = contentCopy()
    edit(root, testimonial, (text) => text.replace(/^rating: 5/m, 'rating: 0'))
    edit(root, 'content/site/figures.json', (text) => text.replace('"clients": "500+"', '"clients": ""'))
    expect(problemsOf(root).sort()).toEqual(
      [
        `${testimonial}: rating (Bintang (1-5)): 0 terlalu kecil, minimal 1`,
        'content/site/figures.json: clients (Jumlah klien): kosong',
      ].sort(),
    )
  })
})

describe('the test overlay (CONTENT_OVERLAY, set only by scripts/test.sh)', () => {
  it('adds collection entries and merges record files, lists of items with an id item by item', () => {
    const root = contentCopy()
    const overlay = mkdtempSync(path.join(tmpdir(), 'overlay-'))
    copies.push(overlay)
    mkdirSync(path.join(overlay, 'content/testimonials'), { recursive: true })
    writeFileSync(
      path.join(overlay, 'content/testimonials/uji-coba.yaml'),
      'name: Rudi Hartono\nrole: Pemilik bengkel, Bogor\nquote: Bengkel kami sekarang gampang ditemukan di Google Maps, dan pelanggan baru datang hampir setiap hari.\nrating: 5\norder: 9\n',
    )
    writeFileSync(path.join(overlay, 'content/pricing.yaml'), 'seoPackages:\n  - id: seo-professional\n    priceIdr: 7900000\n')
    const { library, problems } = readContent({ root, overlay })
    expect(problems).toEqual([])
    expect(library!.testimonials.map((entry) => entry.record.name)).toContain('Rudi Hartono')
    expect(library!.pricing.seoPackages.map((pkg) => [pkg.id, pkg.priceIdr])).toEqual([
      ['seo-starter', 5_500_000],
      ['seo-professional', 7_900_000],
      ['seo-enterprise', 11_500_000],
    ])
    expect(library!.priced.get('seo-professional')?.priceIdr).toBe(7_900_000)
  })
})
