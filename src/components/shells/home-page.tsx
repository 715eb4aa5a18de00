import { WithIconSprite } from '@/components/layout/site-shell'
import type { ReactNode } from 'react'
import { HomeAbout } from '@/components/sections/home-about'
import { HomeContact } from '@/components/sections/home-contact'
import { HomeCoverage } from '@/components/sections/home-coverage'
import { HomeHeroProof } from '@/components/sections/home-hero-proof'
import { HomePortfolio } from '@/components/sections/home-portfolio'
import { HomePricing } from '@/components/sections/home-pricing'
import { HomeServices } from '@/components/sections/home-services'
import { JsonLd } from '@/components/sections/json-ld'
import { RecordHero } from '@/components/sections/page-hero'
import type { HomePage } from '@/content/page-types'
import { getRoute } from '@/content/routes'
import { serviceJsonLd, websiteJsonLd } from '@/lib/json-ld'

/**
 * The home page's composition, in the spec's order of anchors: beranda (hero with the case-study proof),
 * layanan, seo-indonesia, portofolio, tentang, paket, kontak; then WebSite and Service JSON-LD.
 */
export function HomePageShell({ page, form }: { page: HomePage; form: ReactNode }) {
  return (
    <WithIconSprite>
      <RecordHero id={page.id} hero={page.hero} aside={<HomeHeroProof />} />
      <HomeServices />
      <HomeCoverage packagesGridId={page.packagesGridId} />
      <HomePortfolio />
      <HomeAbout />
      <HomePricing gridId={page.packagesGridId} />
      <HomeContact form={form} />
      <JsonLd
        data={[
          websiteJsonLd(),
          serviceJsonLd({
            path: page.path,
            name: page.service.name,
            description: getRoute(page.path).description,
            serviceType: page.service.serviceType,
            packages: page.service.packages,
          }),
        ]}
      />
    </WithIconSprite>
  )
}
