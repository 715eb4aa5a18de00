import type { RankDevice, RankLocation } from '../locations'
import type { ProviderName } from '../config'

/** One organic result: absolute position in the top 100 (1-based), its URL and title. */
export type OrganicResult = { position: number; url: string; title: string }

export type PageRequest = {
  /** The normalised keyword. */
  query: string
  location: RankLocation
  device: RankDevice
  /** 1-10. In `depth` paging: fetch pages 1..page in one request. */
  page: number
}

export type FetchedPages = {
  /** Results per page number (only pages the request covered, each non-empty). */
  pages: Map<number, OrganicResult[]>
  /** false when the provider says no page follows the last one fetched; null when it does not say. */
  hasMore: boolean | null
}

/**
 * A SERP API. `page` paging: one request per page of 10 (Serper, SerpApi). `depth` paging: one request returns
 * pages 1..N and is billed N (DataForSEO bills per 10 results of depth). Devices the API cannot tell apart are
 * one query: `supportsDevice: false` checks mobile and desktop trackers with the same request.
 */
export interface SerpProvider {
  readonly name: ProviderName
  readonly paging: 'page' | 'depth'
  readonly supportsDevice: boolean
  /** Throws ProviderError for anything that is not a readable page of results. */
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
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}
