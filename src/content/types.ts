import type { IconName } from '@/components/ui/icon'

/** A short claim such as "500+" with its label. */
export type Statistic = { value: string; label: string; description?: string }

export type ServiceBadge = 'Populer' | 'Terbaik' | 'Profesional' | 'Efektif' | 'Lokal' | 'Data-Driven'

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

export type PageMetadata = {
  title: string
  description: string
  keywords: readonly string[]
  canonicalUrl: string
  ogImage: string
}
