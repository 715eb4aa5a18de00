import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { getCaseStudies, homeCaseStudyIds } from '@/content/case-studies'
import { homeSections } from '@/content/home'
import { homeTestimonials } from '@/content/testimonials'
import { CaseStudySummaryCards } from './case-study-cards'
import { Section, SectionHeading } from './section'
import { TestimonialCards } from './testimonial-cards'

export function HomePortfolio() {
  return (
    <Section id="portofolio" tone="muted" labelledBy="portofolio-title">
      <SectionHeading
        id="portofolio-title"
        eyebrow={homeSections.portfolio.eyebrow}
        title={homeSections.portfolio.title}
        description={homeSections.portfolio.description}
      />
      <CaseStudySummaryCards items={getCaseStudies(homeCaseStudyIds)} />
      <div className="mt-10 text-center">
        <ButtonLink href="/portfolio" variant="outline" size="lg">
          Lihat Semua Studi Kasus
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>

      <h3 id="testimoni" className="mt-20 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {homeSections.portfolio.testimonialsTitle}
      </h3>
      <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-lg text-ink-600">
        {homeSections.portfolio.testimonialsDescription}
      </p>
      <TestimonialCards items={homeTestimonials} />
    </Section>
  )
}
