import { describe, expect, it } from 'vitest'
import { ConfigError, checkConfig, parseConfig, readConfig } from '.'

function problems(env: Record<string, string>, purpose: 'build' | 'run' = 'run'): string[] {
  const result = parseConfig(env, purpose)
  return result.ok ? [] : result.problems
}

describe('configuration: a production build', () => {
  it('refuses to run without SITE_URL, saying what to do', () => {
    const [problem, ...rest] = problems({}, 'build')
    expect(rest).toEqual([])
    expect(problem).toMatch(/^SITE_URL is required for a production build/)
    expect(problem).toContain('SITE_URL=https://')
  })

  it.each([
    'localhost:3000',
    'www.puncakdigital.co.id',
    'ftp://puncakdigital.co.id',
    '/relative',
    'https://',
    'https://x.id/?a=1',
  ])('refuses SITE_URL=%s', (value) => {
    expect(problems({ SITE_URL: value }, 'build')).toEqual([
      `SITE_URL: must be an absolute http(s) address, e.g. https://www.example.co.id (got ${JSON.stringify(value)})`,
    ])
  })

  it('takes an absolute http(s) address, without its trailing slash', () => {
    expect(checkConfig({ SITE_URL: 'https://www.puncakdigital.co.id/' }, 'build').SITE_URL).toBe(
      'https://www.puncakdigital.co.id',
    )
    expect(checkConfig({ SITE_URL: 'http://localhost:3000' }, 'build').SITE_URL).toBe('http://localhost:3000')
  })

  it('does not need SITE_URL to start or run a command', () => {
    expect(problems({})).toEqual([])
  })
})

