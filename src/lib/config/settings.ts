// Relative, not '@/content/figures' (an allowed import): next.config.ts loads this module, and Next's config
// loader rewrites the alias to a path relative to the importing file, which does not exist.
// eslint-disable-next-line no-restricted-imports
import { leadRetentionMonths } from '../../content/figures'
import type { z } from 'zod'
import {
  absoluteUrl,
  databaseUrl,
  email,
  emailList,
  integer,
  oneOf,
  originList,
  siteUrl,
  text,
  toggle,
  trustProxy,
} from './rules'

/**
 * Every environment setting the site reads, defined once: its rule (validation and default), and the words
 * `.env.example` and the README's configuration table are generated from (scripts/env-docs.ts writes them;
 * src/lib/config/docs.test.ts fails when they are out of step).
 */
export type Setting = {
  group: keyof typeof groups
  rule: z.ZodType
  /** The default as shown in the docs. */
  default: string
  doc: string
  /** Shown commented out in .env.example (defaults to nothing after the `=`). */
  example?: string
  /** Listed in the README table (the rest are documented in docs/backend.md and docs/audit.md). */
  readme?: boolean
  /** Never echoed in error messages (may hold a password or key). */
  secret?: boolean
}

export const groups = {
  site: 'Site (read at build time: pages are prerendered)',
  server: 'Server (read at start)',
  leads: 'Leads (read at start)',
  outbox: 'Outbox worker tuning (docs/backend.md)',
  audit: 'SEO pre-audit queue (docs/audit.md)',
  rank: 'Rank tracker (docs/rank-tracker.md)',
} as const

const leadRetention = String(leadRetentionMonths)

