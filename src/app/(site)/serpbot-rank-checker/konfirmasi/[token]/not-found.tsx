import { Section } from '@/components/sections/section'
import { ButtonLink } from '@/components/ui/button-link'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'
import { RANK_SIGNUP_SECTION } from '@/lib/rank-tracker'

/** An unknown, expired (48 hours) or deleted sign-up: say so, and offer to sign up again. */
export default function ConfirmTrackerNotFound() {
  const copy = rankSignupCopy.confirm
  return (
    <Section tone="muted" labelledBy="konfirmasi-title" className="min-h-[60vh]">
      <div className="mx-auto max-w-xl rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-10">
        <h1 id="konfirmasi-title" className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {copy.expiredTitle}
        </h1>
        <p className="mt-4 leading-relaxed text-ink-700">{copy.expired}</p>
        <ButtonLink href={RANK_SIGNUP_SECTION} size="lg" className="mt-8">
          {copy.signUpAgain}
        </ButtonLink>
      </div>
    </Section>
  )
}
