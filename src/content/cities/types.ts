import type { FaqItem, Industry, LinkAction, Package, ProcessStep, ServiceCard, Statistic } from '../types'
import type { MeetingOption, PageHeroRecord } from '../page-types'

/** The name of a city page's file (content/cities/<slug>.yaml) and of its address. */
export type CitySlug = string
export type CityPath = `/jasa-seo-${string}`

export function cityPath(slug: CitySlug): CityPath {
  return `/jasa-seo-${slug}`
}

/** Heading copy of one band of a city page; every city words its own. */
type SectionCopy = { eyebrow: string; title: string; description: string }

export type City = {
  slug: CitySlug
  path: CityPath
  /** As written in headlines, e.g. "Jakarta" */
  name: string
  /** Province or wider region, for structured data and copy */
  region: string
  /** Clients claimed for this city (spec section 2), when the spec gives a local count */
  clients?: string
  /** The opening band; its description is the page's own intro, checked for uniqueness across cities. */
  hero: PageHeroRecord & {
    badge: string
    highlight: string
    actions: readonly LinkAction[]
    points: readonly string[]
    stats: readonly Statistic[]
    rating?: { score: string; reviews: string }
    /** Short promise in the hero card, e.g. the city's traffic guarantee */
    promise: string
  }
  services: SectionCopy & { items: readonly ServiceCard[] }
  reasons: SectionCopy & { items: readonly ServiceCard[] }
  areas: SectionCopy & { list: readonly string[]; note: string }
  industries: SectionCopy & { items: readonly Industry[] }
  pricing: SectionCopy & { packages: readonly Package[]; ctaLabel: string; ctaHref: string; guarantee: string }
  process: SectionCopy & { steps: readonly ProcessStep[] }
  stats: SectionCopy & { items: readonly Statistic[] }
  meeting: SectionCopy & { options: readonly MeetingOption[] }
  faqs: SectionCopy & { items: readonly FaqItem[] }
  cta: { title: string; description: string; actions: readonly LinkAction[] }
  /** Name and description of the Service in JSON-LD */
  service: { name: string; description: string }
}
