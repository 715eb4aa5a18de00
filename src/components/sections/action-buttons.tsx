import { ButtonLink, type ButtonVariant } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import type { LinkAction } from '@/content/types'
import { cn } from '@/lib/cn'

type ActionButtonsProps = {
  actions: readonly LinkAction[]
  /** Variant of the buttons after the first, unless an action sets its own. */
  secondaryVariant?: ButtonVariant
  className?: string
}

/**
 * A row of call-to-action buttons (heroes, closing bands, panels): the first is the amber primary, the rest
 * secondary. Rendered through ButtonLink, so a WhatsApp button that opens a new tab says so.
 */
export function ActionButtons({ actions, secondaryVariant = 'outline', className }: ActionButtonsProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href + action.label}
          href={action.href}
          ping={action.ping}
          external={action.external}
          size="lg"
          variant={action.variant ?? (index === 0 ? 'primary' : secondaryVariant)}
        >
          {action.icon ? <Icon name={action.icon} className="size-5" /> : null}
          {action.label}
        </ButtonLink>
      ))}
    </div>
  )
}
