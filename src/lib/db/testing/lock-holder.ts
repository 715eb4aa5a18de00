import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type LockHolder = { release: () => Promise<void> }

/**
 * Another process holding SQLite's write lock, as the leads command, a backup tool or an editor would:
 * BEGIN IMMEDIATE on the file, then nothing until released (or `holdMs` passes).
 */
export async function holdWriteLock(file: string, holdMs = 60_000): Promise<LockHolder> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const script = `
    const Database = require(${JSON.stringify(driver)})
    const db = new Database(${JSON.stringify(file)}, { timeout: 10000 })
    db.exec('begin immediate')
    process.stdout.write('locked\\n')
    const done = () => { try { db.exec('rollback'); db.close() } finally { process.exit(0) } }
    setTimeout(done, ${holdMs})
    process.stdin.on('data', done)
    process.stdin.on('end', done)
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] })
  // Released after it already let go by itself (holdMs): writing to its stdin then fails, which is fine.
  child.stdin!.on('error', () => undefined)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)))
  })
  return {
    async release() {
      if (child.exitCode === null && child.signalCode === null) child.stdin!.end('release\n')
      await exited
    },
  }
}

/**
 * Another process writing in bursts, as a busy server does: it holds the write lock 40 ms at a time with 2 ms
 * gaps, for `forMs`. A writer that does not wait for the lock fails against it almost every time.
 */
export async function keepWriteLockBusy(file: string, forMs: number): Promise<{ done: Promise<void> }> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const script = `
    const Database = require(${JSON.stringify(driver)})
    const db = new Database(${JSON.stringify(file)}, { timeout: 10000 })
    const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
    const end = Date.now() + ${forMs}
    process.stdout.write('busy\\n')
    while (Date.now() < end) { db.exec('begin immediate'); pause(40); db.exec('commit'); pause(2) }
    db.close()
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('busy') && resolve())
    child.once('exit', (code) => reject(new Error(`busy writer exited with ${code}`)))
  })
  return { done }
}
