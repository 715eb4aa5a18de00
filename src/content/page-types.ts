/*
 * How a page is put together from records. A route picks one page shell (components/shells/) and passes
 * it a record of one of these types; each band of the page is a PageSection whose `kind` names the section
 * component that renders it (components/sections/page-sections.tsx). Records hold copy and figures only:
 * no JSX, no class names.
 */
import type { downloads } from './downloads'
import type { RoutePath } from './route-paths'
import type {
  CaseStudy,
  ChecklistGroup,
  ClosingCta,
  ContentCard,
  ContentTable,
  FaqItem,
  HeroCopy,
  Industry,
  LinkAction,
  OfferCard,
  Package,
  PercentBar,
  ProcessStep,
  SectionIntro,
  SkillGroup,
  Statistic,
  Technology,
} from './types'
import type { IconName } from './icons'

/**
 * One way to reach the team from this city. Contact details are never typed in a record:
 * `kind` tells the template which value from the site config to show.
 */
export type MeetingOption = {
  icon: IconName
  title: string
  text: string
  kind?: 'phone' | 'whatsapp' | 'office'
}

export type ContactMethod = {
  id: string
  icon: IconName | 'whatsapp'
  title: string
  description: string
  /** The channel itself: a number, an address. */
  value: string
  href?: string
  /** Click-count ping of a WhatsApp or phone link (from contactLinks). */
  ping?: string
  linkLabel?: string
  /** Opens in a new tab (WhatsApp). */
  external?: boolean
  /** A second link, e.g. WhatsApp next to the phone number. */
  secondary?: { label: string; href: string; ping?: string; external?: boolean }
}

export type PrivacySection = {
  id: string
  title: string
  paragraphs?: readonly string[]
  items?: readonly string[]
}

/** An illustrative report row for the hero preview; labelled as an example on the page. */
export type SampleRanking = { keyword: string; position: number; change: number }

/** Background of a band; 'dark' suits steps, stats and skills, whose cards handle light text. */
export type SectionTone = 'white' | 'muted' | 'dark'

type SectionBase = SectionIntro & {
  /** Anchor of the band, unique on the page; its h2 gets `${id}-title` and names the region. */
  id: string
  /** The h2's id where it must stay another one (an anchor others link to). */
  headingId?: string
  /** Default: the shell's rule (service pages alternate white and muted). */
  tone?: SectionTone
}

/** One band of a page; `kind` picks the section component that renders it. */
export type PageSection =
  | (SectionBase & {
      kind: 'cards'
      items: readonly ContentCard[]
      columns?: 2 | 3 | 4
      /** Headline numbers under the cards. */
      stats?: readonly Statistic[]
    })
  | (SectionBase & {
      kind: 'steps'
      steps: readonly ProcessStep[]
      columns?: 2 | 3 | 4
      deliverablesLabel?: string
      /** Buttons under the steps. */
      actions?: readonly LinkAction[]
    })
  | (SectionBase & {
      kind: 'bars'
      /** Accessible name of the bar list. */
      barsLabel: string
      bars: readonly PercentBar[]
      paragraphs?: readonly string[]
      note?: string
    })
  | (SectionBase & { kind: 'table'; table: ContentTable; note?: string })
  | (SectionBase & { kind: 'text'; paragraphs: readonly string[]; pointsTitle?: string; points?: readonly string[] })
  | (SectionBase & { kind: 'checklists'; groups: readonly ChecklistGroup[] })
  | (SectionBase & { kind: 'offers'; items: readonly OfferCard[]; action?: LinkAction })
  | (SectionBase & { kind: 'technologies'; items: readonly Technology[] })
  | (SectionBase & { kind: 'skills'; groups: readonly SkillGroup[] })
  | (SectionBase & {
      kind: 'pricing'
      packages: readonly Package[]
      ctaHref: string
      ctaLabel: string
      /** Label on the popular package, e.g. "Paling Populer" or "Most Popular". */
      popularLabel?: string
      /** Extra line under a package's price, by package id. */
      notes?: Readonly<Record<string, string>>
      /** Guarantee sentence under the cards. */
      guarantee?: string
    })
  | (SectionBase & { kind: 'actions'; actions: readonly LinkAction[] })
  | (SectionBase & {
      kind: 'investment'
      /** What every project includes. */
      points: readonly string[]
      /** Rupiah, integer. */
      priceFromIdr: number
      priceNote?: string
      guarantee: { title: string; description: string }
      actions: readonly LinkAction[]
      /** Files offered under the price card. */
      downloads?: readonly (keyof typeof downloads)[]
    })
  | (SectionBase & {
      kind: 'stats'
      stats: readonly Statistic[]
      /** A band of numbers only: the heading is for screen readers, and the band is lower. */
      numbersOnly?: boolean
    })
  | (SectionBase & { kind: 'places'; places: readonly string[]; placesLabel: string; note?: string })
  | (SectionBase & { kind: 'industries'; items: readonly Industry[]; layout: 'compact' | 'stats' })
  | (SectionBase & { kind: 'meeting'; options: readonly MeetingOption[]; cityName: string })
  | (SectionBase & { kind: 'contact-methods'; methods: readonly ContactMethod[] })
  | (SectionBase & {
      kind: 'contact-form'
      /** Lead under the form's heading (the section title). */
      formLead: string
      responses: readonly Statistic[]
    })
  | (SectionBase & {
      kind: 'analysis-form'
      formLead: string
      /** The column beside the form: what the report covers, and who writes it. */
      report: SectionIntro & { items: readonly string[] }
      assurance: { title: string; text: string; stats: readonly Statistic[] }
    })
  | (SectionBase & { kind: 'case-studies'; studies: readonly CaseStudy[] })
  | (SectionBase & { kind: 'portfolio-download' })
  | (SectionBase & {
      kind: 'city-directory'
      linkedLegend: string
      plainLegend: string
      missingCity: { title: string; description: string; action: LinkAction }
    })
  | {
      kind: 'policy'
      id: string
      tone?: SectionTone
      sections: readonly PrivacySection[]
      deletion: {
        title: string
        steps: readonly string[]
        emailLabel: string
        emailSubject: string
        whatsappLabel: string
        whatsappText: string
      }
      closingNote: string
      version: string
    }

