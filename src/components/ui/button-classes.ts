import type { ActionVariant } from '@/content/types'

export type ButtonVariant = ActionVariant
export type ButtonSize = 'sm' | 'md' | 'lg' | 'inline'

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  // Amber is the call-to-action colour across the site.
  primary: 'bg-accent-400 text-ink-950 shadow-sm hover:bg-accent-300 focus-visible:outline-accent-500',
  secondary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  outline: 'border border-ink-200 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-700',
  'outline-light': 'border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white',
  ghost: 'text-brand-700 hover:bg-brand-50',
  // WhatsApp green is reserved for WhatsApp links.
  whatsapp: 'bg-whatsapp text-ink-950 shadow-sm hover:bg-[#1fbd5a] focus-visible:outline-whatsapp-dark',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 py-2 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-sm sm:text-base',
  lg: 'min-h-12 px-6 py-3 text-base',
  /** Beside a text field on one line (the newsletter): md's height, a little less padding. */
  inline: 'min-h-11 px-4 py-2.5 text-sm sm:text-base',
}

/**
 * A button's classes joined as they are, for client islands: no tailwind-merge (~8 KB of JavaScript), so `extra`
 * may only add properties the variant and size leave alone (width, margin, shrink); button-classes.test.ts holds
 * the islands' extras to that. Server Components use buttonClasses (./button-link), which merges.
 */
export function joinButtonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ')
}
