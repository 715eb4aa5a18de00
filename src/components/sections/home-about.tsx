import { Icon } from '@/components/ui/icon'
import { homeAbout, homeSections, reasons } from '@/content/home'
import { FeatureCards } from './feature-cards'
import { Section, SectionHeading } from './section'
import { StatsBand } from './stats-band'

/** The `tentang` section: who we are, the numbers, mission and vision, and eight reasons to choose us. */
export function HomeAbout() {
  return (
    <Section id="tentang" labelledBy="tentang-title">
      <div className="grid gap-10 lg:grid-cols-12 lg:items-start">
        <div className="lg:col-span-7">
          <SectionHeading
            id="tentang-title"
            eyebrow={homeSections.about.eyebrow}
            title={homeSections.about.title}
            align="left"
            className="mb-6 sm:mb-6"
          />
          {homeAbout.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="space-y-4 lg:col-span-5">
          <div className="rounded-2xl bg-ink-900 p-6 text-ink-100">
            <h3 className="flex items-center gap-2 text-lg font-bold text-white">
              <Icon name="target" className="size-5 text-accent-400" />
              Misi
            </h3>
            <p className="mt-2 leading-relaxed">{homeAbout.mission}</p>
          </div>
          <div className="rounded-2xl bg-brand-700 p-6 text-brand-50">
            <h3 className="flex items-center gap-2 text-lg font-bold text-white">
              <Icon name="eye" className="size-5 text-accent-300" />
              Visi
            </h3>
            <p className="mt-2 leading-relaxed">{homeAbout.vision}</p>
          </div>
        </div>
      </div>
      <StatsBand stats={homeAbout.stats} className="mt-12" />
      <h3 className="mt-16 mb-8 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {homeSections.about.reasonsTitle}
      </h3>
      <FeatureCards items={reasons} columns={4} />
    </Section>
  )
}
