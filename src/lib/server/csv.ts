/*
 * The one CSV writer of the project (lead exports in the inbox and on the command line, newsletter subscribers,
 * click and dashboard tables). A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula. Excel in the Indonesian locale splits on `;`, other setups on `,` or tabs, and some ignore quotes
 * when guessing, so the file must be safe whichever delimiter is assumed: every cell is quoted, and a formula
 * character is neutralized (prefixed with ') at the start of the cell and after every `,`, `;`, tab or line break
 * inside it, where another reading of the file would start a new cell.
 */

/** A formula character at the start of a cell, or right after a character some reader splits cells on. */
const FORMULA_AFTER_SPLIT = /(^|[,;\t\r\n])([=+\-@\t\r])/g

/** The delimiters a spreadsheet is known to assume. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number]

/** The text with every formula start neutralized (see the module comment). */
export function neutralizeFormulas(value: string): string {
  // Replace twice: a match consumes the separator it follows, so "=;=" needs the second pass for its tail.
  const once = value.replace(FORMULA_AFTER_SPLIT, (_match, before: string, start: string) => `${before}'${start}`)
  return once.replace(FORMULA_AFTER_SPLIT, (_match, before: string, start: string) => `${before}'${start}`)
}

/** One cell: formula starts neutralized, always quoted, inner quotes doubled. */
function csvCell(value: string): string {
  return `"${neutralizeFormulas(value).replace(/"/g, '""')}"`
}

/**
 * UTF-8 CSV with a BOM (Excel then reads Indonesian text correctly) and CRLF rows; every cell quoted and
 * formula-safe whichever delimiter the spreadsheet assumes.
 */
export function toCsv(rows: Iterable<readonly string[]>, delimiter: CsvDelimiter = ','): string {
  const lines: string[] = []
  for (const row of rows) lines.push(row.map((cell) => csvCell(cell)).join(delimiter))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
