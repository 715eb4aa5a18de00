import type { ArticleRouteEntry } from '@/content/articles/routes'
import { site } from '@/content/site'

/**
 * The blog's share card (1200×630, rendered to PNG by next/og at build time), also used as the
 * thumbnail in article lists. Flat colours keep the PNG small.
 */
export function ArticleOgCard({ entry }: { entry: ArticleRouteEntry }) {
  const long = entry.ogHeadline.length > 60
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#0f1730',
        color: 'white',
        borderLeft: '24px solid #fbbf24',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#fcd34d' }}>{entry.ogKicker}</div>
      <div style={{ display: 'flex', fontSize: long ? 56 : 68, fontWeight: 700, lineHeight: 1.12, maxWidth: 1020 }}>
        {entry.ogHeadline}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: '#3b6cf5', display: 'flex' }} />
        <div style={{ fontSize: 32, fontWeight: 700 }}>{site.name}</div>
        <div style={{ fontSize: 28, color: '#aab4c8' }}>· Artikel</div>
      </div>
    </div>
  )
}