/** Content beside a hero's headline on large screens. */
export type HeroAside =
  | { kind: 'stats-card'; title: string; stats: readonly Statistic[]; note?: string; wideValues?: boolean }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'rank-preview'; title: string; caption: string; updatedLabel?: string; rows: readonly SampleRanking[] }
  | { kind: 'hotline'; title: string; description: string; note?: string; whatsappLabel: string; whatsappText: string }
  | { kind: 'stat-tiles'; stats: readonly Statistic[] }

/** A page's opening band. */
export type PageHeroRecord = HeroCopy & {
  actions?: readonly LinkAction[]
  stats?: readonly Statistic[]
  aside?: HeroAside
}

/** The FAQ band: heading copy, the questions, and the name that makes its accordions single-open. */
type FaqBlock = SectionIntro & { items: readonly FaqItem[]; name: string; tone?: SectionTone }

/** The closing call to action. */
type ClosingBand = ClosingCta & { actions: readonly LinkAction[] }

/**
 * Everything a page built by the specialty page shell shows: the specialty services, the company pages,
 * the 80-city page and the privacy notice. The order of `sections` is the order on the page.
 */
export type SpecialtyPage = {
  path: RoutePath
  hero: PageHeroRecord
  sections: readonly PageSection[]
  faq?: FaqBlock
  cta?: ClosingBand
  /** Shows the floating call and WhatsApp buttons; the chat opens with this message. */
  floatingContact?: { whatsappText: string }
  /** The Service in JSON-LD; the description defaults to the route's. */
  service?: { name: string; serviceType: string; description?: string; packages?: readonly Package[] }
}

/** The kinds of band an SEO service page is made of. */
export type ServicePageSection = Extract<
  PageSection,
  { kind: 'cards' | 'steps' | 'bars' | 'table' | 'text' | 'checklists' }
>

type ServicePageHero = HeroCopy & {
  badge: string
  /** Label of the main button to /analisis-gratis. */
  primaryLabel?: string
  /** Own illustration under /public, shown beside the headline. */
  /** One of our SVG illustrations, inlined into the page; its size comes from the file's width and height. */
  image?: { src: string; alt: string }
  /** A card of headline numbers beside the headline. */
  statsCard?: { title: string; stats: readonly Statistic[]; note?: string }
}

/** Everything one SEO service page shows; the service page shell lays it out. */
export type ServicePage = {
  path: RoutePath
  /** Name and type for the Service JSON-LD. */
  service: { name: string; serviceType: string }
  hero: ServicePageHero
  sections: readonly ServicePageSection[]
  faq: { title: string; description?: string; items: readonly FaqItem[] }
  cta: ClosingCta
  /** Preset WhatsApp message; when set, the page also offers a WhatsApp chat button. */
  whatsappText?: string
}

/** The home page: its hero and what its composition needs (components/shells/home-page.tsx lays out the rest). */
export type HomePage = {
  path: '/'
  /** Anchor of the hero band. */
  id: string
  hero: PageHeroRecord
  /** Anchor of the package grid that "Bandingkan Semua Paket" scrolls to. */
  packagesGridId: string
  /** The Service in JSON-LD, with the monthly packages as offers. */
  service: { name: string; serviceType: string; packages: readonly Package[] }
}
