import 'server-only'
import { betterAuth } from 'better-auth'
import { admin, twoFactor } from 'better-auth/plugins'
import { site } from '@/content/site'
import type { AppDatabase } from '@/lib/db/client'
import { getDatabase } from '@/lib/db/client'
import type { Env } from '@/lib/db/config'
import { sharedSetting } from '@/lib/db/settings'
import { randomBytes } from 'node:crypto'

import { SESSION_COOKIE_PREFIX, SESSION_IDLE_SECONDS, sessionCookieName } from './session-cookie'

export const MIN_PASSWORD_LENGTH = 12

/**
 * Better Auth on the project's own Kysely connection (SQLite or PostgreSQL), tables from migration
 * 2026_11_202_staff_auth. No sign-up: accounts are made with `npm run leads -- user add`. Better Auth's own rate
 * limiter is off because login throttling (per account and per IP, 429 + Retry-After) lives in ./login.ts, on
 * the database, so it holds across instances.
 */
function buildAuth(database: AppDatabase, secret: string, env: Env) {
  const baseURL = (env.SITE_URL?.trim() || site.url).replace(/\/+$/, '')
  const https = baseURL.startsWith('https://')
  return betterAuth({
    appName: site.name,
    baseURL,
    secret,
    database: { db: database.db as never, type: database.dialect, transaction: false },
    user: { modelName: 'staff_user' },
    session: {
      modelName: 'staff_session',
      // Idle expiry: a session unused for 12 hours is gone; each use (at most every 5 minutes) pushes it on.
      expiresIn: SESSION_IDLE_SECONDS,
      // Sliding expiry: a session in use is extended at most every 5 minutes.
      updateAge: 5 * 60,
      // Every request reads the database, so `user disable` ends sessions at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      // Better Auth would prefix every cookie with __Secure-; the names are set here instead, so the session cookie
      // can carry __Host- under https (./session-cookie.ts) and the others keep the __Secure- names they had.
      useSecureCookies: false,
      cookies: cookieNames(https),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: https },
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    plugins: [
      admin({ defaultRole: 'staff', adminRoles: ['admin'] }),
      twoFactor({ issuer: site.name, schema: { twoFactor: { modelName: 'staff_two_factor' } } }),
    ],
  })
}

/** Better Auth's cookies by their names under https: the session __Host-, the rest __Secure- (plain on http). */
function cookieNames(https: boolean) {
  const secure = (name: string) => ({ name: `${https ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.${name}` })
  return {
    session_token: { name: sessionCookieName(https) },
    ...Object.fromEntries(
      ['session_data', 'account_data', 'dont_remember', 'two_factor', 'trust_device', 'admin_session'].map((name) => [
        name,
        secure(name),
      ]),
    ),
  }
}

export type StaffAuth = ReturnType<typeof buildAuth>

/** BETTER_AUTH_SECRET, else a secret generated once and shared by every instance through the database. */
async function authSecret(database: AppDatabase, env: Env): Promise<string> {
  const fromEnv = env.BETTER_AUTH_SECRET?.trim()
  if (fromEnv) return fromEnv
  return sharedSetting(database, 'better_auth_secret', () => randomBytes(32).toString('base64url'))
}

const cache = new WeakMap<AppDatabase, Promise<StaffAuth>>()

/** The Better Auth instance for a database (the server's, or a test's / the command's own). */
export function authFor(database: AppDatabase, env: Env = process.env): Promise<StaffAuth> {
  let pending = cache.get(database)
  if (!pending) {
    pending = authSecret(database, env).then((secret) => buildAuth(database, secret, env))
    cache.set(database, pending)
    pending.catch(() => cache.delete(database))
  }
  return pending
}

export async function getAuth(): Promise<StaffAuth> {
  return authFor(await getDatabase())
}
