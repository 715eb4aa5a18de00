import { seoGuide } from '@/content/seo-guide'
import { curlyQuotes, mapStrings } from './typography'

/** The guide's content as printed: typographic quotes. */
export const guide = mapStrings(seoGuide, curlyQuotes)

/** Anchor and page mark of the printable checklist. */
export const checklistId = 'checklist-cetak'

/** Where the guide sends readers for the free analysis (a registered route). */
export const analysisPath = '/analisis-gratis'
