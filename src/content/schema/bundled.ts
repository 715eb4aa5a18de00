import { resolveQuotes, type FigureValue, type QuoteContext } from './quotes'
// The site's own content files (content/site/), bundled into the code that quotes them, the browser's included.
// eslint-disable-next-line no-restricted-imports
import companyFile from '../../../content/site/company.json' with { type: 'json' }
// eslint-disable-next-line no-restricted-imports
import figuresFile from '../../../content/site/figures.json' with { type: 'json' }

/**
 * content/site/figures.json and company.json as the code everywhere reads them, the browser's included (the lead
 * forms' messages quote the figures). This module stays small on purpose: it checks nothing itself. The content
 * library checks both files against their schema (records/site.ts) in the build and `npm run content:check`, so a
 * broken file never reaches a page.
 */

type StoredFigures = typeof figuresFile
type StoredCompany = typeof companyFile

/** The figures a sentence may quote from the site-wide records: every claim, the years, the founding year. */
export function siteFigureTable(figures: StoredFigures, foundedYear: number): Record<string, FigureValue> {
  const { claimsCheckedIn, websitePriceFrom, freeAuditValue, ...claims } = figures
  return {
    yearsExperience: `${claimsCheckedIn - foundedYear}+`,
    ...claims,
    websitePriceFrom: { rupiah: websitePriceFrom },
    freeAuditValue: { rupiah: freeAuditValue },
    foundedYear: String(foundedYear),
  }
}

/** A quote context over a figure table, for records that quote figures only. */
export function figureQuotes(table: Record<string, FigureValue>): QuoteContext {
  return { figure: (name) => (Object.hasOwn(table, name) ? table[name] : undefined), priced: () => undefined }
}

const table = siteFigureTable(figuresFile, companyFile.foundedYear)
const quote = (text: string) => resolveQuotes(text, { ...figureQuotes(table), problems: [] }, [])

export const siteRecords = {
  figures: figuresFile as StoredFigures,
  company: {
    ...companyFile,
    tagline: quote(companyFile.tagline),
    shortDescription: quote(companyFile.shortDescription),
  } as StoredCompany,
}
