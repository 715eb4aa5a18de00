import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CaseStudyDetail } from '@/components/sections/case-study-cards'
import { CtaBand } from '@/components/sections/cta-band'
import { IndustryCards } from '@/components/sections/industry-cards'
import { PageHero } from '@/components/sections/page-hero'
import { PortfolioHeroStats } from '@/components/sections/portfolio-hero-stats'
import { PortfolioDownload } from '@/components/sections/portfolio-download'
import { Section, SectionHeading } from '@/components/sections/section'
import { caseStudies } from '@/content/case-studies'
import { industries } from '@/content/industries'
import { portfolioIntro, portfolioStats, portfolioWhatsappText } from '@/content/portfolio'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'
import { contactLinks } from '@/content/contact-links'

export const metadata = buildMetadata(getRoute('/portfolio'))

const whatsappAction = {
  label: 'Diskusi via WhatsApp',
  href: contactLinks.whatsapp(portfolioWhatsappText),
  external: true,
  variant: 'whatsapp',
} as const

export default function PortfolioPage() {
  return (
    <>
      <Breadcrumbs path="/portfolio" />
      <PageHero
        {...portfolioIntro}
        actions={[{ label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' }, whatsappAction]}
        aside={<PortfolioHeroStats stats={portfolioStats} />}
      />
      <Section id="studi-kasus" labelledBy="studi-kasus-title">
        <SectionHeading
          id="studi-kasus-title"
          eyebrow="Studi Kasus"
          title="Dari Tidak Terlihat ke Halaman Pertama"
          description="Setiap proyek dimulai dari masalah yang berbeda. Berikut cara kami menyelesaikannya dan hasil yang dicapai."
        />
        <div className="space-y-10">
          {caseStudies.map((study) => (
            <CaseStudyDetail key={study.id} study={study} />
          ))}
        </div>
      </Section>
      <Section id="industri" tone="muted" labelledBy="industri-title">
        <SectionHeading
          id="industri-title"
          eyebrow="Industri"
          title="Berpengalaman di Berbagai Industri"
          description="Setiap industri punya pola pencarian sendiri. Pengalaman lintas sektor membuat strategi kami lebih cepat tepat sasaran."
        />
        <IndustryCards items={industries} />
      </Section>
      <PortfolioDownload />
      <CtaBand
        title="Bisnis Anda Bisa Jadi Studi Kasus Berikutnya"
        description="Mulai dengan analisis SEO gratis: kami tunjukkan posisi Anda sekarang, celah kompetitor, dan target yang realistis."
        actions={[{ label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' }, whatsappAction]}
      />
    </>
  )
}
