import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import type { ContactMethod } from '@/content/page-types'
import { cn } from '@/lib/cn'

function MethodIcon({ icon }: { icon: ContactMethod['icon'] }) {
  return icon === 'whatsapp' ? <WhatsappIcon className="size-6" /> : <Icon name={icon} className="size-6" />
}

/** Lets a long e-mail address wrap after the "@" instead of mid-domain in narrow cards. */
function Breakable({ text }: { text: string }) {
  const at = text.indexOf('@')
  if (at === -1) return text
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}

/** Cards for each way to reach the team (phone, e-mail, office, chat), each with a working link. */
export function ContactMethods({ methods, className }: { methods: readonly ContactMethod[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {methods.map((method) => (
        <li key={method.id} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <span
            className={cn(
              'inline-flex size-12 items-center justify-center rounded-xl',
              method.icon === 'whatsapp' ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            <MethodIcon icon={method.icon} />
          </span>
          <h3 className="mt-5 text-lg font-bold">{method.title}</h3>
          <p className="mt-1 font-semibold break-words text-ink-900">
            <Breakable text={method.value} />
          </p>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{method.description}</p>
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-5">
            {method.href ? (
              <SiteLink
                href={method.href}
                ping={method.ping}
                external={method.external}
                className="inline-flex min-h-8 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
              >
                {method.linkLabel ?? 'Hubungi'}
                <Icon name="arrow-right" className="size-4" />
              </SiteLink>
            ) : null}
            {method.secondary ? (
              <SiteLink
                href={method.secondary.href}
                ping={method.secondary.ping}
                external={method.secondary.external}
                className="inline-flex min-h-8 items-center gap-1.5 font-semibold text-emerald-700 hover:underline"
              >
                {method.secondary.label}
              </SiteLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
