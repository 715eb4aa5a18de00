import { z } from 'zod'

/*
 * Value rules for environment settings. Each takes the raw string (or undefined) and gives the typed value or a
 * zod issue whose message completes "NAME: …". An empty or blank value counts as unset, as in a `.env` file
 * where the line is left as `NAME=`.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value

/** A whole number ≥ min; unset → fallback. "5 ", "05" are fine; "5k", "-1", "1.5", "abc" are not. */
export function integer(fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback
        const parsed = /^\d+$/.test(value) ? Number(value) : NaN
        if (!(parsed >= min && parsed <= max)) {
          const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`
          ctx.addIssue({ code: 'custom', message: `must be a whole number, ${range}` })
          return z.NEVER
        }
        return parsed
      }),
  )
}

/** on/off switch; unset → fallback. */
export function toggle(fallback: boolean) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback
        if (/^(1|true|on|yes)$/i.test(value)) return true
        if (/^(0|false|off|no)$/i.test(value)) return false
        ctx.addIssue({ code: 'custom', message: 'must be on or off (true/false, 1/0, yes/no also work)' })
        return z.NEVER
      }),
  )
}

export function text() {
  return z.preprocess(blankToUndefined, z.string().optional())
}

/** An absolute URL with one of `protocols` (e.g. ['http:', 'https:']). */
export function absoluteUrl(protocols: readonly string[], hint: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .refine((value) => {
        if (value === undefined) return true
        try {
          const url = new URL(value)
          return protocols.includes(url.protocol) && url.hostname !== ''
        } catch {
          return false
        }
      }, `must be an absolute URL (${hint})`),
  )
}

/** The public origin: an absolute http(s) URL without query or fragment; kept without its trailing slash. */
export function siteUrl() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined
        let url: URL
        try {
          url = new URL(value)
        } catch {
          url = new URL('invalid:')
        }
        if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.search || url.hash || url.username) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be an absolute http(s) address, e.g. https://www.example.co.id',
          })
          return z.NEVER
        }
        return value.replace(/\/+$/, '')
      }),
  )
}

const emailPattern = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/

/** One e-mail address. */
export function email() {
  return z.preprocess(
    blankToUndefined,
    z.string().regex(emailPattern, 'must be an e-mail address, e.g. marketing@example.co.id').optional(),
  )
}

/** Comma-separated e-mail addresses. */
export function emailList() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const addresses = (value ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean)
        const bad = addresses.filter((address) => !emailPattern.test(address))
        if (bad.length) {
          ctx.addIssue({
            code: 'custom',
            message: `not an e-mail address: ${bad.map((a) => JSON.stringify(a)).join(', ')}`,
          })
          return z.NEVER
        }
        return addresses
      }),
  )
}

/** Comma-separated web origins (scheme://host[:port]), compared exactly with a browser's Origin header. */
export function originList() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const origins: string[] = []
        for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
          if (!entry) continue
          try {
            const url = new URL(entry)
            if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
              throw new Error()
            origins.push(url.origin)
          } catch {
            ctx.addIssue({
              code: 'custom',
              message: `${JSON.stringify(entry)} is not an origin like https://www.example.co.id`,
            })
          }
        }
        return origins
      }),
  )
}

export type TrustProxy = { header: string; hops: number } | null

/**
 * TRUST_PROXY: unset/false → socket address. "true" → X-Forwarded-For. A header name (x-real-ip,
 * cf-connecting-ip, x-forwarded-for, …) → that header; "x-forwarded-for:2" → the second address from the right
 * (two proxies of yours in front). Anything else (a typo such as "ture") is refused: guessing would either
 * trust a header clients can forge or ignore the proxy and rate-limit every visitor as one.
 */
export function trustProxy() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        const raw = value?.toLowerCase()
        if (!raw || /^(false|0|no|off)$/.test(raw)) return null
        if (/^(true|1|yes|on)$/.test(raw)) return { header: 'x-forwarded-for', hops: 1 }
        const match =
          /^(x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|fly-client-ip|x-client-ip)(?::(\d+))?$/.exec(raw)
        const hops = match?.[2] === undefined ? 1 : Number(match[2])
        if (!match || hops < 1 || (match[2] !== undefined && match[1] !== 'x-forwarded-for')) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be off, true, x-forwarded-for, x-forwarded-for:N (N proxies of yours), x-real-ip, cf-connecting-ip, true-client-ip, fly-client-ip or x-client-ip',
          })
          return z.NEVER
        }
        return { header: match[1]!, hops }
      }),
  )
}

/** DATABASE_URL: unset → SQLite under DATA_DIR; file:… → SQLite; postgres(ql)://host/db → PostgreSQL. */
export function databaseUrl() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return
        if (/^postgres(ql)?:\/\//i.test(value)) {
          try {
            const url = new URL(value)
            if (url.hostname && url.pathname.length > 1) return
          } catch {
            // reported below
          }
          ctx.addIssue({
            code: 'custom',
            message: 'postgres:// needs a host and a database, e.g. postgres://user:pass@db:5432/leads',
          })
          return
        }
        if (value.startsWith('file:')) {
          if (value.length > 'file:'.length && value !== 'file://') return
          ctx.addIssue({ code: 'custom', message: 'file: needs a path, e.g. file:./data/leads.db' })
          return
        }
        ctx.addIssue({ code: 'custom', message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)' })
      }),
  )
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional())
}
