import { createRequire, register } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Lets command-line tools (tsx scripts) load modules marked `import 'server-only'`. Inside Next that marker
 * resolves to an empty module under the react-server condition; plain Node resolves it to a module that throws.
 * This resolve hook maps it to the empty module. Call it before dynamically importing server code.
 */
export function allowServerOnlyImports(): void {
  const require = createRequire(import.meta.url)
  const empty = pathToFileURL(path.join(path.dirname(require.resolve('server-only')), 'empty.js')).href
  const hooks = `export async function resolve(specifier, context, next) {
    if (specifier === 'server-only') return { url: ${JSON.stringify(empty)}, format: 'commonjs', shortCircuit: true }
    return next(specifier, context)
  }`
  register(`data:text/javascript,${encodeURIComponent(hooks)}`)
}
