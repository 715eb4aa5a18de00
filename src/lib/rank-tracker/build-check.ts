import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { logger } from '@/lib/log'
import { readRankConfig } from './config'

/*
 * /serpbot-rank-checker is prerendered: whether its closing band shows the sign-up form is decided when the site is
 * built (SERP_PROVIDER set for `npm run build`). A server started with tracking on over a page built without it
 * tracks nothing anyone can sign up for; one started without it over a page built with it answers every sign-up
 * with 503. Either way the server says so: an error in the log at start, and /api/health reports it.
 */

/** The marker the sign-up band carries (components/sections/rank-tracker-signup.tsx). */
const SIGNUP_BUILD_ATTRIBUTE = 'data-rank-signup'

export type SignupBuildMismatch =
  /** SERP_PROVIDER is set now, but the page was built without the form. */
  | 'built-without-form'
  /** The page was built with the form, but SERP_PROVIDER is unset now. */
  | 'form-without-provider'

/**
 * Whether the prerendered page holds the sign-up form, read from the build (`<distDir>/server/app`, the same in
 * the standalone folder); null when there is no such page to read (`next dev`, a lead server without a build).
 */
export function builtWithSignupForm(distDir: string = process.env.NEXT_DIST_DIR || '.next'): boolean | null {
  let html: string
  try {
    html = fs.readFileSync(
      path.resolve(/*turbopackIgnore: true*/ distDir, 'server/app/serpbot-rank-checker.html'),
      'utf8',
    )
  } catch {
    return null
  }
  const marker = html.match(new RegExp(`${SIGNUP_BUILD_ATTRIBUTE}="(on|off)"`))
  return marker ? marker[1] === 'on' : null
}

export function signupBuildMismatch(trackingOn: boolean, builtWithForm: boolean | null): SignupBuildMismatch | null {
  if (builtWithForm === null || trackingOn === builtWithForm) return null
  return trackingOn ? 'built-without-form' : 'form-without-provider'
}

const explanations: Record<SignupBuildMismatch, string> = {
  'built-without-form':
    'SERP_PROVIDER is set, but /serpbot-rank-checker was built without it: visitors see no sign-up form. ' +
    'Build again with SERP_PROVIDER (and its key) set, as for the server.',
  'form-without-provider':
    '/serpbot-rank-checker was built with the sign-up form, but SERP_PROVIDER is not set: every sign-up is ' +
    'refused with 503. Set SERP_PROVIDER for the server as for the build, or build again without it.',
}

let checked: { mismatch: SignupBuildMismatch | null } | null = null

/** The mismatch between this build and this server's settings, checked once per process (logged as an error). */
export function checkSignupBuild(): SignupBuildMismatch | null {
  if (checked) return checked.mismatch
  const mismatch = signupBuildMismatch(Boolean(readRankConfig().provider), builtWithSignupForm())
  checked = { mismatch }
  if (mismatch) logger.error({ event: 'rank_signup_build_mismatch', mismatch }, explanations[mismatch])
  return mismatch
}
