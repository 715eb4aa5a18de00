import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'

/**
 * Content files on disk: the repository's content/ folder, read at build time (and by the server for the few
 * records it needs at run time; the standalone server ships content/, scripts/standalone-assets.sh).
 *
 * CONTENT_OVERLAY (tests only; scripts/test.sh sets it for the suite's one build) names a second folder laid over
 * the repository's: a collection entry there is added (or replaces the one of the same name), and a record file
 * there is merged into the repository's, lists of items with an `id` item by item. So the build-output tests see a
 * city and a changed price that exist only in tests/fixtures/content, without a second build.
 */

export type ContentFiles = {
  /** Folder holding content/ (the repository root, or a copy in tests). */
  root: string
  overlay?: string
}

export function contentFiles(env: Record<string, string | undefined> = process.env): ContentFiles {
  const overlay = env.CONTENT_OVERLAY?.trim()
  return {
    root: env.CONTENT_ROOT?.trim() || /*turbopackIgnore: true*/ process.cwd(),
    overlay: overlay ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), overlay) : undefined,
  }
}

export type StoredFile = { file: string; data: unknown } | { file: string; problem: string }

function readOne(full: string, file: string): StoredFile {
  const text = readFileSync(full, 'utf8')
  if (file.endsWith('.json')) {
    try {
      return { file, data: JSON.parse(text) }
    } catch (error) {
      return { file, problem: `${file}: bukan JSON yang valid (${(error as Error).message})` }
    }
  }
  try {
    return { file, data: parseYaml(text) ?? {} }
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0]?.line : undefined
    const reason = (error as Error).message.split('\n')[0]
    return { file, problem: `${file}${line ? `:${line}` : ''}: format YAML rusak (${reason})` }
  }
}

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The overlay's values over the base: objects key by key, lists of items with an `id` item by item. */
function mergeOver(base: unknown, over: unknown): unknown {
  if (isPlain(base) && isPlain(over)) {
    const out: Plain = { ...base }
    for (const [key, value] of Object.entries(over)) out[key] = key in base ? mergeOver(base[key], value) : value
    return out
  }
  if (
    Array.isArray(base) &&
    Array.isArray(over) &&
    over.every((item) => isPlain(item) && typeof item.id === 'string')
  ) {
    const out = base.map((item) => {
      const match = isPlain(item) && over.find((candidate) => (candidate as Plain).id === item.id)
      return match ? mergeOver(item, match) : item
    })
    for (const item of over)
      if (!base.some((entry) => isPlain(entry) && entry.id === (item as Plain).id)) out.push(item)
    return out
  }
  return over
}

/** A record file (`content/pricing.yaml`), with the overlay's version merged over it. */
export function readRecordFile(files: ContentFiles, file: string): StoredFile {
  const base = readOne(path.join(/*turbopackIgnore: true*/ files.root, file), file)
  const overlayFile = files.overlay && path.join(/*turbopackIgnore: true*/ files.overlay, file)
  if (!overlayFile || !existsSync(overlayFile) || 'problem' in base) return base
  const over = readOne(overlayFile, `${path.relative(/*turbopackIgnore: true*/ process.cwd(), overlayFile)}`)
  return 'problem' in over ? over : { file, data: mergeOver(base.data, over.data) }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export type CollectionFile = StoredFile & { slug: string }

/** Every entry of a collection folder (`content/cities/*.yaml`), the overlay's entries added. */
export function readCollection(files: ContentFiles, dir: string, extension = '.yaml'): CollectionFile[] {
  const entries = new Map<string, { full: string; file: string }>()
  const list = (folder: string, relative: (name: string) => string) => {
    let names: string[] = []
    try {
      names = readdirSync(folder)
    } catch {
      return
    }
    for (const name of names.filter((candidate) => candidate.endsWith(extension)).sort())
      entries.set(name.slice(0, -extension.length), { full: path.join(/*turbopackIgnore: true*/ folder, name), file: relative(name) })
  }
  list(path.join(/*turbopackIgnore: true*/ files.root, dir), (name) => path.posix.join(dir, name))
  if (files.overlay)
    list(path.join(/*turbopackIgnore: true*/ files.overlay, dir), (name) => path.relative(/*turbopackIgnore: true*/ process.cwd(), path.join(/*turbopackIgnore: true*/ files.overlay!, dir, name)))
  return [...entries.entries()].map(([slug, { full, file }]) => {
    if (!SLUG.test(slug))
      return {
        slug,
        file,
        problem: `${file}: nama file "${slug}" hanya boleh huruf kecil, angka dan tanda hubung (menjadi alamat halaman)`,
      }
    return { slug, ...readOne(full, file) }
  })
}

/** Whether a file of the repository exists (an uploaded image under public/). */
export function repositoryFileExists(files: ContentFiles, file: string): boolean {
  return existsSync(path.join(/*turbopackIgnore: true*/ files.root, file))
}
