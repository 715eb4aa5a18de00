import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { joinButtonClasses, type ButtonSize, type ButtonVariant } from './button-classes'
import { SiteLink, type SiteLinkProps } from './site-link'

export type { ButtonSize, ButtonVariant }

/**
 * A button's classes; a later utility in `className` overrides the variant's or size's own (tailwind-merge).
 * Server Components use this; client islands use joinButtonClasses (./button-classes), which leaves
 * tailwind-merge out of the browser bundle.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(joinButtonClasses(variant, size), className)
}

type ButtonLinkProps = SiteLinkProps & {
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

/** A link styled as a button; a SiteLink underneath, so it is a plain anchor and announces a new tab. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <SiteLink className={buttonClasses(variant, size, className)} {...props} />
}
