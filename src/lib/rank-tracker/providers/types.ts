import type { RankDevice, RankLocation } from '../locations'
import type { ProviderName } from '../config'

/**
 * One organic result with its position in the top 100 (1-based), as paging.ts counts it (docs/rank-tracker.md,
 * "Positions"). `featured`: the featured snippet, which Google shows first and counts as the first result.
 */
export type OrganicResult = { position: number; url: string; title: string; featured?: true }

/** One organic result of a page as the provider served it, in the page's order (no position yet). */
export type PageItem = { url: string; title: string; featured?: true }

/**
 * One place of Google's local pack (the Maps "3-pack" above the organic results), provider-neutral: its name as
 * shown and its website's host (lower case, without `www.`) where the provider gives one.
 */
export type LocalPlace = { title: string; domain: string | null }

export type PageRequest = {
  /** The normalised keyword. */
  query: string
  location: RankLocation
  device: RankDevice
  /** 1-10. In `depth` paging: pages 1..page in one request. */
  page: number
  /**
   * The tracked domains still sought on this query. A depth provider may stop crawling once all are found
   * (DataForSEO's stop_crawl_on_match); page providers ignore it.
   */
  targets: readonly string[]
}

export type FetchedPages = {
  /** Organic results per page number, each page in the provider's order (page 1 may start with the snippet). */
  pages: Map<number, PageItem[]>
  /**
   * The last page that exists when the answer settles it (no next page, the results ended, or `0`: the search has
   * no results at all); null when it does not say.
   */
  lastPage: number | null
  /**
   * Page 1's local pack when this answer includes page 1: the places in order, or null when page 1 shows none
   * ("no 3-pack shown for this search"). Absent when page 1 is not part of the answer.
   */
  localPack?: LocalPlace[] | null
  /** Requests (result pages) the provider bills for this answer, when it differs from what was reserved. */
  billed?: number
}

/**
 * A SERP API. `page` paging: one request per page of 10 (Serper, SerpApi). `depth` paging: one request returns
 * pages 1..N and is billed per result page crawled (DataForSEO). Devices the API cannot tell apart are one
 * query: `supportsDevice: false` checks mobile and desktop trackers with the same request.
 */
export interface SerpProvider {
  readonly name: ProviderName
  readonly paging: 'page' | 'depth'
  readonly supportsDevice: boolean
  /**
   * Depth providers that can stop crawling once the tracked domains are found: whether they can for these
   * (then one request to the last page costs no more than paging outward from the last known page would).
   */
  readonly stopsOnMatch?: (targets: readonly string[]) => boolean
  /** Throws ProviderError for anything that is not a readable answer (a definite "no results" is an answer). */
  fetch(request: PageRequest, signal: AbortSignal): Promise<FetchedPages>
}

export type ProviderErrorKind = 'http' | 'rate-limited' | 'empty' | 'blocked' | 'malformed' | 'network' | 'timeout'

/**
 * A request that gave no usable results page. Never "not ranked": the query is retried. Messages never carry the
 * request URL or headers (SerpApi's key travels in the URL).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status: number | null = null,
    /** From a 429's Retry-After (or the provider's own rate-limit answer). */
    readonly retryAfterMs: number | null = null,
    /** Requests the provider bills although the answer is unusable (DataForSEO may bill a task that failed). */
    readonly billed: number | null = null,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}
