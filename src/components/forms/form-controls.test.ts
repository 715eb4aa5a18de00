import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { controlClasses, controlExtras } from './form-controls'

/*
 * The form controls join their classes without tailwind-merge (it stays out of the browser bundle). That is right
 * only while no two parts set the same property: for every control, with and without an error, merging must not
 * drop a single class (when it would, the stylesheet's order, not the code, decides which one shows).
 */
describe('form control classes', () => {
  it.each(Object.entries(controlExtras))('%s: base, state and extras never set the same property', (_name, extra) => {
    for (const error of [undefined, 'Wajib diisi.']) {
      const joined = controlClasses(error, extra)
      expect(twMerge(joined).split(' ').sort()).toEqual(joined.split(' ').sort())
    }
  })

  it('shows an error on a pale red background instead of white', () => {
    expect(controlClasses('Wajib diisi.').split(' ')).toContain('bg-red-50/40')
    expect(controlClasses('Wajib diisi.').split(' ')).not.toContain('bg-white')
    expect(controlClasses(undefined).split(' ')).toContain('bg-white')
  })
})
