import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { dataDir, type Env } from '@/lib/db/config'

const GLOBAL_KEY = Symbol.for('puncak-digital.leads-secret')
type GlobalWithSecret = typeof globalThis & { [GLOBAL_KEY]?: string }

/**
 * Server secret for form tokens and IP hashing: FORM_TOKEN_SECRET, else a random one generated on first start
 * and kept in data/form-token.secret (several instances must share FORM_TOKEN_SECRET instead).
 */
export function serverSecret(env: Env = process.env): string {
  const fromEnv = env.FORM_TOKEN_SECRET?.trim()
  if (fromEnv) return fromEnv
  const holder = globalThis as GlobalWithSecret
  if (holder[GLOBAL_KEY]) return holder[GLOBAL_KEY]
  const file = path.join(dataDir(env), 'form-token.secret')
  let secret: string
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const candidate = randomBytes(32).toString('base64url')
    try {
      // 'wx' fails if another process won the race; then its secret is the one to use.
      fs.writeFileSync(file, candidate + '\n', { flag: 'wx', mode: 0o600 })
      secret = candidate
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim()
    }
  }
  if (!secret) throw new Error(`Empty secret file ${file}; delete it or set FORM_TOKEN_SECRET`)
  holder[GLOBAL_KEY] = secret
  return secret
}
