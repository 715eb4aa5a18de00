import { Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import { bodyHeight, colors, pdfStyles } from './theme'

/**
 * Space a section heading needs below it. A section heading moves to the next page when less than about a
 * third of the body is left under it (chapter), or when its first lines would be left alone (sub-section).
 */
const presence = {
  chapter: Math.round(bodyHeight / 3) - 110,
  section: 48,
} as const

/** An entry in the PDF's outline (the reader's sidebar). react-pdf draws it for any node; its types only declare it on Page. */
export function bookmark(title: string): Record<string, unknown> {
  return { bookmark: { title, fit: true } }
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View style={{ marginBottom: 5 }}>
      {items.map((item) => (
        <View key={item} style={pdfStyles.bulletRow} wrap={false}>
          <Text style={pdfStyles.bullet}>•</Text>
          <Text style={pdfStyles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** Items with an empty box to tick, for checklists meant to be worked through (or printed). */
export function CheckItems({ items, compact = false }: { items: readonly string[]; compact?: boolean }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={{ flexDirection: 'row', marginBottom: compact ? 2 : 4 }} wrap={false}>
          <View style={compact ? { ...pdfStyles.checkbox, marginTop: 3 } : pdfStyles.checkbox} />
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** Numbered steps with the number in a brand circle. */
export function Steps({ items }: { items: readonly string[] }) {
  return (
    <View style={{ marginBottom: 6 }}>
      {items.map((item, index) => (
        <View key={item} style={{ flexDirection: 'row', marginBottom: 5 }} wrap={false}>
          <View
            style={{
              width: 16,
              height: 16,
              borderRadius: 8,
              backgroundColor: colors.brand,
              alignItems: 'center',
              justifyContent: 'center',
              marginTop: 0,
              marginRight: 8,
            }}
          >
            <Text style={{ fontSize: 8.5, lineHeight: 1, fontWeight: 700, color: 'white' }}>{index + 1}</Text>
          </View>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

type HeadingProps = { eyebrow?: string; title: string; level: 'chapter' | 'section'; children?: ReactNode }

/**
 * A heading kept on one page with what follows it (`children`, usually the first paragraph), and moved to
 * the next page when too little room is left below it (see `presence`).
 */
export function SectionHeading({ eyebrow, title, level, children, ...rest }: HeadingProps & Record<string, unknown>) {
  const chapter = level === 'chapter'
  return (
    <View wrap={false} minPresenceAhead={presence[level]} style={chapter ? { marginTop: 16 } : undefined} {...rest}>
      {eyebrow ? <Text style={pdfStyles.eyebrow}>{eyebrow}</Text> : null}
      <Text style={chapter ? pdfStyles.h1 : pdfStyles.h2}>{title}</Text>
      {chapter ? <View style={pdfStyles.accentRule} /> : null}
      {children}
    </View>
  )
}
