import { mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildSync } from 'esbuild'

const built = new Map<string, string>()

/**
 * A TypeScript entry that tests start as a process of its own (the standalone lead server, the leads command),
 * bundled with esbuild once per test process and run by plain Node: the same code, without tsx compiling the whole
 * module graph again at every start (one to two CPU-seconds a start; the suites start dozens). Packages stay
 * outside the bundle and load from node_modules as in production. Returns the bundle's path.
 */
export function bundledEntry(entry: string): string {
  const cached = built.get(entry)
  if (cached) return cached
  const dir = path.join('node_modules', '.cache', 'seo-site-tests')
  mkdirSync(dir, { recursive: true })
  const name = path.basename(entry, path.extname(entry))
  const target = path.resolve(dir, `${name}.mjs`)
  const temporary = path.resolve(dir, `${name}-${process.pid}.mjs`)
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Inside Next 'server-only' is an empty module; the entries map it the same way at run time (allowServerOnlyImports).
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    // The one file read next to its module (the common-password list of src/lib/admin) is found where it lives.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.resolve('src/lib/admin/users.ts')).href) },
    outfile: temporary,
    logLevel: 'warning',
  })
  // Test processes build at the same time: each renames its own complete file into place.
  renameSync(temporary, target)
  built.set(entry, target)
  return target
}
