import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { runLeadsCommand } from './leads-cli'

export type StaffRole = 'admin' | 'staff'

/** A password the account rules accept (12+ characters, not a common one). */
export const STAFF_PASSWORD = 'Puncak-uji-e2e-2026!'

/** A fresh address per call, so tests never share an account (or its login throttle). */
export function staffEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@staf.example.com`
}

const leadsCommand = runLeadsCommand

/** Creates a staff account in the E2E server's database through the real command (`npm run leads -- user add`). */
export function createStaffUser(email: string, role: StaffRole, password: string = STAFF_PASSWORD): void {
  leadsCommand(['user', 'add', email, '--role', role], `${password}\n`)
}

/** `npm run leads -- user disable EMAIL` against the E2E database. */
export function disableStaffUser(email: string): void {
  leadsCommand(['user', 'disable', email])
}

/** Signs in through the login form and waits until the inbox has opened. */
export async function loginAs(page: Page, email: string, password: string = STAFF_PASSWORD, next = '/admin') {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Kata sandi').fill(password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** A new account of `role`, signed in on `page`; returns its e-mail. */
export async function signedInAs(page: Page, role: StaffRole, label: string = role): Promise<string> {
  const email = staffEmail(label)
  createStaffUser(email, role)
  await loginAs(page, email)
  return email
}
