import { ButtonLink, type ButtonVariant } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'
import type { HeroAction } from './page-hero'

type ActionButtonsProps = {
  actions: readonly HeroAction[]
  /** Variant of the buttons after the first, unless an action sets its own. */
  secondaryVariant?: ButtonVariant
  className?: string
}

/** A row of call-to-action buttons: the first is the amber primary, the rest secondary. */
export function ActionButtons({ actions, secondaryVariant = 'outline', className }: ActionButtonsProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href + action.label}
          href={action.href}
          external={action.external}
          size="lg"
          variant={action.variant ?? (index === 0 ? 'primary' : secondaryVariant)}
        >
          {action.icon ? <Icon name={action.icon} className="size-5" /> : null}
          {action.label}
          {action.external ? <span className="sr-only"> (membuka tab baru)</span> : null}
        </ButtonLink>
      ))}
    </div>
  )
}
