import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseConfig } from '../config'
import { initial } from './2025_01_001_initial'
import { leadPayloadHash } from './2026_11_101_lead_payload_hash'
import { appSettings } from './2026_11_102_app_settings'
import { inbox } from './2026_11_201_inbox'
import { staffAuth } from './2026_11_202_staff_auth'
import { adminIndexes } from './2026_11_250_admin_indexes'
import { loginThrottle } from './2026_11_260_login_throttle'
import { auditJobs } from './2026_11_316_audit_jobs'
import { dashboardCoveringIndex } from './2026_11_330_dashboard_covering_index'
import { trigramPendingLimit } from './2026_11_331_trigram_pending_limit'
import { linkClicks } from './2026_11_401_link_clicks'
import { webVitals } from './2026_11_451_web_vitals'
import { rankTracker } from './2026_11_601_rank_tracker'
import { rankSignup } from './2026_11_602_rank_signup'
import { privatePaths } from './2026_11_603_private_paths'
import { rankTrackerKeys } from './2026_11_604_rank_tracker_keys'
import { rankMailboxBudget } from './2026_11_605_rank_mailbox_budget'
import { leadErased } from './2026_11_606_lead_erased'
import { rankFeaturedSnippet } from './2026_11_701_rank_featured_snippet'
import { rankCompetitors } from './2026_11_702_rank_competitors'
import { rankLocalPack } from './2026_11_703_rank_local_pack'
import { rankAlerts } from './2026_11_704_rank_alerts'
import type { MigrationContext } from './context'

/**
 * Versioned schema changes, applied in name order on start. Never edit a shipped migration: add a new file and
 * one line below. Written with Kysely's schema builder so the same list runs on SQLite and PostgreSQL.
 */
const migrations: Record<string, (context: MigrationContext) => Migration> = {
  '2025_01_001_initial': initial,
  '2026_11_101_lead_payload_hash': leadPayloadHash,
  '2026_11_102_app_settings': appSettings,
  '2026_11_201_inbox': inbox,
  '2026_11_202_staff_auth': staffAuth,
  '2026_11_250_admin_indexes': adminIndexes,
  '2026_11_260_login_throttle': loginThrottle,
  '2026_11_316_audit_jobs': auditJobs,
  '2026_11_330_dashboard_covering_index': dashboardCoveringIndex,
  '2026_11_331_trigram_pending_limit': trigramPendingLimit,
  '2026_11_401_link_clicks': linkClicks,
  '2026_11_451_web_vitals': webVitals,
  '2026_11_601_rank_tracker': rankTracker,
  '2026_11_602_rank_signup': rankSignup,
  '2026_11_603_private_paths': privatePaths,
  '2026_11_604_rank_tracker_keys': rankTrackerKeys,
  '2026_11_605_rank_mailbox_budget': rankMailboxBudget,
  '2026_11_606_lead_erased': leadErased,
  '2026_11_701_rank_featured_snippet': rankFeaturedSnippet,
  '2026_11_702_rank_competitors': rankCompetitors,
  '2026_11_703_rank_local_pack': rankLocalPack,
  '2026_11_704_rank_alerts': rankAlerts,
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: DatabaseConfig['dialect']): Promise<string[]> {
  const context: MigrationContext = { dialect, timestamp: dialect === 'postgres' ? 'timestamptz' : 'text' }
  const built = Object.fromEntries(Object.entries(migrations).map(([name, build]) => [name, build(context)]))
  const provider: MigrationProvider = { getMigrations: async () => built }
  // Helpers work in parallel with number ranges (2NN inbox, 3NN audit, …): a database that already ran a higher
  // number must still take a lower one merged later. Each migration is independent of the others' order.
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`)
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
