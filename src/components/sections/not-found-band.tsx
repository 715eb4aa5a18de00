import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'

type NotFoundAction = { label: string; href: string }

/**
 * The site's 404 look: the large "404", the heading, why, and the ways on (the first a filled button). /tidak-ada
 * (app/not-found.tsx) and the private pages whose address leads nowhere (an unknown or deleted tracker, sign-up
 * confirmation or audit report) share it, each with its own words.
 */
export function NotFoundBand({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions: readonly [NotFoundAction, ...NotFoundAction[]]
}) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-3 max-w-md text-ink-600">{children}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {actions.map((action, index) => (
          <ButtonLink key={action.href} href={action.href} variant={index === 0 ? 'secondary' : 'outline'}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </Container>
  )
}
