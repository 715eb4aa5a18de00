import { contentLibrary } from './schema/library'
import type { Industry } from './types'

/**
 * Industries we have served, with project counts (spec section 9): content/industries.yaml (the editor's "Industri").
 * The per-industry average growth is weighted so that all projects together average the site-wide figure (a test
 * checks it).
 */
export const industries: readonly (Industry & { projects: number; averageGrowth: string })[] =
  contentLibrary().industries.items
