import { settings, type Config, type SettingName } from './settings'

/*
 * The one reader of the environment: every setting of src/lib/config/settings.ts is validated together, and any
 * problem stops the caller with ONE message listing all of them (a malformed value never falls back silently).
 * Deliberately not `server-only`: next.config.ts (the build) and the command-line scripts read it too. It holds no
 * secret of its own; the values come from the environment the caller already has.
 */

export type Env = Record<string, string | undefined>

export type { Config } from './settings'

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Configuration refused (${problems.length} problem${problems.length === 1 ? '' : 's'}); fix the environment or .env and run again:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nEvery setting is described in .env.example and the README.',
    )
    this.name = 'ConfigError'
  }
}

export type ConfigPurpose =
  /** `next build` in production: SITE_URL is baked into every page, so it must be given. */
  | 'build'
  /** Server start, commands and tests. */
  | 'run'

function shown(name: SettingName, value: string | undefined): string {
  if (value === undefined) return ''
  if ('secret' in settings[name] && settings[name].secret) return ' (value not shown)'
  return ` (got ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)})`
}

/** Validates every setting; returns the values or the list of problems (one line each, value shown unless secret). */
export function parseConfig(
  env: Env,
  purpose: ConfigPurpose = 'run',
): { ok: true; config: Config } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const config: Record<string, unknown> = {}
  for (const name of Object.keys(settings) as SettingName[]) {
    const result = settings[name].rule.safeParse(env[name])
    if (result.success) config[name] = result.data
    else for (const issue of result.error.issues) problems.push(`${name}: ${issue.message}${shown(name, env[name])}`)
  }
  const values = config as Config
  const reported = (name: SettingName) => problems.some((problem) => problem.startsWith(`${name}:`))
  if (purpose === 'build' && !values.SITE_URL && !reported('SITE_URL')) {
    problems.push(
      'SITE_URL is required for a production build: every canonical URL, the sitemap, Open Graph and JSON-LD are ' +
        'written with it. Set it to the public address, e.g. SITE_URL=https://www.puncakdigital.co.id npm run build ' +
        '(npm run up sets http://localhost:3000 for you)',
    )
  }
  if (values.LEADS_NOTIFY_TO?.length && !values.SMTP_URL && !reported('SMTP_URL')) {
    problems.push('LEADS_NOTIFY_TO is set but SMTP_URL is not: no lead e-mail could ever be sent. Set SMTP_URL too')
  }
  if (values.LEADS_WEBHOOK_SECRET && !values.LEADS_WEBHOOK_URL && !reported('LEADS_WEBHOOK_URL')) {
    problems.push('LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not: the secret would sign nothing')
  }
  if (
    !reported('OUTBOX_RETRY_BASE_MS') &&
    !reported('OUTBOX_RETRY_MAX_MS') &&
    values.OUTBOX_RETRY_BASE_MS > values.OUTBOX_RETRY_MAX_MS
  ) {
    problems.push('OUTBOX_RETRY_BASE_MS is larger than OUTBOX_RETRY_MAX_MS')
  }
  return problems.length ? { ok: false, problems } : { ok: true, config: values }
}

/** The validated settings, or a ConfigError listing every problem. */
export function checkConfig(env: Env, purpose: ConfigPurpose = 'run'): Config {
  const result = parseConfig(env, purpose)
  if (!result.ok) throw new ConfigError(result.problems)
  return result.config
}

let cached: { fingerprint: string; config: Config } | null = null

/**
 * The settings of this process (or of a test's own map). process.env is parsed once and reused while it is
 * unchanged (tests that change it get a fresh parse), so request paths may call this freely.
 */
export function readConfig(env: Env = process.env): Config {
  if (env !== process.env) return checkConfig(env)
  const fingerprint = (Object.keys(settings) as SettingName[]).map((name) => env[name] ?? '\u0000').join('\u0001')
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, config: checkConfig(env) }
  return cached.config
}
