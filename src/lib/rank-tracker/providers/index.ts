import 'server-only'
import type { RankConfig } from '../config'
import { dataForSeoProvider } from './dataforseo'
import { serpApiProvider } from './serpapi'
import { serperProvider } from './serper'
import type { SerpProvider } from './types'

export { ProviderError } from './types'
export type { LocalPlace, OrganicResult, PageItem, SerpProvider } from './types'

/** The adapter SERP_PROVIDER names, or null when tracking is off. */
export function createProvider(config: RankConfig): SerpProvider | null {
  switch (config.provider) {
    case 'serper':
      return serperProvider(config)
    case 'serpapi':
      return serpApiProvider(config)
    case 'dataforseo':
      return dataForSeoProvider(config)
    default:
      return null
  }
}
