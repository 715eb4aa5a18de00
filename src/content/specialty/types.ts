import type { IconName } from '@/components/ui/icon'

/** Heading block of one page section: eyebrow, h2 title, lead paragraph. */
export type SectionIntro = { eyebrow?: string; title: string; description?: string }

/** Copy of a page's opening hero band. */
export type HeroCopy = {
  badge?: string
  title: string
  highlight?: string
  description: string
  points?: readonly string[]
}

/** A button target; WhatsApp and tel links are external anchors, paths are internal links. */
export type PageAction = { label: string; href: string; icon?: IconName; external?: boolean }

/** A titled list of short points, e.g. "Keamanan" with its safeguards. */
export type ChecklistGroup = { title: string; icon?: IconName; description?: string; items: readonly string[] }

/** The closing call to action of a page. */
export type ClosingCta = { title: string; description: string }
