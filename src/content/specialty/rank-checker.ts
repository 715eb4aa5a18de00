import type { SpecialtyPage } from '../page-types'
import { contentLibrary } from '../schema/library'
import type { LinkAction } from '../types'
import { specialtyPage } from './pages'
import { contactLinks } from '@/content/contact-links'
import { rankTrackerMaxKeywords } from '../figures'

/**
 * Where tracking is not active (no SERP provider when the page was built), the sign-up section #mulai offers this
 * chat instead of the form; its message quotes the limit the server enforces.
 */
export const rankCheckerActions = {
  whatsapp: {
    label: 'Kirim via WhatsApp',
    ...contactLinks.whatsapp(
      'rank-start-whatsapp',
      `Halo Puncak Digital, saya ingin mulai tracking ranking gratis (hingga ${rankTrackerMaxKeywords} keyword) dengan SERPBot. Website saya: `,
    ),
    icon: 'rocket',
    external: true,
  },
} as const satisfies Record<string, LinkAction>

/**
 * /serpbot-rank-checker, laid out by the specialty page shell; its words are content/pages/serpbot-rank-checker.yaml.
 * The closing band #mulai is the sign-up section (src/components/sections/rank-tracker-signup.tsx), not a record
 * band.
 */
export const rankChecker = specialtyPage('rankCheckerPage', { faqName: 'faq-serpbot' })

/**
 * The page as built: `active`, a SERP provider is configured (read when the page is built), so the steps and the
 * FAQ describe the sign-up form; otherwise the file's "Bila cek ranking belum aktif": the WhatsApp way.
 */
export function rankCheckerFor(active: boolean): SpecialtyPage {
  const off = contentLibrary().specialtyPages.get('rankCheckerPage')?.trackingOff
  if (active || !off) return rankChecker
  const faq = rankChecker.faq!
  return {
    ...rankChecker,
    sections: rankChecker.sections.map((section) =>
      section.kind === 'steps'
        ? { ...section, title: off.stepsTitle, description: off.stepsDescription, steps: off.steps }
        : section,
    ),
    faq: {
      ...faq,
      items: faq.items.map((item) => (item.question === off.faqQuestion ? { ...item, answer: off.faqAnswer } : item)),
    },
  }
}
