import fs from 'node:fs'
import path from 'node:path'

/*
 * The Content-Security-Policy of every page (docs/security.md). Scripts run only from this origin, from inline
 * code whose sha256 is in the build's manifest (the prerendered pages: the deferred-hydration loader and the
 * site's own static scripts, hashed by scripts/defer-hydration at the end of the build), or with this response's
 * nonce (pages rendered per request: the audit report, the admin, no-JavaScript form answers, where Next puts
 * the nonce on its own scripts). No 'unsafe-inline', no 'unsafe-eval' for scripts.
 */

/** Written next to the build output by scripts/defer-hydration (`{ "scriptHashes": ["sha256-…"] }`). */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json'

export type CspOptions = {
  nonce: string
  /** 'sha256-…' sources of the build's static inline scripts. */
  scriptHashes: readonly string[]
  /** `next dev`: React's dev build evaluates code and hot reload talks over a WebSocket. */
  dev?: boolean
  https?: boolean
}

/** 128 random bits, base64: a fresh one per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

const common = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
]

function join(directives: Array<string | false | undefined>): string {
  return directives.filter(Boolean).join('; ')
}

export function contentSecurityPolicy({ nonce, scriptHashes, dev = false, https = false }: CspOptions): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, ...scriptHashes.map((hash) => `'${hash}'`)]
  if (dev) scripts.push("'unsafe-eval'")
  return join([
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Tailwind's CSS is inlined into each page (next.config.ts inlineCss) and React sets style attributes:
    // styles cannot run code, see docs/security.md.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    ...common,
    https && 'upgrade-insecure-requests',
  ])
}

/**
 * The article editor (Keystatic, /keystatic, only for signed-in admins in production) is a client app that
 * injects its own inline scripts and styles and talks to GitHub: it gets a looser policy, on its paths only.
 */
export function editorContentSecurityPolicy({ https = false }: { https?: boolean } = {}): string {
  return join([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "connect-src 'self' https://api.github.com https://github.com",
    ...common,
    https && 'upgrade-insecure-requests',
  ])
}

export const isEditorPath = (pathname: string) => /^\/(api\/)?keystatic(\/|$)/.test(pathname)

let cachedHashes: { file: string; hashes: readonly string[] } | null = null

/**
 * The build's inline-script hashes (read once). Missing file: no hashes (`next dev`, whose pages are rendered
 * per request and carry the nonce; or a build without its defer-hydration step, whose pages then show CSP
 * violations in the browser tests).
 */
export function buildScriptHashes(distDir: string = process.env.NEXT_DIST_DIR || '.next'): readonly string[] {
  const file = path.resolve(/*turbopackIgnore: true*/ distDir, SCRIPT_HASHES_FILE)
  if (cachedHashes?.file === file) return cachedHashes.hashes
  let hashes: string[] = []
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptHashes?: unknown }
    if (Array.isArray(parsed.scriptHashes)) {
      hashes = parsed.scriptHashes.filter(
        (hash): hash is string => typeof hash === 'string' && /^sha256-[\w+/=]+$/.test(hash),
      )
    }
  } catch {
    hashes = []
  }
  cachedHashes = { file, hashes }
  return hashes
}
