import type { Download } from '@/content/downloads'

/** A PDF the build writes to public/downloads/ (see documents.tsx). */
export type PdfDocument = {
  download: Download
  /** The finished file; a document with a table of contents renders twice to learn its page numbers. */
  render: () => Promise<Buffer>
}
