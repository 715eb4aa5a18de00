import { Icon } from '@/components/ui/icon'
import { getCaseStudies, homeCaseStudyIds } from '@/content/case-studies'

/** Hero side card: the home case studies' headline results, so the first screen carries proof. */
export function HomeHeroProof() {
  const studies = getCaseStudies(homeCaseStudyIds)
  return (
    // On phones the card would push the page down; they see the same figures in #portofolio.
    <div className="hidden rounded-3xl bg-white/5 p-6 ring-1 ring-white/15 ring-inset sm:p-8 lg:block">
      <p className="flex items-center gap-2 text-sm font-semibold text-accent-300">
        <Icon name="trending-up" className="size-4" />
        Hasil klien kami
      </p>
      <ul className="mt-5 space-y-4">
        {studies.map((study) => (
          <li key={study.id} className="rounded-2xl bg-ink-950/60 p-4 ring-1 ring-white/10 ring-inset">
            <div className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-bold text-white">{study.clientName}</p>
                <p className="text-sm text-ink-300">
                  {study.industry} · {study.duration}
                </p>
              </div>
              <p className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-sm font-extrabold text-ink-950">
                <span className="sr-only">Posisi Google: </span>
                {study.results.ranking}
              </p>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                { label: 'Traffic', value: study.results.traffic },
                { label: 'Konversi', value: study.results.conversion },
                { label: 'Kata kunci', value: study.results.keywords },
              ].map((item) => (
                <div key={item.label} className="flex flex-col rounded-xl bg-white/5 px-2 py-2.5">
                  <dt className="text-xs text-ink-300">{item.label}</dt>
                  <dd className="order-first text-lg font-extrabold text-white">{item.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <a
        href="#portofolio"
        className="mt-5 inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-400"
      >
        Lihat studi kasusnya
        <Icon name="arrow-right" className="size-4" />
      </a>
    </div>
  )
}
