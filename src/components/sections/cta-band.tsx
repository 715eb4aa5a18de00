import { Container } from '@/components/ui/container'
import type { LinkAction } from '@/content/types'
import { ActionButtons } from './action-buttons'

type CtaBandProps = { title: string; description: string; actions: readonly LinkAction[]; id?: string }

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
          <ActionButtons actions={actions} secondaryVariant="outline-light" className="relative mt-8 justify-center" />
        </div>
      </Container>
    </section>
  )
}
