import { contentLibrary, growthPercent } from './schema/library'
import type { CaseStudy } from './types'

export { growthPercent }

const library = contentLibrary()

/**
 * Client case studies shown on the home page, /portfolio and in the portfolio PDF: content/case-studies/ (the
 * editor's "Studi kasus"), in the order set there. Client names are anonymised brand names; results are the
 * figures reported to each client, and each study's achievements quote them.
 */
export const caseStudies: readonly CaseStudy[] = library.caseStudies.map(({ slug, record }) => ({
  id: slug,
  clientName: record.clientName,
  industry: record.industry,
  duration: record.duration,
  image: record.image,
  results: record.results,
  description: record.description,
  achievements: record.achievements,
  testimonial: record.testimonial,
}))

/** The case studies shown on the home page (spec section 3): those ticked "Tampil di beranda". */
export const homeCaseStudyIds: readonly string[] = library.caseStudies
  .filter(({ record }) => record.onHome)
  .map(({ slug }) => slug)

function getCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}

/** Case studies by id, in the given order; throws on an unknown id so a typo fails the build. */
export function getCaseStudies(ids: readonly string[]): CaseStudy[] {
  return ids.map((id) => {
    const study = getCaseStudy(id)
    if (!study) throw new Error(`Unknown case study "${id}"`)
    return study
  })
}
