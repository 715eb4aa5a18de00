import type { Metadata } from 'next'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { trackerDeletedCopy } from '@/content/rank-tracker'
import { RANK_SIGNUP_SECTION } from '@/lib/rank-tracker'

// Where "stop tracking" lands once the tracker and its history are gone: it names no tracker, so it is static.
export const metadata: Metadata = { title: trackerDeletedCopy.title, robots: { index: false, follow: false } }

export default function TrackerDeletedPage() {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-3xl font-extrabold text-ink-900">{trackerDeletedCopy.title}</h1>
      <p role="status" className="mt-4 text-lg text-ink-700">
        {trackerDeletedCopy.text}
      </p>
      <ButtonLink href={RANK_SIGNUP_SECTION} className="mt-8">
        {trackerDeletedCopy.action}
      </ButtonLink>
    </Container>
  )
}
