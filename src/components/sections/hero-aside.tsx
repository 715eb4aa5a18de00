import { contactLinks } from '@/content/contact-links'
import type { HeroAside } from '@/content/page-types'
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
      // A plain <img>: the illustrations are SVG, which next/image passes through unoptimised anyway, and its
      // client component would add ~11 KB of JavaScript to every page that can show a hero.
      return (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={aside.src}
          width={aside.width}
          height={aside.height}
          alt={aside.alt}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-lg"
        />
      )
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
