import { describe, expect, it } from 'vitest'
import { analysisFormConfig, consultationFormConfig, contactFormConfig } from '@/components/forms/form-config'
import { buttonClasses } from './button-link'
import { joinButtonClasses, type ButtonSize, type ButtonVariant } from './button-classes'

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'outline-light', 'ghost', 'whatsapp']
const sizes: ButtonSize[] = ['sm', 'md', 'lg', 'inline']
const options = { permalink: '/contact', restartHref: '/analisis-gratis' }

/*
 * Client islands join button classes without tailwind-merge. That is only right while their extra classes touch
 * nothing the variant or size sets: the joined list must then be exactly what the merging version gives.
 */
describe('joinButtonClasses (client islands)', () => {
  const islandExtras = [
    ...[analysisFormConfig(options), contactFormConfig(options), consultationFormConfig(options)].map(
      (config) => config.submitClassName,
    ),
    'shrink-0', // newsletter submit
    'mt-3 w-full', // success panel: audit report link
  ]

  it.each(islandExtras)('"%s" adds to every variant and size without a conflict', (extra) => {
    for (const variant of variants)
      for (const size of sizes)
        expect(joinButtonClasses(variant, size, extra).split(' ').sort()).toEqual(
          buttonClasses(variant, size, extra).split(' ').sort(),
        )
  })

  it('would let a conflicting extra through, which is why islands must not pass one', () => {
    expect(joinButtonClasses('primary', 'md', 'px-4')).toContain('px-5')
    expect(buttonClasses('primary', 'md', 'px-4')).not.toContain('px-5')
  })
})
