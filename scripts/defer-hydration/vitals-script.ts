/**
 * The field Core Web Vitals script (src/lib/vitals/beacon.browser.ts with Google's web-vitals) bundled into one
 * minified file named by its content hash, served from /_next/static/vitals/ (cached for a year, immutable, like
 * every hashed build file). The inline loader starts it once the page has loaded and gone idle. The build fails when
 * it grows past the 5 KB (gzip) budget issue 36 sets: it is downloaded on every page view.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSync } from 'esbuild'

const entry = path.join(import.meta.dirname, '..', '..', 'src', 'lib', 'vitals', 'beacon.browser.ts')
const VITALS_BUDGET_GZIP_BYTES = 5 * 1024

export type VitalsScript = { name: string; body: string; gzipBytes: number }

export function buildVitalsScript(): VitalsScript {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const body = result.outputFiles[0]!.text
  const gzipBytes = gzipSync(body).length
  if (gzipBytes > VITALS_BUDGET_GZIP_BYTES) {
    throw new Error(`the vitals script is ${gzipBytes} bytes gzipped, over its ${VITALS_BUDGET_GZIP_BYTES}-byte budget`)
  }
  return { name: `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`, body, gzipBytes }
}
