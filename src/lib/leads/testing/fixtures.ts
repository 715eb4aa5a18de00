import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { readLeadsConfig, type LeadsConfig } from '../config'

export const TEST_SECRET = 'test-secret-for-form-tokens'

export function testConfig(env: Record<string, string> = {}): LeadsConfig {
  // Notifications do not wait for audits here (no audit worker runs); the wait has its own test.
  return readLeadsConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '1000', OUTBOX_AUDIT_WAIT_MS: '0', ...env })
}

export function tempDir(prefix = 'leads-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export async function openTempSqlite(dir: string = tempDir()): Promise<AppDatabase> {
  return openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
}

export const analysisPayload = {
  name: 'Budi Santoso',
  email: 'budi@tokobunga.co.id',
  phone: '0812-3456-7890',
  website: 'tokobunga.co.id',
  business: 'e-commerce',
  goals: ['traffic', 'local'],
  message: 'Website kami belum muncul di Google untuk "toko bunga jakarta".',
  landingPageUrl: 'https://puncakdigital.co.id/analisis-gratis',
}

export const contactPayload = {
  type: 'contact',
  name: 'Siti Rahma',
  email: 'siti@klinikrahma.id',
  phone: '+62 21 5550 1234',
  company: 'Klinik Rahma',
  website: '',
  projectType: 'website',
  budget: '10-25 juta',
  message: 'Kami butuh website klinik dengan jadwal dokter.',
  timeline: '1 bulan',
}

export const consultationPayload = {
  type: 'konsultasi_gratis',
  name: 'Andi Wijaya',
  email: 'andi@rumahkopi.com',
  phone: '081298765432',
  company: 'Rumah Kopi',
  website: 'https://rumahkopi.com',
  industry: 'f&b',
  keywords: 'kopi susu bandung, kedai kopi dago',
  budget: 'Rp 3-5 Juta',
  message: '',
}
