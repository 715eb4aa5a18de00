import { z } from 'zod'

/*
 * Value rules for environment settings. Each takes the raw string (or undefined) and gives the typed value or a
 * refusal whose message completes "NAME: …". An empty or blank value counts as unset, as in a `.env` file where
 * the line is left as `NAME=`.
 */

class Refusal {
  constructor(readonly message: string) {}
}

const refuse = (message: string) => new Refusal(message)

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value

/** A zod schema from a reader of the trimmed value (undefined when unset) that returns a value or a refusal. */
function rule<T>(read: (value: string | undefined) => T | Refusal) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const result = read(value)
        if (!(result instanceof Refusal)) return result
        ctx.addIssue({ code: 'custom', message: result.message })
        return z.NEVER
      }),
  )
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** A whole number ≥ min; unset → fallback. "5 ", "05" are fine; "5k", "-1", "1.5", "abc" are not. */
export function integer(fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`
  return rule((value) => {
    if (value === undefined) return fallback
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN
    return parsed >= min && parsed <= max ? parsed : refuse(`must be a whole number, ${range}`)
  })
}

/** on/off switch; unset → fallback. */
export function toggle(fallback: boolean) {
  return rule((value) => {
    if (value === undefined) return fallback
    if (/^(1|true|on|yes)$/i.test(value)) return true
    if (/^(0|false|off|no)$/i.test(value)) return false
    return refuse('must be on or off (true/false, 1/0, yes/no also work)')
  })
}

export function text() {
  return rule((value) => value)
}

/** An absolute URL with one of `protocols` (e.g. ['http:', 'https:']). */
export function absoluteUrl(protocols: readonly string[], hint: string) {
  return rule((value) => {
    if (value === undefined) return undefined
    const url = parseUrl(value)
    return url && protocols.includes(url.protocol) && url.hostname ? value : refuse(`must be an absolute URL (${hint})`)
  })
}

/** The public origin: an absolute http(s) URL without query or fragment; kept without its trailing slash. */
export function siteUrl() {
  return rule((value) => {
    if (value === undefined) return undefined
    const url = parseUrl(value)
    const valid = url && ['http:', 'https:'].includes(url.protocol) && url.hostname && !url.search && !url.hash
    return valid && !url.username
      ? value.replace(/\/+$/, '')
      : refuse('must be an absolute http(s) address, e.g. https://www.example.co.id')
  })
}

const emailPattern = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/

/** One e-mail address. */
export function email() {
  return rule((value) =>
    value === undefined || emailPattern.test(value)
      ? value
      : refuse('must be an e-mail address, e.g. marketing@example.co.id'),
  )
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** Comma-separated e-mail addresses. */
export function emailList() {
  return rule((value) => {
    const addresses = list(value)
    const bad = addresses.filter((address) => !emailPattern.test(address))
    if (!bad.length) return addresses
    return refuse(`not an e-mail address: ${bad.map((address) => JSON.stringify(address)).join(', ')}`)
  })
}

/** Comma-separated web origins (scheme://host[:port]), compared exactly with a browser's Origin header. */
export function originList() {
  return rule((value) => {
    const entries = list(value)
    const bad = entries.filter((entry) => {
      const url = parseUrl(entry)
      return !url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')
    })
    if (!bad.length) return entries.map((entry) => new URL(entry).origin)
    return refuse(
      `${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not an origin like https://www.example.co.id`,
    )
  })
}

export type TrustProxy = { header: string; hops: number } | null

const proxyHeaders =
  /^(x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|fly-client-ip|x-client-ip)(?::(\d+))?$/

/**
 * TRUST_PROXY: unset/false → socket address. "true" → X-Forwarded-For. A header name (x-real-ip,
 * cf-connecting-ip, x-forwarded-for, …) → that header; "x-forwarded-for:2" → the second address from the right
 * (two proxies of yours in front). Anything else (a typo such as "ture") is refused: guessing would either
 * trust a header clients can forge or ignore the proxy and rate-limit every visitor as one.
 */
export function trustProxy() {
  return rule((value): TrustProxy | Refusal => {
    const raw = value?.toLowerCase()
    if (!raw || /^(false|0|no|off)$/.test(raw)) return null
    if (/^(true|1|yes|on)$/.test(raw)) return { header: 'x-forwarded-for', hops: 1 }
    const match = proxyHeaders.exec(raw)
    const hops = match?.[2] === undefined ? 1 : Number(match[2])
    if (match && hops >= 1 && (match[2] === undefined || match[1] === 'x-forwarded-for')) {
      return { header: match[1]!, hops }
    }
    return refuse(
      'must be off, true, x-forwarded-for, x-forwarded-for:N (N proxies of yours), x-real-ip, cf-connecting-ip, true-client-ip, fly-client-ip or x-client-ip',
    )
  })
}

/** DATABASE_URL: unset → SQLite under DATA_DIR; file:… → SQLite; postgres(ql)://host/db → PostgreSQL. */
export function databaseUrl() {
  return rule((value) => {
    if (value === undefined) return undefined
    if (/^postgres(ql)?:\/\//i.test(value)) {
      const url = parseUrl(value)
      return url?.hostname && url.pathname.length > 1
        ? value
        : refuse('postgres:// needs a host and a database, e.g. postgres://user:pass@db:5432/leads')
    }
    if (value.startsWith('file:')) {
      return value !== 'file:' && value !== 'file://' ? value : refuse('file: needs a path, e.g. file:./data/leads.db')
    }
    return refuse('must start with file: (SQLite) or postgres:// (PostgreSQL)')
  })
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return rule((value) =>
    value === undefined || values.includes(value)
      ? (value as T[number] | undefined)
      : refuse(`must be one of ${values.join(', ')}`),
  )
}