export const settings = {
  SITE_URL: {
    group: 'site',
    rule: siteUrl(),
    default: 'required for `npm run build`',
    doc: 'Public origin (absolute `http(s)://`): canonical URLs, sitemap, Open Graph, JSON-LD, security.txt, HSTS when https. A production build refuses to run without it; `npm run up` passes `http://localhost:3000`',
    example: 'https://www.puncakdigital.co.id',
    readme: true,
  },
  SITE_NAME: {
    group: 'site',
    rule: text(),
    default: '`Puncak Digital`',
    doc: 'Brand name',
    example: 'Puncak Digital',
    readme: true,
  },
  SITE_PHONE: {
    group: 'site',
    rule: text(),
    default: '`+6281210102010`',
    doc: 'Phone in E.164; every display form and `tel:` link derive from it',
    example: '+6281210102010',
    readme: true,
  },
  SITE_WHATSAPP: {
    group: 'site',
    rule: text(),
    default: '= `SITE_PHONE`',
    doc: 'WhatsApp number for `wa.me` links',
    example: '+6281210102010',
    readme: true,
  },
  SITE_EMAIL: {
    group: 'site',
    rule: email(),
    default: '`marketing@puncakdigital.co.id`',
    doc: 'Marketing e-mail shown on the site and in security.txt',
    example: 'marketing@puncakdigital.co.id',
    readme: true,
  },
  SITE_FACEBOOK_URL: {
    group: 'site',
    rule: absoluteUrl(['https:'], 'https://…'),
    default: 'agency profile',
    doc: 'Facebook page (footer, JSON-LD `sameAs`)',
    example: 'https://www.facebook.com/puncakdigital.id',
    readme: true,
  },
  SITE_INSTAGRAM_URL: {
    group: 'site',
    rule: absoluteUrl(['https:'], 'https://…'),
    default: 'agency profile',
    doc: 'Instagram profile (footer, JSON-LD `sameAs`)',
    example: 'https://www.instagram.com/puncakdigital.id',
    readme: true,
  },
  SITE_LINKEDIN_URL: {
    group: 'site',
    rule: absoluteUrl(['https:'], 'https://…'),
    default: 'agency profile',
    doc: 'LinkedIn page (footer, JSON-LD `sameAs`)',
    example: 'https://www.linkedin.com/company/puncakdigital',
    readme: true,
  },

  PORT: {
    group: 'server',
    rule: integer(3000, { min: 1, max: 65535 }),
    default: '`3000`',
    doc: 'Port for `npm start` (from the environment, not `.env`)',
    example: '3000',
    readme: true,
  },
  HOSTNAME: {
    group: 'server',
    rule: text(),
    default: 'every interface',
    doc: 'Address `npm start` listens on, e.g. `127.0.0.1` behind a reverse proxy (from the environment; in Docker set `0.0.0.0`)',
    example: '127.0.0.1',
    readme: true,
  },
  LOG_LEVEL: {
    group: 'server',
    rule: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: '`info`',
    doc: 'Server log level (JSON lines on stdout): fatal, error, warn, info, debug, trace or silent',
    example: 'info',
    readme: true,
  },
  API_ALLOWED_ORIGINS: {
    group: 'server',
    rule: originList(),
    default: 'none (same origin only)',
    doc: "Comma-separated origins (e.g. `https://landing.example.co.id`) whose pages may call the JSON endpoints (`/api/submit-analysis`, `/api/newsletter`, `/api/form-token`, `/api/audit`, `/api/rank-tracker`) from a browser. The site's own origin is always allowed; any other browser origin gets 403",
    readme: true,
  },
  ADMIN_REQUIRE_2FA: {
    group: 'server',
    rule: toggle(false),
    default: 'off',
    doc: 'On: an admin without a TOTP second factor reaches only the setup page `/admin/keamanan` until it is switched on (staff accounts may still choose it); see [docs/admin.md](docs/admin.md)',
    example: '1',
    readme: true,
  },
  DATA_DIR: {
    group: 'server',
    rule: text(),
    default: '`./data`',
    doc: 'Folder of the embedded database and generated secrets',
  },

  DATABASE_URL: {
    group: 'leads',
    rule: databaseUrl(),
    default: '`data/leads.db`',
    doc: 'Lead storage: `file:/path/to/leads.db` (SQLite) or `postgres://user:pass@host:5432/db`',
    readme: true,
    secret: true,
  },
  SQLITE_BUSY_TIMEOUT_MS: {
    group: 'leads',
    rule: integer(5000),
    default: '`5000`',
    doc: "How long a SQLite write waits for another process's write lock",
  },
  SQLITE_GROUP_COMMIT: {
    group: 'leads',
    rule: toggle(true),
    default: 'on',
    doc: 'Writes that arrive together share one SQLite commit (each is still on disk before it is answered)',
  },
  PG_POOL_MAX: {
    group: 'leads',
    rule: integer(10, { min: 1 }),
    default: '`10`',
    doc: 'PostgreSQL connections per process',
  },
  SMTP_URL: {
    group: 'leads',
    rule: absoluteUrl(['smtp:', 'smtps:'], 'smtp://… or smtps://…'),
    default: 'none',
    doc: '`smtps://user:pass@smtp.example.com:465` or `smtp://…:587` (STARTTLS) for lead e-mails',
    readme: true,
    secret: true,
  },
  LEADS_NOTIFY_TO: {
    group: 'leads',
    rule: emailList(),
    default: 'none',
    doc: 'Comma-separated agency addresses; needs `SMTP_URL`',
    example: 'sales@puncakdigital.co.id',
    readme: true,
  },
  LEADS_MAIL_FROM: {
    group: 'leads',
    rule: text(),
    default: '`"<SITE_NAME> Website" <SITE_EMAIL>`',
    doc: 'Sender of lead e-mails',
    example: '"Puncak Digital Website" <marketing@puncakdigital.co.id>',
    readme: true,
  },
  LEADS_WEBHOOK_URL: {
    group: 'leads',
    rule: absoluteUrl(['http:', 'https:'], 'https://…'),
    default: 'none',
    doc: 'JSON `POST` per lead (e.g. to a CRM or chat)',
    readme: true,
    secret: true,
  },
  LEADS_WEBHOOK_SECRET: {
    group: 'leads',
    rule: text(),
    default: 'none',
    doc: 'HMAC-signs the webhook body when set',
    readme: true,
    secret: true,
  },
  LEADS_RATE_LIMIT_PER_MINUTE: {
    group: 'leads',
    rule: integer(5),
    default: '`5`',
    doc: 'Submissions per client IP per minute (`0` = off)',
    example: '5',
    readme: true,
  },
  CLICKS_RATE_LIMIT_PER_MINUTE: {
    group: 'leads',
    rule: integer(30),
    default: '`30`',
    doc: 'WhatsApp/phone clicks counted per client IP per minute (`0` = off); see [docs/clicks.md](docs/clicks.md)',
    example: '30',
    readme: true,
  },
  TRUST_PROXY: {
    group: 'leads',
    rule: trustProxy(),
    default: 'off',
    doc: 'Header carrying the client IP behind a reverse proxy: `true` (= `x-forwarded-for`), `x-forwarded-for:2` (two proxies of yours), `x-real-ip`, `cf-connecting-ip`, …; anything else is refused. Only when set is `X-Forwarded-Host` trusted for the same-origin check of form posts (the entry your proxy wrote, counted from the right)',
    example: 'x-forwarded-for',
    readme: true,
  },
  FORM_TOKEN_SECRET: {
    group: 'leads',
    rule: text(),
    default: 'generated once, kept in the database',
    doc: 'Signs form tokens and keys the rate limit; every instance sharing the database uses the same generated value',
    readme: true,
    secret: true,
  },
  LEADS_MIN_FILL_MS: {
    group: 'leads',
    rule: integer(2000),
    default: '`2000`',
    doc: 'A form sent faster than this after the first interaction is treated as a bot (`0` = off)',
    example: '2000',
    readme: true,
  },
  LEADS_RETENTION_MONTHS: {
    group: 'leads',
    rule: integer(leadRetentionMonths),
    default: `\`${leadRetention}\``,
    doc: 'Unconverted leads are deleted after this many months without activity, as the privacy notice says (`0` = keep)',
    example: leadRetention,
    readme: true,
  },
  LEADS_WORKER: {
    group: 'outbox',
    rule: toggle(true),
    default: 'on',
    doc: '`off`: this process stores leads but sends nothing',
  },
  OUTBOX_POLL_MS: {
    group: 'outbox',
    rule: integer(2000, { min: 10 }),
    default: '`2000`',
    doc: 'How often the worker looks for due rows',
  },
  OUTBOX_MAX_ATTEMPTS: {
    group: 'outbox',
    rule: integer(12, { min: 1 }),
    default: '`12`',
    doc: 'Attempts before a row stays failed',
  },
  OUTBOX_RETRY_BASE_MS: {
    group: 'outbox',
    rule: integer(10_000, { min: 1 }),
    default: '`10000`',
    doc: 'First retry delay',
  },
  OUTBOX_RETRY_MAX_MS: {
    group: 'outbox',
    rule: integer(3_600_000, { min: 1 }),
    default: '`3600000`',
    doc: 'Longest retry delay',
  },
  OUTBOX_LEASE_MS: {
    group: 'outbox',
    rule: integer(120_000, { min: 100 }),
    default: '`120000`',
    doc: 'How long a claimed row is reserved',
  },
  OUTBOX_BATCH_SIZE: {
    group: 'outbox',
    rule: integer(10, { min: 1 }),
    default: '`10`',
    doc: 'Rows claimed per round, per channel',
  },
  OUTBOX_SHUTDOWN_GRACE_MS: {
    group: 'outbox',
    rule: integer(5000),
    default: '`5000`',
    doc: 'On SIGTERM, how long deliveries in flight may finish',
  },
  OUTBOX_AUDIT_WAIT_MS: {
    group: 'outbox',
    rule: integer(30_000),
    default: '`30000`',
    doc: "How long an analysis lead's notification waits for its instant audit, so one message carries the score (`0` = send at once)",
  },

  AUDIT_WORKER: {
    group: 'audit',
    rule: toggle(true),
    default: 'on',
    doc: '`off`: this process queues audits but does not run them',
  },
  AUDIT_CONCURRENCY: {
    group: 'audit',
    rule: integer(8, { min: 1 }),
    default: '`8`',
    doc: 'Audits at once per process (they mostly wait on the network: about 34 ms of CPU each)',
  },
  AUDIT_POLL_MS: {
    group: 'audit',
    rule: integer(1000, { min: 10 }),
    default: '`1000`',
    doc: 'How often the worker looks for jobs',
  },
  AUDIT_LEASE_MS: {
    group: 'audit',
    rule: integer(30_000, { min: 1000 }),
    default: '`30000`',
    doc: 'How long a claimed job is reserved (at least the budget + 5 s)',
  },
  AUDIT_JOB_BUDGET_MS: {
    group: 'audit',
    rule: integer(15_000, { min: 1000 }),
    default: '`15000`',
    doc: 'Time budget of one audit, every request included; a slower site ends as timed out (or partial)',
  },
  AUDIT_JOB_TIMEOUT_MS: {
    group: 'audit',
    rule: integer(300_000, { min: 1000 }),
    default: '`300000`',
    doc: 'A job unfinished this long after it was queued is failed',
  },
  AUDIT_MAX_ATTEMPTS: { group: 'audit', rule: integer(2, { min: 1 }), default: '`2`', doc: 'Runs per job' },
  AUDIT_LIMIT_PER_IP_PER_HOUR: {
    group: 'audit',
    rule: integer(10),
    default: '`10`',
    doc: 'Fresh audits per visitor network per hour (0 = off)',
  },
  AUDIT_LIMIT_PER_HOST_PER_HOUR: {
    group: 'audit',
    rule: integer(20),
    default: '`20`',
    doc: 'Fresh audits per target site (registrable domain) per hour (0 = off)',
  },
  AUDIT_REUSE_MINUTES: {
    group: 'audit',
    rule: integer(60),
    default: '`60`',
    doc: 'Reuse a done audit of the same URL this long',
  },
  AUDIT_MAX_QUEUED: {
    group: 'audit',
    rule: integer(200, { min: 1 }),
    default: '`200`',
    doc: 'Jobs waiting at once (all instances)',
  },
  AUDIT_RETENTION_DAYS: {
    group: 'audit',
    rule: integer(30, { min: 1 }),
    default: '`30`',
    doc: 'How long a report stays available',
  },
  AUDIT_ALLOW_HOSTS: {
    group: 'audit',
    rule: text(),
    default: 'none',
    doc: 'Tests only: loopback host:port pairs that may be audited',
  },
  AUDIT_DNS: {
    group: 'audit',
    rule: oneOf(['on', 'off']),
    default: '`on`',
    doc: 'Tests only: `off` makes the audit look up no name at all, so tests stay on loopback',
  },

  SERP_PROVIDER: {
    group: 'rank',
    rule: oneOf(['serper', 'serpapi', 'dataforseo']),
    default: 'none (tracking off)',
    doc: 'SERP API behind the free rank tracker: `serper`, `serpapi` or `dataforseo`. Unset: no position is ever checked and the tracker page says tracking is not active. Read at build time too (the sign-up form on `/serpbot-rank-checker` is prerendered): set it for `npm run build` and the server alike; a server whose setting disagrees with its build logs an error at start and `/api/health` answers `degraded` (switching between providers needs no rebuild); see [docs/rank-tracker.md](docs/rank-tracker.md)',
    example: 'serper',
    readme: true,
  },
  SERP_API_KEY: {
    group: 'rank',
    rule: text(),
    default: 'none',
    doc: 'API key of Serper or SerpApi',
    readme: true,
    secret: true,
  },
  SERP_API_LOGIN: {
    group: 'rank',
    rule: text(),
    default: 'none',
    doc: 'DataForSEO API login (HTTP Basic)',
  },
  SERP_API_PASSWORD: {
    group: 'rank',
    rule: text(),
    default: 'none',
    doc: 'DataForSEO API password (HTTP Basic)',
    secret: true,
  },
  SERP_DAILY_REQUEST_BUDGET: {
    group: 'rank',
    rule: integer(3000),
    default: '`3000`',
    doc: 'Provider requests (result pages of 10) per WIB day, all instances together; past it checks wait for the next day (`0` = no cap)',
    example: '3000',
    readme: true,
  },
  SERP_CONCURRENCY: {
    group: 'rank',
    rule: integer(16, { min: 1, max: 64 }),
    default: '`16`',
    doc: 'Provider queries checked at once per process (each waits on the provider most of its time)',
  },
  SERP_API_BASE_URL: {
    group: 'rank',
    rule: text(),
    default: "the provider's",
    doc: 'Tests only: a loopback `http://127.0.0.1:PORT` fake provider; any other address is refused with an error in the log',
  },
} satisfies Record<string, Setting>

export type SettingName = keyof typeof settings

/** The typed values, after defaults. */
export type Config = { [K in SettingName]: z.output<(typeof settings)[K]['rule']> }
