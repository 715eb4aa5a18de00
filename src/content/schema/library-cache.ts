import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { threadId } from 'node:worker_threads'
import type { ContentFiles } from './files'

/**
 * The checked content library shared by the test processes of one run. Every Vitest file is a process of its own,
 * and each one that imports a content module read and checked every file under content/ again (about two seconds of
 * processor time, a hundred times a run). The first process stores the result under a key made of everything it
 * depends on: the bytes of every file under content/ (and the overlay's), the names under public/ (an image a record
 * names must exist), the sources under src/content/ (schemas, quotes, loaders) and the SITE_… and
 * CONTENT_… settings; any change to one of these is another key, so a stored result is always the one a fresh read
 * would give. Only inside Vitest (VITEST): the build and the server read the files themselves.
 */
export function sharedAcrossTestProcesses<T>(files: ContentFiles, compute: () => T): T {
  if (!process.env.VITEST) return compute()
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '.cache', 'content-library')
  const file = path.join(/*turbopackIgnore: true*/ dir, `${inputsKey(files)}.v8`)
  try {
    return deserialize(readFileSync(file)) as T
  } catch {
    // Not stored yet (or unreadable): read the files, then store what they gave.
  }
  const value = compute()
  try {
    mkdirSync(dir, { recursive: true })
    // Unique per process and thread (Vitest's workers are threads of one process).
    const temporary = `${file}.${process.pid}-${threadId}.tmp`
    writeFileSync(temporary, serialize(value))
    renameSync(temporary, file)
  } catch {
    // A cache that cannot be written costs only the next process's read.
  }
  return value
}

function inputsKey(files: ContentFiles): string {
  const hash = createHash('sha256')
  const addTree = (root: string, withBytes: boolean) => {
    for (const entry of walk(root)) {
      hash.update(`${entry}\0`)
      if (withBytes) hash.update(readFileSync(path.join(/*turbopackIgnore: true*/ root, entry)))
    }
  }
  addTree(path.join(/*turbopackIgnore: true*/ files.root, 'content'), true)
  if (files.overlay) addTree(path.join(/*turbopackIgnore: true*/ files.overlay, 'content'), true)
  addTree(path.join(/*turbopackIgnore: true*/ files.root, 'public'), false)
  addTree(path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'content'), true)
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (name.startsWith('SITE_') || name.startsWith('CONTENT_')) hash.update(`${name}=${value}\0`)
  return hash.digest('hex').slice(0, 32)
}

/** Every file below `root`, as sorted relative paths (none when it does not exist). */
function walk(root: string): string[] {
  const found: string[] = []
  const visit = (relative: string) => {
    let names: string[]
    try {
      names = readdirSync(path.join(/*turbopackIgnore: true*/ root, relative)).sort()
    } catch {
      return
    }
    for (const name of names) {
      const entry = relative ? `${relative}/${name}` : name
      let directory: boolean
      try {
        directory = statSync(path.join(/*turbopackIgnore: true*/ root, entry)).isDirectory()
      } catch {
        continue // gone meanwhile (the build rewrites public/downloads/ while tests run)
      }
      if (directory) visit(entry)
      else found.push(entry)
    }
  }
  visit('')
  return found
}
