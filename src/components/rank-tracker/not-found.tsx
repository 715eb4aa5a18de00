import { NotFoundBand } from '@/components/sections/not-found-band'
import { trackerNotFoundCopy } from '@/content/rank-tracker'
import { RANK_SIGNUP_SECTION } from '@/lib/rank-tracker'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'

const home = { label: 'Kembali ke Beranda', href: '/' }

/** An unknown or deleted tracker (after "Berhenti memantau"): say so, and offer a new one. */
export function TrackerNotFound() {
  return (
    <NotFoundBand
      title={trackerNotFoundCopy.title}
      actions={[{ label: trackerNotFoundCopy.action, href: RANK_SIGNUP_SECTION }, home]}
    >
      <p>{trackerNotFoundCopy.text}</p>
    </NotFoundBand>
  )
}

/** An unknown, expired (48 hours) or deleted sign-up: say so, and offer to sign up again. */
export function ConfirmNotFound() {
  const copy = rankSignupCopy.confirm
  return (
    <NotFoundBand title={copy.expiredTitle} actions={[{ label: copy.signUpAgain, href: RANK_SIGNUP_SECTION }, home]}>
      <p>{copy.expired}</p>
    </NotFoundBand>
  )
}
