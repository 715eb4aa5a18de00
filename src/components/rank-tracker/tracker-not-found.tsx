import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { trackerNotFoundCopy } from '@/content/rank-tracker'
import { RANK_SIGNUP_SECTION } from '@/lib/rank-tracker'

/** An unknown or deleted tracker behind a token address (the tracker page, the unsubscribe page): 404. */
export function TrackerNotFound() {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-3xl font-extrabold text-ink-900">{trackerNotFoundCopy.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{trackerNotFoundCopy.text}</p>
      <ButtonLink href={RANK_SIGNUP_SECTION} className="mt-8">
        {trackerNotFoundCopy.action}
      </ButtonLink>
    </Container>
  )
}
