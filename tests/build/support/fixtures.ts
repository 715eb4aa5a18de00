/**
 * The test fixtures the suite's build reads besides content/ (CONTENT_OVERLAY=tests/fixtures, set by
 * scripts/test.sh): tests that pin the spec's figures make room for exactly what a fixture changes or adds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

const overlay = process.env.CONTENT_OVERLAY?.trim()
const folder = overlay ? path.join(path.resolve(overlay), 'content') : undefined

/** The price a fixture gives a package instead of the spec's, or undefined. */
export function fixturePrice(id: string): number | undefined {
  const file = folder && path.join(folder, 'pricing.yaml')
  if (!file || !existsSync(file)) return undefined
  const pricing = parse(readFileSync(file, 'utf8')) as { seoPackages?: { id: string; priceIdr?: number }[] }
  return pricing.seoPackages?.find((pkg) => pkg.id === id)?.priceIdr
}

/** Paths of the city pages that exist only as fixtures. */
export function fixtureCityPaths(): Set<string> {
  const dir = folder && path.join(folder, 'cities')
  if (!dir || !existsSync(dir)) return new Set()
  return new Set(readdirSync(dir).map((file) => `/jasa-seo-${file.replace(/\.yaml$/, '')}`))
}
