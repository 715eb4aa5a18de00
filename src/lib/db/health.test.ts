import { afterEach, describe, expect, it } from 'vitest'
import {
  databaseHealth,
  reportDatabaseError,
  reportDatabaseOk,
  reportDatabaseReachable,
  resetDatabaseHealth,
} from './health'

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code })

describe('database health state', () => {
  afterEach(() => resetDatabaseHealth())

  it('recovers from "unavailable" on the first successful read (a terminated PostgreSQL connection, 57P01)', () => {
    reportDatabaseOk()
    expect(reportDatabaseError(pgError('57P01'))).toBe('unavailable')
    expect(databaseHealth().status).toBe('unavailable')
    reportDatabaseReachable()
    expect(databaseHealth().status).toBe('ok')
  })

  it('keeps "read_only" after a successful read: only a write proves the database writable again', () => {
    expect(reportDatabaseError(pgError('25006'))).toBe('read_only')
    reportDatabaseReachable()
    expect(databaseHealth().status).toBe('read_only')
  })
})
