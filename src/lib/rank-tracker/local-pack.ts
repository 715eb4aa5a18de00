import { urlMatchesDomain } from './domain'
import type { LocalPlace } from './providers'

/**
 * Where a business is in Google's local pack (the Maps "3-pack" above the organic results of page 1), from the
 * provider-neutral places every adapter gives for page 1 (null: page 1 shows no pack). Pure: storage, the page
 * and the alerts build on it.
 */

/** Only the first three places are the pack Google shows; a longer list (DataForSEO, SerpApi) is cut there. */
const PACK_SIZE = 3

/** Legal and shop words that lead a name on Maps or not, as the owner happens to type it. */
const PREFIXES = new Set(['pt', 'cv', 'ud', 'toko'])

/**
 * A business name as compared: NFKC, lower case, punctuation as spaces, single spaces, without a leading
 * "PT", "CV", "UD" or "Toko" ("PT. Sepatu Budi" and "Toko Sepatu Budi" are both "sepatu budi").
 */
export function normaliseBusinessName(name: string): string {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  while (words.length > 1 && PREFIXES.has(words[0]!)) words.shift()
  return words.join(' ')
}

export type LocalPackOutcome =
  /** Page 1 shows no local pack: "no 3-pack shown for this search" (not the same as not being in it). */
  | { shown: false }
  /** The pack is shown; `place` 1-3, or null when the business is not among its places. */
  | { shown: true; place: 1 | 2 | 3 | null }

/**
 * The business's place in the pack: a place whose website is on the tracked site (the rule of "Which site
 * matches"), or whose name is the business name (normalised), or the business name followed by more words
 * ("Sepatu Budi Dago" for a branch of "Sepatu Budi"). The first such place counts.
 */
export function matchLocalPack(
  pack: readonly LocalPlace[] | null,
  business: { name: string | null; domain: string },
): LocalPackOutcome {
  if (pack === null) return { shown: false }
  const name = business.name ? normaliseBusinessName(business.name) : ''
  const index = pack.slice(0, PACK_SIZE).findIndex((place) => {
    if (place.domain && urlMatchesDomain(`https://${place.domain}/`, business.domain)) return true
    if (!name) return false
    const title = normaliseBusinessName(place.title)
    return title === name || title.startsWith(`${name} `)
  })
  return { shown: true, place: index === -1 ? null : ((index + 1) as 1 | 2 | 3) }
}

/**
 * How a day's 3-pack outcome is stored (rank_results.local_pack): the place 1-3, NOT_IN_PACK when the pack is shown
 * without the business, NO_PACK when page 1 shows none. Null is "not asked" (no business name) or not known; a
 * failed check stores no result at all, so an error is none of these.
 */
const LOCAL_PACK = { notInPack: 0, noPack: -1 } as const

/** The stored value of page 1's pack for a business; null when page 1's pack is not known (not fetched). */
export function localPackValue(
  pack: readonly LocalPlace[] | null | undefined,
  business: { name: string | null; domain: string },
): number | null {
  if (pack === undefined) return null
  const outcome = matchLocalPack(pack, business)
  if (!outcome.shown) return LOCAL_PACK.noPack
  return outcome.place ?? LOCAL_PACK.notInPack
}

/** A stored value read back: the place, or whether the pack was shown at all; null when not known. */
export type LocalPackState = { place: 1 | 2 | 3 } | { place: null; shown: boolean } | null

export function readLocalPack(value: number | null | undefined): LocalPackState {
  if (value === null || value === undefined) return null
  const number = Number(value)
  if (number >= 1 && number <= 3) return { place: number as 1 | 2 | 3 }
  return { place: null, shown: number !== LOCAL_PACK.noPack }
}
