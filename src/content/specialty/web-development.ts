import { totalStepDays } from '../schema/library'
import { pageBand, specialtyPage } from './pages'

/**
 * /jasa-pembuatan-website-indonesia, laid out by the specialty page shell; its words are
 * content/pages/jasa-pembuatan-website-indonesia.yaml. Each website type is an offer named "Website <type>" in the
 * structured data.
 */
export const webDevelopment = specialtyPage('webDevelopmentPage', {
  faqName: 'faq-website',
  offerName: (title) => `Website ${title}`,
})

/** What the company profile PDF shows of the page: its reasons, website types, process and inclusions. */
export const webDevelopmentParts = {
  reasons: pageBand(webDevelopment, 'alasan', 'cards').items,
  websiteTypes: pageBand(webDevelopment, 'jenis-website', 'offers').items,
  processSteps: pageBand(webDevelopment, 'proses', 'steps').steps,
  /** "19-36 hari", summed from the steps. */
  processDays: totalStepDays(pageBand(webDevelopment, 'proses', 'steps').steps),
  guarantee: pageBand(webDevelopment, 'investasi', 'investment').guarantee,
  inclusions: pageBand(webDevelopment, 'fitur-standar', 'checklists').groups,
}
