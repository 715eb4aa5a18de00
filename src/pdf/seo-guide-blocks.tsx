import { Link, Text, View } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
import type { GuideBlock } from '@/content/seo-guide'
import { site } from '@/content/site'
import { formatPhoneLocal, waHref } from '@/content/format'
import { Bullets, CheckItems, SectionHeading, Steps } from './blocks'
import { SiteLink } from './chrome'
import { analysisPath, guide } from './seo-guide-print'
import { colors, pdfStyles } from './theme'

type Block<K extends GuideBlock['kind']> = Extract<GuideBlock, { kind: K }>

function Paragraph({ text }: { text: string }) {
  return <Text style={pdfStyles.p}>{text}</Text>
}

function Example({ block }: { block: Block<'example'> }) {
  return (
    <View
      wrap={false}
      style={{
        backgroundColor: colors.brandLight,
        borderLeftWidth: 3,
        borderLeftColor: colors.brand,
        borderRadius: 4,
        paddingVertical: 10,
        paddingHorizontal: 12,
        marginTop: 2,
        marginBottom: 10,
      }}
    >
      <Text style={pdfStyles.eyebrow}>{block.title}</Text>
      {block.paragraphs.map((text, index) => (
        <Text key={text} style={index < block.paragraphs.length - 1 ? pdfStyles.p : undefined}>
          {text}
        </Text>
      ))}
    </View>
  )
}

/** A Google result as it looks on the results page, with the character counts the guide recommends. */
function SearchResult({ block }: { block: Block<'searchResult'> }) {
  return (
    <View wrap={false} style={{ ...pdfStyles.card, paddingVertical: 11, paddingHorizontal: 14, marginBottom: 10 }}>
      <Text style={{ fontSize: 8.5, lineHeight: 1.3, color: colors.serpUrl }}>
        https://www.{guide.exampleDomain} › {block.path}
      </Text>
      <Text style={{ fontSize: 13, lineHeight: 1.3, color: colors.serpTitle, marginTop: 3 }}>{block.title}</Text>
      <Text style={{ fontSize: 9.5, lineHeight: 1.45, color: colors.muted, marginTop: 3 }}>{block.description}</Text>
      <Text style={{ fontSize: 8.5, lineHeight: 1.3, color: colors.brand, fontWeight: 700, marginTop: 6 }}>
        Title: {block.title.length} karakter · Meta description: {block.description.length} karakter
      </Text>
    </View>
  )
}

const cell = { paddingVertical: 5, paddingHorizontal: 8 }

function Table({ block }: { block: Block<'table'> }) {
  return (
    <View style={{ borderWidth: 1, borderColor: colors.line, borderRadius: 6, marginTop: 2, marginBottom: 10 }}>
      <View style={{ flexDirection: 'row', backgroundColor: colors.brandLight }} wrap={false}>
        {block.head.map((label, index) => (
          <Text key={label} style={{ ...cell, ...pdfStyles.small, ...pdfStyles.strong, flex: index ? 1.7 : 1 }}>
            {label}
          </Text>
        ))}
      </View>
      {block.rows.map((row) => (
        <View
          key={row[0]}
          style={{ flexDirection: 'row', borderTopWidth: 1, borderTopColor: colors.line, ...pdfStyles.small }}
          wrap={false}
        >
          <Text style={{ ...cell, flex: 1, fontWeight: 600, color: colors.ink }}>{row[0]}</Text>
          <Text style={{ ...cell, flex: 1.7 }}>{row[1]}</Text>
        </View>
      ))}
    </View>
  )
}

function Checklist({ block }: { block: Block<'checklist'> }) {
  return (
    <View
      wrap={false}
      style={{
        borderWidth: 1.2,
        borderColor: colors.brand,
        borderRadius: 6,
        padding: 12,
        marginTop: 4,
        marginBottom: 10,
      }}
    >
      <Text style={{ ...pdfStyles.h3, marginTop: 0, marginBottom: 6, color: colors.brand }}>
        {block.title ?? 'Checklist'}
      </Text>
      <CheckItems items={block.items} />
    </View>
  )
}

function Week({ block }: { block: Block<'week'> }) {
  return (
    <View wrap={false} style={{ flexDirection: 'row', marginBottom: 10, borderRadius: 6, overflow: 'hidden' }}>
      <View style={{ width: 84, backgroundColor: colors.brand, padding: 10 }}>
        <Text style={{ fontSize: 12, lineHeight: 1.25, fontWeight: 800, color: 'white' }}>{block.label}</Text>
        <Text style={{ fontSize: 8.5, lineHeight: 1.3, color: colors.onDark, marginTop: 2 }}>{block.days}</Text>
      </View>
      <View style={{ flex: 1, backgroundColor: colors.brandLight, paddingVertical: 9, paddingHorizontal: 12 }}>
        <Text style={{ ...pdfStyles.strong, marginBottom: 4 }}>{block.focus}</Text>
        <CheckItems items={block.tasks} compact />
        <Text style={{ ...pdfStyles.small, marginTop: 3, color: colors.ink }}>
          <Text style={{ fontWeight: 700 }}>Hasil minggu ini: </Text>
          {block.outcome}
        </Text>
      </View>
    </View>
  )
}

