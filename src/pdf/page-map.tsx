import { renderToBuffer, Text, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'

/** Where each marked element landed: mark id → page number (1 = the cover). */
export type PageMap = ReadonlyMap<string, number>
export type PageRecorder = (id: string, pageNumber: number) => void

/**
 * An invisible, zero-height marker that records the page it is drawn on. react-pdf calls `render` while
 * it paginates and once more on the final page, in page order, so the last call is the right one.
 */
export function PageMark({ id, record }: { id: string; record: PageRecorder }) {
  return (
    <Text
      style={{ position: 'absolute', top: 0, left: 0 }}
      render={({ pageNumber }) => {
        record(id, pageNumber)
        return ''
      }}
    />
  )
}

type Build = (pages: PageMap | null, record: PageRecorder) => ReactElement<DocumentProps>

/**
 * Renders a document whose table of contents needs page numbers: once to learn where each mark lands, then
 * again with those numbers. The contents take the same room in both passes (placeholders in the first), so
 * nothing moves; a mark that does move anyway fails the build instead of printing a wrong number.
 */
export async function renderWithPageMap(build: Build): Promise<Buffer> {
  const first = new Map<string, number>()
  await renderToBuffer(build(null, (id, page) => first.set(id, page)))
  const second = new Map<string, number>()
  const bytes = await renderToBuffer(build(first, (id, page) => second.set(id, page)))
  const moved = [...first].filter(([id, page]) => second.get(id) !== page)
  if (moved.length > 0 || second.size !== first.size) {
    throw new Error(`Page numbers changed between the two passes: ${moved.map(([id]) => id).join(', ')}`)
  }
  return bytes
}
