import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Join class names (strings, falsy values, arrays, `{ class: condition }` objects) and let a later Tailwind
 * utility override an earlier one of the same kind, so `buttonClasses('primary', 'md', 'px-4')` really gets
 * px-4. tailwind-merge 3 reads any non-size value after `text-`, `bg-`, `ring-`… as a colour, which covers the
 * theme's own names (ink-*, brand-*, accent-*, whatsapp) without extra configuration; cn.test.ts holds it to that.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
