/*
 * Addresses whose next segment is a secret: the token is the only key to what it opens (a rank tracker's page,
 * its confirmation and unsubscribe links, an audit report). The one list the whole site reads, so a private
 * address is never recorded where staff or a third party see it:
 * - records (a lead's landing page and referrer, a newsletter entry's source page, a click's page and landing
 *   page, a rank tracker sign-up's attribution) keep only the public part (`publicPathOf`, `publicUrlOf`);
 * - the browser's first-touch note does the same (`FIRST_TOUCH_PRIVATE_PATHS`, used by the inline script);
 * - every log line has the token replaced by `[token]` (`redactSecrets`, applied to each whole line by
 *   src/lib/log.ts and src/lib/log-line.ts), and the request log's path is shortened the same way (`redactPath`).
 * No server-only import: the proxy, the lead schema, migrations and the inline script's builder all use it.
 */

type PrivatePath = {
  /** Lower case, with a trailing slash: the token is the segment right after it. */
  prefix: string
  /** What a record keeps instead: the public page the private one belongs to. */
  publicPath: string
}

export const PRIVATE_PATHS: readonly PrivatePath[] = [
  // The rank tracker (docs/rank-tracker.md): confirmation link, the private page with its forms and exports, the
  // digest's unsubscribe page and its one-click address.
  { prefix: '/serpbot-rank-checker/konfirmasi/', publicPath: '/serpbot-rank-checker' },
  { prefix: '/serpbot-rank-checker/pantau/', publicPath: '/serpbot-rank-checker' },
  { prefix: '/serpbot-rank-checker/berhenti-langganan/', publicPath: '/serpbot-rank-checker' },
  { prefix: '/api/rank-tracker/unsubscribe/', publicPath: '/serpbot-rank-checker' },
  // The instant audit's report (docs/audit.md): whoever holds the link reads the report.
  { prefix: '/analisis-gratis/hasil/', publicPath: '/analisis-gratis' },
  { prefix: '/api/audit/', publicPath: '/analisis-gratis' },
]

/** The path part of a path or URL, percent-escapes decoded where they decode, lower case, single slashes. */
function comparable(path: string): string {
  let value = path.split(/[?#]/, 1)[0] ?? ''
  for (let round = 0; round < 3 && value.includes('%'); round++) {
    try {
      value = decodeURIComponent(value)
    } catch {
      break
    }
  }
  return value
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
}

/** The private address a path is under (a token follows its prefix), or null. */
function privateEntryOf(path: string): { entry: PrivatePath; rest: string } | null {
  const value = comparable(path)
  for (const entry of PRIVATE_PATHS) {
    if (value.startsWith(entry.prefix) && value.length > entry.prefix.length) {
      return { entry, rest: value.slice(entry.prefix.length) }
    }
  }
  return null
}

export function isPrivatePath(path: string): boolean {
  return privateEntryOf(path) !== null
}

/**
 * What may be recorded of a path on this site (with its query): the path itself, or for a private address only its
 * public part, without the query ("/serpbot-rank-checker/pantau/TOKEN?hasil=saved" → "/serpbot-rank-checker").
 */
export function publicPathOf(path: string): string {
  return privateEntryOf(path)?.entry.publicPath ?? path
}

/** The same for an absolute URL (a referrer, a landing page sent as a URL): its path is cut to the public part. */
export function publicUrlOf(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return value
  }
  const found = privateEntryOf(url.pathname)
  return found ? `${url.origin}${found.entry.publicPath}` : value
}

/** The request log's path: the token segment replaced, the rest kept ("/serpbot-rank-checker/pantau/[token]/hapus"). */
export function redactPath(path: string): string {
  const found = privateEntryOf(path)
  if (!found) return path
  const slash = found.rest.indexOf('/')
  return `${found.entry.prefix}[token]${slash >= 0 ? found.rest.slice(slash) : ''}`
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A token anywhere in a text: a private prefix and the segment after it, up to a character no URL path holds. */
const SECRET_IN_TEXT = new RegExp(
  `(${PRIVATE_PATHS.map((entry) => escapeRegExp(entry.prefix)).join('|')})[^/?#\\s"'<>\\\\]+`,
  'gi',
)

/**
 * Every token in a text replaced by `[token]`: for whole log lines (a message, an error's stack, a URL in any
 * field). JSON stays valid: the replaced run never includes a quote or a backslash.
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_TEXT, (_match, prefix: string) => `${prefix}[token]`)
}

/**
 * For the browser's first-touch script (components/layout/first-touch-script.tsx): [pattern, public path] pairs, one
 * pattern per public page, tested against `location.pathname` decoded and in lower case. Only pages: an API address
 * is never the first page of a visit.
 */
export const FIRST_TOUCH_PRIVATE_PATHS: readonly (readonly [string, string])[] = [
  ...new Set(PRIVATE_PATHS.map((entry) => entry.publicPath)),
].map((publicPath) => {
  const prefixes = PRIVATE_PATHS.filter((entry) => entry.publicPath === publicPath && !entry.prefix.startsWith('/api/'))
  return [`^(${prefixes.map((entry) => escapeRegExp(entry.prefix)).join('|')}).`, publicPath] as const
})
