import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AppDatabase } from '@/lib/db/client'
import { recordStaffEvent } from './audit-log'
import { authFor, MIN_PASSWORD_LENGTH } from './auth'
import { isStaffRole, type StaffRole } from './staff'

/** Staff account management for `npm run leads -- user …`. Every change is written to the audit log. */

export class UserError extends Error {}

let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt')
    common = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    )
  }
  return common
}

/** Why a password is refused (Indonesian, for the command), or null when it is acceptable. */
function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Kata sandi minimal ${MIN_PASSWORD_LENGTH} karakter.`
  if (password.length > 256) return 'Kata sandi maksimal 256 karakter.'
  if (commonPasswords().has(password.toLowerCase())) {
    return 'Kata sandi ini termasuk daftar kata sandi yang paling sering dipakai. Pilih yang lain.'
  }
  return null
}

function normalizeEmail(email: string): string {
  const value = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || value.length > 254) {
    throw new UserError(`Alamat e-mail tidak valid: ${email}`)
  }
  return value
}

async function context(database: AppDatabase) {
  return (await authFor(database)).$context
}

/** The Better Auth context and account for an e-mail address; UserError when there is none. */
export async function findStaffAccount(database: AppDatabase, email: string) {
  const ctx = await context(database)
  const found = await ctx.internalAdapter.findUserByEmail(normalizeEmail(email))
  if (!found) throw new UserError(`Tidak ada akun dengan e-mail ${email}.`)
  return { ctx, user: found.user }
}

export async function addUser(
  database: AppDatabase,
  input: { email: string; role: string; password: string; name?: string },
): Promise<{ id: string; email: string; role: StaffRole }> {
  if (!isStaffRole(input.role)) throw new UserError('--role harus admin, staff atau editor.')
  const email = normalizeEmail(input.email)
  const problem = passwordProblem(input.password)
  if (problem) throw new UserError(problem)
  const ctx = await context(database)
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new UserError(`Akun ${email} sudah ada.`)
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name?.trim() || email.split('@')[0]!,
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  )
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  })
  await recordStaffEvent(database.db, { user: null, action: 'user_add', subject: `${email} (${input.role})` })
  return { id: user.id, email, role: input.role }
}

export type StaffAccount = {
  email: string
  name: string
  role: string
  disabled: boolean
  twoFactor: boolean
  createdAt: string
}

export async function listUsers(database: AppDatabase): Promise<StaffAccount[]> {
  const rows = await database.db
    .selectFrom('staff_user' as never)
    .select(['email', 'name', 'role', 'banned', 'twoFactorEnabled', 'createdAt'] as never[])
    .orderBy('email' as never)
    .execute()
  return (rows as Record<string, unknown>[]).map((row) => ({
    email: String(row.email),
    name: String(row.name),
    role: String(row.role ?? ''),
    disabled: Boolean(row.banned),
    twoFactor: Boolean(row.twoFactorEnabled),
    createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt),
  }))
}

/** Disables an account and ends all its sessions at once (the next request of that browser is refused). */
export async function disableUser(database: AppDatabase, email: string): Promise<void> {
  const { ctx, user } = await findStaffAccount(database, email)
  await ctx.internalAdapter.updateUser(user.id, { banned: true, banReason: 'disabled by command' })
  await ctx.internalAdapter.deleteUserSessions(user.id)
  await recordStaffEvent(database.db, { user: null, action: 'user_disable', subject: user.email })
}

/** Sets a new password; the account's other sessions end (someone may have known the old one). */
export async function setPassword(database: AppDatabase, email: string, password: string): Promise<void> {
  const problem = passwordProblem(password)
  if (problem) throw new UserError(problem)
  const { ctx, user } = await findStaffAccount(database, email)
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password))
  await ctx.internalAdapter.deleteUserSessions(user.id)
  await recordStaffEvent(database.db, { user: null, action: 'user_password', subject: user.email })
}