describe('configuration: every malformed setting is refused, never replaced by a default', () => {
  it.each([
    ['LEADS_RATE_LIMIT_PER_MINUTE', 'abc', 'must be a whole number, 0 or more'],
    ['LEADS_RATE_LIMIT_PER_MINUTE', '5k', 'must be a whole number, 0 or more'],
    ['LEADS_RATE_LIMIT_PER_MINUTE', '-1', 'must be a whole number, 0 or more'],
    ['LEADS_RETENTION_MONTHS', '1.5', 'must be a whole number, 0 or more'],
    ['OUTBOX_POLL_MS', '5', 'must be a whole number, 10 or more'],
    ['PORT', '70000', 'must be a whole number, 1 to 65535'],
    ['AUDIT_CONCURRENCY', '0', 'must be a whole number, 1 or more'],
    ['LEADS_WORKER', 'maybe', 'must be on or off (true/false, 1/0, yes/no also work)'],
    ['LOG_LEVEL', 'verbose', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['SITE_EMAIL', 'marketing at puncak', 'must be an e-mail address, e.g. marketing@example.co.id'],
    ['SITE_FACEBOOK_URL', 'facebook.com/puncak', 'must be an absolute URL (https://…)'],
    [
      'API_ALLOWED_ORIGINS',
      'https://a.example.id/path',
      '"https://a.example.id/path" is not an origin like https://www.example.co.id',
    ],
  ])('%s=%s', (name, value, message) => {
    expect(problems({ [name]: value })).toEqual([`${name}: ${message} (got ${JSON.stringify(value)})`])
  })

  it.each(['ture', 'x-forwarded-fro', 'x-real-ip:2', 'x-forwarded-for:0', 'forwarded'])('TRUST_PROXY=%s', (value) => {
    const [problem] = problems({ TRUST_PROXY: value })
    expect(problem).toMatch(/^TRUST_PROXY: must be off, true, x-forwarded-for, x-forwarded-for:N/)
  })

  it.each([
    ['SMTP_URL', 'smtp.example.com:465', 'must be an absolute URL (smtp://… or smtps://…)'],
    ['SMTP_URL', 'https://smtp.example.com', 'must be an absolute URL (smtp://… or smtps://…)'],
    ['DATABASE_URL', 'mysql://db/leads', 'must start with file: (SQLite) or postgres:// (PostgreSQL)'],
    ['DATABASE_URL', 'postgres://user:secret@', 'postgres:// needs a host and a database'],
    ['DATABASE_URL', 'file:', 'file: needs a path, e.g. file:./data/leads.db'],
  ])('%s=%s, without echoing a value that may hold a password', (name, value, message) => {
    const [problem, ...rest] = problems({ [name]: value, LEADS_NOTIFY_TO: '' })
    expect(rest).toEqual([])
    expect(problem).toMatch(new RegExp(`^${name}: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    expect(problem).toContain('(value not shown)')
    expect(problem).not.toContain('secret')
  })

  it('refuses LEADS_NOTIFY_TO without SMTP_URL (no e-mail could ever be sent)', () => {
    expect(problems({ LEADS_NOTIFY_TO: 'sales@puncakdigital.co.id' })).toEqual([
      'LEADS_NOTIFY_TO is set but SMTP_URL is not: no lead e-mail could ever be sent. Set SMTP_URL too',
    ])
    expect(problems({ LEADS_NOTIFY_TO: 'sales@puncakdigital.co.id', SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([])
  })

  it('refuses a notification address that is not one', () => {
    expect(
      problems({ LEADS_NOTIFY_TO: 'sales@puncakdigital.co.id, sales', SMTP_URL: 'smtp://127.0.0.1:2525' }),
    ).toEqual(['LEADS_NOTIFY_TO: not an e-mail address: "sales" (got "sales@puncakdigital.co.id, sales")'])
  })

  it('refuses a webhook secret without a webhook, and a retry floor above its ceiling', () => {
    expect(problems({ LEADS_WEBHOOK_SECRET: 'k' })).toEqual([
      'LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not: the secret would sign nothing',
    ])
    expect(problems({ OUTBOX_RETRY_BASE_MS: '5000', OUTBOX_RETRY_MAX_MS: '1000' })).toEqual([
      'OUTBOX_RETRY_BASE_MS is larger than OUTBOX_RETRY_MAX_MS',
    ])
  })

  it('lists every problem in one message', () => {
    const env = {
      LEADS_RATE_LIMIT_PER_MINUTE: 'lima',
      SMTP_URL: 'mail.example.com',
      DATABASE_URL: 'mysql://x/y',
      LEADS_NOTIFY_TO: 'sales@puncakdigital.co.id',
      TRUST_PROXY: 'ture',
    }
    expect(() => checkConfig(env, 'build')).toThrow(ConfigError)
    let message = ''
    try {
      checkConfig(env, 'build')
    } catch (error) {
      message = (error as ConfigError).message
      expect((error as ConfigError).problems).toHaveLength(5)
    }
    expect(message).toMatch(/^Configuration refused \(5 problems\)/)
    for (const name of ['SITE_URL', 'LEADS_RATE_LIMIT_PER_MINUTE', 'SMTP_URL', 'DATABASE_URL', 'TRUST_PROXY']) {
      expect(message).toContain(`  - ${name}`)
    }
    // LEADS_NOTIFY_TO is not blamed for SMTP_URL's own problem.
    expect(message).not.toContain('LEADS_NOTIFY_TO is set')
  })
})

describe('configuration: values', () => {
  it('gives the defaults when nothing is set, and blank counts as unset', () => {
    const config = checkConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '  ', TRUST_PROXY: '' })
    expect(config.LEADS_RATE_LIMIT_PER_MINUTE).toBe(5)
    expect(config.TRUST_PROXY).toBeNull()
    expect(config.LEADS_NOTIFY_TO).toEqual([])
    expect(config.API_ALLOWED_ORIGINS).toEqual([])
  })

  it('reads TRUST_PROXY forms the docs name', () => {
    const trust = (value: string) => checkConfig({ TRUST_PROXY: value }).TRUST_PROXY
    expect(trust('true')).toEqual({ header: 'x-forwarded-for', hops: 1 })
    expect(trust('X-Forwarded-For:2')).toEqual({ header: 'x-forwarded-for', hops: 2 })
    expect(trust('cf-connecting-ip')).toEqual({ header: 'cf-connecting-ip', hops: 1 })
    expect(trust('off')).toBeNull()
  })

  it('reads process.env once and again only when it changes', () => {
    const before = process.env.LEADS_RATE_LIMIT_PER_MINUTE
    try {
      process.env.LEADS_RATE_LIMIT_PER_MINUTE = '7'
      const first = readConfig()
      expect(readConfig()).toBe(first)
      process.env.LEADS_RATE_LIMIT_PER_MINUTE = '8'
      expect(readConfig().LEADS_RATE_LIMIT_PER_MINUTE).toBe(8)
    } finally {
      if (before === undefined) delete process.env.LEADS_RATE_LIMIT_PER_MINUTE
      else process.env.LEADS_RATE_LIMIT_PER_MINUTE = before
    }
  })
})
