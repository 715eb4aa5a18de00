import type { IconName } from './icons'

export type { IconName }

/** How much weight a link shown as a button carries; by default the first of a row is the primary one. */
export type ActionVariant = 'primary' | 'secondary' | 'outline' | 'outline-light' | 'ghost' | 'whatsapp'

/**
 * The one shape of a link or call to action: navigation entries, hero and closing buttons, card links.
 * `href` is a site path, an in-page anchor, tel:, mailto: or a WhatsApp chat. `external` opens it in a new
 * tab, and the rendered link then says so to screen readers.
 */
export type LinkAction = {
  label: string
  href: string
  /** Click-count ping of a WhatsApp or tel: link; set by contactLinks, never by hand (content/click-targets.ts). */
  ping?: string
  icon?: IconName
  external?: boolean
  variant?: ActionVariant
}

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

/** The closing call to action of a page. */
export type ClosingCta = { title: string; description: string }

/** A short claim such as "500+" with its label. */
export type Statistic = { value: string; label: string; description?: string }

type ServiceBadge = 'Populer' | 'Terbaik' | 'Profesional' | 'Efektif' | 'Lokal' | 'Data-Driven'

export type ServiceCard = {
  id: string
  icon: IconName
  title: string
  description: string
  features?: readonly string[]
  badge?: ServiceBadge | string
  /** A spec route where the service has its own page. */
  href?: string
}

export type BadgeTone = 'brand' | 'accent' | 'success' | 'neutral'

export type Package = {
  id: string
  name: string
  /** Rupiah per period, integer; the lower bound when the price is a range or a "from" price */
  priceIdr: number
  /** Upper bound of a quoted range, e.g. 15_000_000 for "Rp 10-15 juta" */
  priceMaxIdr?: number
  /** True for an open-ended "mulai Rp ..." price */
  priceFrom?: boolean
  /** e.g. "bulan" */
  period: string
  description: string
  badge?: string
  badgeTone?: BadgeTone
  features: readonly string[]
  guarantee?: string
  popular?: boolean
}

export type AddOn = { id: string; name: string; priceIdr: number; unit?: string; description: string; icon: IconName }

export type CaseStudyResults = { ranking: string; traffic: string; conversion: string; keywords: string }

export type Testimonial = { rating: number; quote: string; name: string; role: string }

export type CaseStudy = {
  id: string
  clientName: string
  industry: string
  duration: string
  /** Path of the project's own illustration under /public */
  image: string
  results: CaseStudyResults
  description: string
  achievements: readonly string[]
  testimonial: Testimonial
}

export type ProcessStep = {
  step: number
  title: string
  description: string
  duration?: string
  deliverables?: readonly string[]
}

export type Technology = { name: string; category: string; description: string }

export type FaqItem = { question: string; answer: string }

export type Industry = { name: string; icon: IconName; description?: string; projects?: number; averageGrowth?: string }

/** A labelled share shown as a bar, 0-100. */
export type PercentBar = { label: string; percent: number; description?: string }

/** A card in a content grid (services, factors, benefits, tips); the shape FeatureCards renders. */
export type ContentCard = {
  icon?: IconName
  title: string
  description: string
  features?: readonly string[]
  badge?: string
  /** Small line under the title, e.g. a duration. */
  meta?: string
  /** A page where the card's subject has its own page. */
  href?: string
  /** Link text when href is set. */
  linkLabel?: string
}

/** A titled list of short points, e.g. one best-practice list, or "Keamanan" with its safeguards. */
export type ChecklistGroup = { title: string; icon?: IconName; description?: string; items: readonly string[] }

/** A data table; the first cell of each row is its row header. */
export type ContentTable = { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

/** A product sold "from" a price (website types): the shape OfferCards renders. */
export type OfferCard = {
  id: string
  icon?: IconName
  title: string
  description: string
  /** Rupiah, integer: where the price starts. */
  priceFromIdr: number
  features?: readonly string[]
  popular?: boolean
}

/** Skills of one category (Frontend, Backend...), shown as chips. */
export type SkillGroup = { category: string; icon?: IconName; description?: string; skills: readonly string[] }
