import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { articlePath, authorPath, categoryPath, feedPath, listPagePath, pageCount } from './paths'

/**
 * Every address the blog answers, from the file names alone, synchronously: the request proxy
 * (src/proxy.ts) needs it on every request to tell a real page from a 404, and must not wait for
 * the full content reader. Drafts are only served by the dev server.
 */
function names(dir: string, extension: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => name.slice(0, -extension.length))
  } catch {
    return []
  }
}

function isDraft(file: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  return /^draft:\s*true\s*$/m.test(frontMatter)
}

export function readArticlePaths(root = process.cwd(), includeDrafts = false): Set<string> {
  const content = path.join(root, 'content')
  const articles = names(path.join(content, 'articles'), '.mdoc').filter(
    (slug) => includeDrafts || !isDraft(path.join(content, 'articles', `${slug}.mdoc`)),
  )
  const pages = pageCount(articles.length)
  return new Set([
    feedPath,
    ...Array.from({ length: pages }, (_, index) => listPagePath(index + 1)),
    ...articles.map(articlePath),
    ...names(path.join(content, 'categories'), '.yaml').map(categoryPath),
    ...names(path.join(content, 'authors'), '.yaml').map(authorPath),
  ])
}

let cached: Set<string> | undefined

/** Read once per server process in production (content only changes with a new build). */
export function articlePaths(): Set<string> {
  if (process.env.NODE_ENV !== 'production') return readArticlePaths(process.cwd(), true)
  cached ??= readArticlePaths()
  return cached
}
