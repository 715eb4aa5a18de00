import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import type { HeroAction } from './page-hero'

type CtaBandProps = { title: string; description: string; actions: readonly HeroAction[]; id?: string }

/** The closing call to action of a page. */
export function CtaBand({ title, description, actions, id }: CtaBandProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgba(255,255,255,0.18),transparent)]"
          />
          <h2
            id={headingId}
            className="relative mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href + action.label}
                href={action.href}
                external={action.external}
                size="lg"
                variant={action.variant ?? (index === 0 ? 'primary' : 'outline-light')}
              >
                {action.icon ? <Icon name={action.icon} className="size-5" /> : null}
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </Container>
    </section>
  )
}