/** The closing call to the free analysis, linked to the page on the configured site. */
function AnalysisCta({ block }: { block: Block<'analysisCta'> }) {
  return (
    <View wrap={false} style={{ backgroundColor: colors.ink, borderRadius: 8, padding: 18, marginTop: 8 }}>
      <Text style={{ ...pdfStyles.eyebrow, color: colors.accent }}>Langkah berikutnya</Text>
      <Text style={{ fontSize: 15, lineHeight: 1.3, fontWeight: 800, color: 'white', marginBottom: 6 }}>
        {block.title}
      </Text>
      <Text style={{ color: colors.onDark, marginBottom: 10 }}>{block.text}</Text>
      <Text style={{ color: 'white', fontWeight: 700 }}>
        Ajukan di <SiteLink path={analysisPath} style={{ color: colors.accent }} />
      </Text>
      <Text style={{ color: colors.onDark }}>
        atau lewat WhatsApp{' '}
        <Link src={waHref(site.whatsapp)} style={{ color: colors.accent, textDecoration: 'none' }}>
          {formatPhoneLocal(site.whatsapp)}
        </Link>
      </Text>
    </View>
  )
}

function BlockView({ block }: { block: GuideBlock }): ReactElement | null {
  switch (block.kind) {
    case 'paragraph':
      return <Paragraph text={block.text} />
    case 'subheading':
      return <SectionHeading level="section" title={block.text} />
    case 'bullets':
      return <Bullets items={block.items} />
    case 'steps':
      return <Steps items={block.items} />
    case 'example':
      return <Example block={block} />
    case 'searchResult':
      return <SearchResult block={block} />
    case 'table':
      return <Table block={block} />
    case 'checklist':
      return <Checklist block={block} />
    case 'week':
      return <Week block={block} />
    case 'analysisCta':
      return <AnalysisCta block={block} />
  }
}

/** A paragraph ending in a colon ("…seperti ini:") stays on one page with the small sample it introduces. */
function units(blocks: readonly GuideBlock[]): GuideBlock[][] {
  const result: GuideBlock[][] = []
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!
    const next = blocks[index + 1]
    if (block.kind === 'paragraph' && block.text.endsWith(':') && next && introduces(next)) {
      result.push([block, next])
      index += 1
    } else {
      result.push([block])
    }
  }
  return result
}

function introduces(block: GuideBlock): boolean {
  return (
    block.kind === 'searchResult' || block.kind === 'example' || (block.kind === 'bullets' && block.items.length <= 4)
  )
}

/**
 * A chapter's blocks as flat page children (so a heading's `minPresenceAhead` sees what follows it), with
 * each sub-heading kept on one page together with its first paragraph (and the sample that paragraph
 * introduces).
 */
function guideBlocks(blocks: readonly GuideBlock[], keyPrefix: string): ReactElement[] {
  return unitElements(units(blocks), keyPrefix)
}

/**
 * A chapter's opening paragraph (with the sample it introduces), to keep under the chapter heading, and the
 * rest of the chapter as page children.
 */
export function chapterBody(blocks: readonly GuideBlock[], keyPrefix: string): [ReactElement[], ReactElement[]] {
  const [lead, ...rest] = units(blocks)
  if (lead?.[0]?.kind !== 'paragraph') return [[], guideBlocks(blocks, keyPrefix)]
  return [lead.map((block, position) => <BlockView key={position} block={block} />), unitElements(rest, keyPrefix)]
}

function unitElements(grouped: readonly GuideBlock[][], keyPrefix: string): ReactElement[] {
  const elements: ReactElement[] = []
  for (let index = 0; index < grouped.length; index += 1) {
    const unit = grouped[index]!
    const next = grouped[index + 1]
    const key = `${keyPrefix}-${index}`
    const [first] = unit
    if (first?.kind === 'subheading' && next?.[0]?.kind === 'paragraph') {
      elements.push(
        <SectionHeading key={key} level="section" title={first.text}>
          {next.map((block, position) => (
            <BlockView key={position} block={block} />
          ))}
        </SectionHeading>,
      )
      index += 1
    } else if (unit.length > 1) {
      elements.push(
        <View key={key} wrap={false}>
          {unit.map((block, position) => (
            <BlockView key={position} block={block} />
          ))}
        </View>,
      )
    } else {
      elements.push(<BlockView key={key} block={first!} />)
    }
  }
  return elements
}
