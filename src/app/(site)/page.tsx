import { ConsultationForm } from '@/components/forms/consultation-form'
import { HomeAbout } from '@/components/sections/home-about'
import { HomeContact } from '@/components/sections/home-contact'
import { HomeHeroProof } from '@/components/sections/home-hero-proof'
import { HomeCoverage } from '@/components/sections/home-coverage'
import { HomePortfolio } from '@/components/sections/home-portfolio'
import { HomePricing } from '@/components/sections/home-pricing'
import { HomeServices } from '@/components/sections/home-services'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { figures } from '@/content/figures'
import { homeHero } from '@/content/home'
import { seoPackages } from '@/content/packages'
import { getRoute } from '@/content/routes'
import { serviceJsonLd, websiteJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute('/'))

const packagesGridId = 'paket-grid'

export default function HomePage() {
  return (
    <>
      <PageHero
        id="beranda"
        badge={homeHero.badge}
        title={homeHero.title}
        highlight={homeHero.highlight}
        description={homeHero.description}
        actions={[
          { label: 'Konsultasi SEO Gratis', href: '/analisis-gratis', icon: 'search' },
          { label: 'Lihat Portofolio', href: '#portofolio' },
        ]}
        points={homeHero.trustBadges}
        aside={<HomeHeroProof />}
        stats={[
          { value: figures.clients, label: 'Klien' },
          { value: figures.satisfaction, label: 'Kepuasan' },
          { value: figures.support, label: 'Dukungan' },
        ]}
      />
      <HomeServices />
      <HomeCoverage packagesGridId={packagesGridId} />
      <HomePortfolio />
      <HomeAbout />
      <HomePricing gridId={packagesGridId} />
      <HomeContact form={<ConsultationForm />} />
      <JsonLd
        data={[
          websiteJsonLd(),
          serviceJsonLd({
            path: '/',
            name: 'Jasa SEO',
            description: getRoute('/').description,
            serviceType: 'Search Engine Optimization',
            packages: seoPackages,
          }),
        ]}
      />
    </>
  )
}
