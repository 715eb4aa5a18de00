import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'
import { buildSync } from 'esbuild'

const built = new Map<string, string>()

/**
 * Packages that stay in node_modules: native modules, the ones that start workers from files of their own (pino's
 * transports) or load optional peers by name, as in production.
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg', 'pg-native', 'pino', 'pino-pretty', 'thread-stream', 'nodemailer']

/**
 * A TypeScript entry that tests start as a process of its own (the standalone lead server, the leads command),
 * bundled with esbuild once per test process and run by plain Node: the same code, without tsx compiling the whole
 * module graph again at every start (one to two CPU-seconds a start; the suites start dozens). The pure-JavaScript
 * packages go into the bundle too: Node then reads one file instead of resolving and compiling hundreds (a
 * `leads user add` 2.1 → 0.8 s; the browser tests add a staff account about thirty times). Returns the bundle's path.
 */
export function bundledEntry(entry: string): string {
  const cached = built.get(entry)
  if (cached) return cached
  const dir = path.join('node_modules', '.cache', 'seo-site-tests')
  mkdirSync(dir, { recursive: true })
  const name = path.basename(entry, path.extname(entry))
  // One bundle per entry and test run (TEST_RUN_ID, set by vitest.config.ts and playwright.config.ts for all their
  // processes): the first process that needs it builds it, the others reuse it. Sources edited between two runs are
  // always bundled again.
  const run = process.env.TEST_RUN_ID ?? `pid-${process.pid}`
  const target = path.resolve(dir, `${name}.${run}.mjs`)
  if (!existsSync(target)) {
    const temporary = path.resolve(dir, `${name}.${run}-${process.pid}-${threadId}.tmp.mjs`)
    buildSync({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL_PACKAGES,
      // CommonJS packages inside an ES module bundle still call require().
      banner: {
        js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
      },
      // Inside Next 'server-only' is an empty module; the entries map it the same way at run time (allowServerOnlyImports).
      alias: { 'server-only': './node_modules/server-only/empty.js' },
      // The one file read next to its module (the common-password list of src/lib/admin) is found where it lives.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.resolve('src/lib/admin/users.ts')).href) },
      outfile: temporary,
      logLevel: 'warning',
    })
    // Processes of one run may build at the same time: each renames its own complete file into place.
    renameSync(temporary, target)
    removeOldBundles(dir, name, target)
  }
  built.set(entry, target)
  return target
}

/** Bundles of earlier runs, once an hour old (a run beside this one may still be starting them). */
function removeOldBundles(dir: string, name: string, keep: string) {
  const hourAgo = Date.now() - 3600_000
  for (const file of readdirSync(dir)) {
    const full = path.resolve(dir, file)
    if (full === keep || !file.startsWith(`${name}.`)) continue
    try {
      if (statSync(full).mtimeMs < hourAgo) rmSync(full, { force: true })
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
