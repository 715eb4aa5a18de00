import { buttonClasses, type ButtonVariant } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import type { Download } from '@/content/downloads'
import { cn } from '@/lib/cn'

/** Buttons for files generated at build time; `download` saves them under their own file name. */
export function DownloadLinks({
  items,
  variant = 'outline',
  className,
}: {
  items: readonly Download[]
  variant?: ButtonVariant
  className?: string
}) {
  return (
    <ul className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={item.href}
            download={item.fileName}
            type="application/pdf"
            data-download={item.id}
            className={buttonClasses(variant, 'md', 'w-full sm:w-auto')}
          >
            <Icon name="download" className="size-5" />
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
