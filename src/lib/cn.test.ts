import { describe, expect, it } from 'vitest'
import { buttonClasses } from '@/components/ui/button-link'
import { cn } from '@/lib/cn'

describe('cn', () => {
  it('skips falsy values and joins the rest', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2', { italic: false, 'font-bold': true })).toBe(
      'flex gap-2 font-bold',
    )
  })

  it('lets an override passed to buttonClasses win over the base padding', () => {
    const classes = buttonClasses('primary', 'md', 'min-h-11 shrink-0 rounded-xl px-4').split(' ')
    expect(classes).toContain('px-4')
    expect(classes).not.toContain('px-5')
    // Padding on the other axis and the responsive text size are different utilities: both stay.
    expect(classes).toEqual(expect.arrayContaining(['py-2.5', 'text-sm', 'sm:text-base', 'rounded-xl']))
  })

  it('treats the theme colours as colours: a later one replaces the earlier, a size next to it stays', () => {
    expect(cn('text-ink-900', 'text-white')).toBe('text-white')
    expect(cn('text-lg text-ink-900')).toBe('text-lg text-ink-900')
    expect(cn('bg-brand-600 hover:bg-brand-700', 'bg-whatsapp')).toBe('hover:bg-brand-700 bg-whatsapp')
    expect(cn('text-accent-400', 'text-brand-50')).toBe('text-brand-50')
    expect(cn('focus-visible:outline-accent-500', 'focus-visible:outline-whatsapp-dark')).toBe(
      'focus-visible:outline-whatsapp-dark',
    )
    expect(cn('ring-2 ring-brand-600', 'ring-ink-100')).toBe('ring-2 ring-ink-100')
  })

  it('keeps utilities of different kinds that share a prefix', () => {
    expect(cn('text-center text-sm text-ink-600')).toBe('text-center text-sm text-ink-600')
    expect(cn('border border-ink-200', 'border-brand-600')).toBe('border border-brand-600')
    expect(cn('w-full sm:w-auto', 'sm:w-1/2')).toBe('w-full sm:w-1/2')
  })
})
