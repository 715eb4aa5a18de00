import { ConfirmCard } from '@/components/rank-tracker/confirm-card'
import { ButtonLink } from '@/components/ui/button-link'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'
import { RANK_SIGNUP_SECTION } from '@/lib/rank-tracker'

/** An unknown, expired (48 hours) or deleted sign-up: say so, and offer to sign up again. */
export default function ConfirmTrackerNotFound() {
  const copy = rankSignupCopy.confirm
  return (
    <ConfirmCard title={copy.expiredTitle}>
      <p className="mt-4 leading-relaxed text-ink-700">{copy.expired}</p>
      <ButtonLink href={RANK_SIGNUP_SECTION} size="lg" className="mt-8">
        {copy.signUpAgain}
      </ButtonLink>
    </ConfirmCard>
  )
}
