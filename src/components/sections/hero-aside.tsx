import { contactLinks } from '@/content/contact-links'
import type { HeroAside } from '@/content/page-types'
import { InlineSvg } from '@/components/ui/inline-svg'
import { HotlineCard } from './hotline-card'
import { PortfolioHeroStats } from './portfolio-hero-stats'
import { RankPreviewCard } from './rank-preview-card'
import { StatsCard } from './stats-card'

/** The right-hand column of a hero, from its record. */
export function HeroAsideView({ aside }: { aside: HeroAside }) {
  switch (aside.kind) {
    case 'stats-card':
      return <StatsCard title={aside.title} stats={aside.stats} note={aside.note} wideValues={aside.wideValues} />
    case 'image':
      // Inlined, not an <img>: the illustration is our own small SVG, and a request of its own would delay the
      // largest paint by a round trip on a mobile network.
      return <InlineSvg src={aside.src} alt={aside.alt} idPrefix="hero" className="mx-auto w-full max-w-lg" />
    case 'rank-preview':
      return (
        <RankPreviewCard
          title={aside.title}
          caption={aside.caption}
          updatedLabel={aside.updatedLabel}
          rows={aside.rows}
        />
      )
    case 'hotline':
      return (
        <HotlineCard
          title={aside.title}
          description={aside.description}
          note={aside.note}
          phone={contactLinks.phone('hotline')}
          phoneDisplay={contactLinks.phoneDisplay}
          whatsapp={{ label: aside.whatsappLabel, ...contactLinks.whatsapp('hotline-whatsapp', aside.whatsappText) }}
        />
      )
    case 'stat-tiles':
      return <PortfolioHeroStats stats={aside.stats} />
  }
}
