import { getImageProps } from 'next/image'
import { Badge } from '@/components/ui/badge'
import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import { InlineSvg } from '@/components/ui/inline-svg'
import type { CaseStudy, CaseStudyResults } from '@/content/types'
import { cn } from '@/lib/cn'
import { ResultsChart } from './results-chart'
import { TestimonialCard } from './testimonial-cards'

const resultLabels: Record<keyof CaseStudyResults, string> = {
  ranking: 'Posisi Google',
  traffic: 'Traffic organik',
  conversion: 'Konversi',
  keywords: 'Kata kunci halaman 1',
}

/** A photo through Next's image optimizer, as a plain <img> (next/image's client component would add a chunk). */
const photo = (src: string) =>
  getImageProps({
    src,
    width: 640,
    height: 360,
    alt: '',
    loading: 'lazy',
    sizes: '(min-width: 1024px) 600px, 100vw',
    className: 'block aspect-video h-auto w-full object-cover',
  }).props

/**
 * The case study's own illustration: an SVG is inlined into the page (see InlineSvg), ids prefixed with the study's;
 * a photo uploaded through the editor (PNG, JPG, WebP) is an image of the same 16:9 frame, loaded lazily.
 */
function CaseStudyImage({ study, className }: { study: CaseStudy; className?: string }) {
  const alt = `Ilustrasi proyek ${study.clientName}: halaman hasil pencarian Google dengan situs klien di posisi teratas`
  if (!study.image.endsWith('.svg'))
    return (
      <div className={cn('overflow-hidden rounded-xl bg-ink-50', className)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps */}
        <img {...photo(study.image)} alt={alt} />
      </div>
    )
  return (
    <InlineSvg
      src={study.image}
      alt={alt}
      idPrefix={study.id}
      className={cn('overflow-hidden rounded-xl bg-ink-50', className)}
    />
  )
}

function CaseStudyResultsList({ results, className }: { results: CaseStudyResults; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3', className)}>
      {(Object.keys(resultLabels) as (keyof CaseStudyResults)[]).map((key) => (
        <div key={key} className="flex flex-col rounded-xl bg-brand-50 px-4 py-3">
          <dt className="text-xs font-semibold text-ink-600">{resultLabels[key]}</dt>
          <dd className="order-first text-2xl font-extrabold tracking-tight text-brand-700">{results[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

function StudyMeta({ study }: { study: CaseStudy }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="brand">{study.industry}</Badge>
      <span className="inline-flex items-center gap-1 text-sm text-ink-600">
        <Icon name="calendar" className="size-4" />
        <span className="sr-only">Durasi: </span>
        {study.duration}
      </span>
    </div>
  )
}

/** Compact card for the home page: picture, headline results and a link to the full story. */
export function CaseStudySummaryCards({ items }: { items: readonly CaseStudy[] }) {
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {items.map((study) => (
        <li
          key={study.id}
          className="flex flex-col rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6"
          data-case-study={study.id}
        >
          <CaseStudyImage study={study} />
          <div className="mt-5">
            <StudyMeta study={study} />
          </div>
          <h3 className="mt-3 text-xl font-bold">{study.clientName}</h3>
          <p className="mt-2 line-clamp-3 leading-relaxed text-ink-600">{study.description}</p>
          <CaseStudyResultsList results={study.results} className="mt-5 sm:grid-cols-4" />
          <a
            href={`/portfolio#${study.id}`}
            className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 hover:text-brand-800"
          >
            Baca studi kasus lengkap<span className="sr-only">: {study.clientName}</span>
            <Icon name="arrow-right" className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Full case study for /portfolio: story, results with a chart, achievements and the client's words. */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    <article
      id={study.id}
      aria-labelledby={`${study.id}-title`}
      data-case-study={study.id}
      className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <CaseStudyImage study={study} />
          <div className="mt-6 rounded-2xl border border-ink-100 p-4">
            <ResultsChart study={study} />
          </div>
        </div>
        <div className="lg:col-span-7">
          <StudyMeta study={study} />
          <h3 id={`${study.id}-title`} className="mt-3 text-2xl font-extrabold tracking-tight">
            {study.clientName}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-700">{study.description}</p>
          <CaseStudyResultsList results={study.results} className="mt-6 sm:grid-cols-4" />
          <h4 className="mt-7 font-bold text-ink-900">Pencapaian</h4>
          <CheckList items={study.achievements} className="mt-3 text-ink-700" />
          <TestimonialCard testimonial={study.testimonial} className="mt-7" />
        </div>
      </div>
    </article>
  )
}
