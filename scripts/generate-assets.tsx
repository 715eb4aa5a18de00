/**
 * Build-time assets: renders every PDF in src/pdf/documents.tsx into public/downloads/.
 * Runs before `next build` (npm run build), so the files are served as static downloads.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { renderToFile } from '@react-pdf/renderer'
import { pdfDocuments } from '../src/pdf/documents'

const outDir = path.join(process.cwd(), 'public', 'downloads')
mkdirSync(outDir, { recursive: true })

for (const doc of pdfDocuments) {
  const file = path.join(outDir, doc.download.fileName)
  await renderToFile(doc.render(), file)
  console.log(`pdf: ${path.relative(process.cwd(), file)}`)
}
