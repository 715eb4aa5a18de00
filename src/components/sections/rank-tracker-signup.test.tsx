import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { rankCheckerFor } from '@/content/specialty/rank-checker'
import { RankTrackerSignup } from './rank-tracker-signup'

/*
 * The sign-up band where no SERP provider was configured at build time (the page with the form is checked in
 * tests/build/rank-tracker-signup.test.ts): no form, a plain statement, the WhatsApp chat instead.
 */
describe('RankTrackerSignup without a provider', () => {
  const html = renderToStaticMarkup(<RankTrackerSignup active={false} />)

  it('says tracking is not active yet and offers WhatsApp instead of the form', () => {
    expect(html).toContain('id="mulai"')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('name="keywords"')
    expect(html).toContain('Pemantauan otomatis belum aktif')
    const whatsapp = html.match(/href="(https:\/\/wa\.me\/[^"]+)"/)
    expect(whatsapp?.[1]).toContain(site.whatsapp.replace(/\D/g, ''))
    expect(html).toContain('Kirim via WhatsApp')
  })

  it('shows the form where tracking is active', () => {
    const active = renderToStaticMarkup(<RankTrackerSignup active />)
    expect(active).toContain('name="keywords"')
    expect(active).not.toContain('belum aktif')
  })
})

describe('the page record by tracking state', () => {
  const stepsOf = (active: boolean) =>
    JSON.stringify(rankCheckerFor(active).sections.find((section) => section.kind === 'steps'))
  const faqOf = (active: boolean) => JSON.stringify(rankCheckerFor(active).faq?.items)

  it('describes the form and the confirmation mail where tracking is active, WhatsApp where it is not', () => {
    expect(stepsOf(true)).toContain('Konfirmasi dari e-mail')
    expect(stepsOf(true)).not.toContain('WhatsApp')
    expect(faqOf(true)).toContain('tautan konfirmasi')
    expect(stepsOf(false)).toContain('WhatsApp')
    expect(faqOf(false)).toContain('WhatsApp')
    expect(rankCheckerFor(false).faq?.items).toHaveLength(6)
  })
})
