/**
 * Build-time assets: renders every PDF in src/pdf/documents.tsx into public/downloads/ (or `--out <dir>`), and
 * writes public/.well-known/security.txt (RFC 9116) from the site config.
 * Runs before `next build` (npm run build), so the files are served as static downloads. The PDFs print
 * SITE_URL into their links, so build them with the production SITE_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, checkConfig } from '../src/lib/config'
import { securityTxt, securityTxtPath } from '../src/lib/security-txt'
import { pdfDocuments } from '../src/pdf/documents'

export const defaultOutDir = path.join(process.cwd(), 'public', 'downloads')

/** Writes public/.well-known/security.txt (its Expires counts from now, so every build renews it). */
export function generateSecurityTxt(publicDir: string = path.join(process.cwd(), 'public')): string {
  const file = path.join(publicDir, securityTxtPath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, securityTxt())
  return file
}

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
  // The first step of a production build: refuse a missing SITE_URL or a malformed setting here already.
  try {
    checkConfig(process.env, 'build')
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  const outFlag = process.argv.indexOf('--out')
  const outDir = outFlag > 0 && process.argv[outFlag + 1] ? path.resolve(process.argv[outFlag + 1]!) : defaultOutDir
  for (const file of await generatePdfs(outDir)) console.log(`pdf: ${path.relative(process.cwd(), file)}`)
  if (outFlag < 0) console.log(`security.txt: ${path.relative(process.cwd(), generateSecurityTxt())}`)
}
