import fs from 'node:fs'
import path from 'node:path'

/**
 * "Is this address a file in public/?" for the request filter: every file there is served (an operator's
 * ads.txt, a search-console verification file, /.well-known/*, what the build generates), so none of them is
 * logged as a 404. Asked of the file system on each miss, so a file dropped in needs no list to update.
 */
export function publicFileCheck(publicDir: string = path.join(process.cwd(), 'public')): (pathname: string) => boolean {
  const root = path.resolve(/*turbopackIgnore: true*/ publicDir)
  return (pathname) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return false
    }
    if (decoded.includes('\0')) return false
    const file = path.join(root, decoded)
    // path.join normalises "..": anything that resolves outside public/ is not a public file.
    if (!file.startsWith(root + path.sep)) return false
    try {
      return fs.statSync(file).isFile()
    } catch {
      return false
    }
  }
}
