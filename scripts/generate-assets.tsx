/**
 * Build-time assets: renders every PDF in src/pdf/documents.tsx into public/downloads/ (or `--out <dir>`).
 * Runs before `next build` (npm run build), so the files are served as static downloads. The PDFs print
 * SITE_URL into their links, so build them with the production SITE_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pdfDocuments } from '../src/pdf/documents'

export const defaultOutDir = path.join(process.cwd(), 'public', 'downloads')

/** Writes every registered PDF to `outDir` and returns the paths written. */
export async function generatePdfs(outDir: string = defaultOutDir): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const doc of pdfDocuments) {
    const file = path.join(outDir, doc.download.fileName)
    writeFileSync(file, await doc.render())
    written.push(file)
  }
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outFlag = process.argv.indexOf('--out')
  const outDir = outFlag > 0 && process.argv[outFlag + 1] ? path.resolve(process.argv[outFlag + 1]!) : defaultOutDir
  for (const file of await generatePdfs(outDir)) console.log(`pdf: ${path.relative(process.cwd(), file)}`)
}
