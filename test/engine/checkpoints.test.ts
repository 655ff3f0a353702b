import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../electron/engine/db/connection'
import { Checkpointer } from '../../electron/engine/db/checkpointer'
import { holdWritesWhile, runWrite } from '../../electron/engine/db/write'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { contracts as c, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let writer: string

beforeAll(async () => {
  // Listening: the engine hands checkpoints to their thread once it serves, not before.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true })
  writer = t.keyFor(users.admin.email, { scopes: ['contracts:write'] })
})
afterAll(() => t.close())

const autocheckpoint = () => t.engine.db.pragma('wal_autocheckpoint', { simple: true }) as number
const databaseModified = () => statSync(join(t.dir, 'folio.db')).mtimeMs

async function until(condition: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !condition(); i++) await delay(50)
  return condition()
}

describe('checkpoints of the write-ahead log', () => {
  it('run on their own thread: the engine connection only appends, and the log still reaches the database file', async () => {
    expect(await until(() => autocheckpoint() === 0)).toBe(true)
    const before = databaseModified()
    // The thread copies the log back once it holds five thousand frames; each write appends a
    // dozen or more pages.
    let writes = 0
    while (databaseModified() === before && writes < 2000) {
      await t.as(writer).call('updateContractProperties', { params: { id: c.c9 }, body: { properties: { notice_period_days: 10 + (writes % 50) } } })
      writes++
      if (writes % 100 === 0) await delay(150)
    }
    // Only a checkpoint writes to the database file itself, and this connection makes none.
    expect(await until(() => databaseModified() > before)).toBe(true)
    expect(writes).toBeGreaterThan(200)
    expect(t.engine.db.prepare('SELECT value FROM contract_properties WHERE contract_id = ? AND key = ?').pluck().get(c.c9, 'notice_period_days')).toBe(String(10 + ((writes - 1) % 50)))
  })

  it('return to the engine connection when the thread stops', async () => {
    const db = openDatabase(join(tempDir(), 'folio.db'))
    const checkpointer = new Checkpointer(db)
    checkpointer.start()
    expect(await until(() => (db.pragma('wal_autocheckpoint', { simple: true }) as number) === 0)).toBe(true)
    await checkpointer.stop()
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    db.close()
  })

  it('hold the engine\'s writes back while a round could not empty the log, and let them through after', async () => {
    const dir = tempDir()
    const file = join(dir, 'folio.db')
    const db = openDatabase(file)
    db.exec('CREATE TABLE churn (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
    const checkpointer = new Checkpointer(db, undefined, { thresholdFrames: 20 })
    checkpointer.start()
    expect(await until(() => (db.pragma('wal_autocheckpoint', { simple: true }) as number) === 0)).toBe(true)
    const write = (id: number) => runWrite(db, (tx) => tx.prepare('INSERT INTO churn (id, body) VALUES (?, ?)').run(id, 'x'.repeat(4000)), 'A test write')
    const written = (id: number) => db.prepare('SELECT 1 FROM churn WHERE id = ?').get(id) !== undefined
    // A reader in another connection keeps its snapshot, so no round can empty the log.
    const reader = openDatabase(file)
    reader.exec('BEGIN')
    reader.prepare('SELECT count(*) FROM churn').get()
    let id = 0
    let held: Promise<unknown> | null = null
    // Unheld, runWrite commits before it returns; held, it waits for the round that empties the log.
    for (let i = 0; i < 400 && held === null; i++) {
      const pending = write(++id)
      if (!written(id)) held = pending
      else await delay(5)
    }
    expect(held).not.toBeNull()
    await held
    expect(written(id)).toBe(true)
    reader.exec('COMMIT')
    reader.close()
    // Nothing held back was lost, and with the reader gone the log is emptied again.
    expect(db.prepare('SELECT count(*) FROM churn').pluck().get()).toBe(id)
    expect(await until(() => statSync(join(dir, 'folio.db-wal')).size === 0)).toBe(true)
    await checkpointer.stop()
    db.close()
  })

  it('a write waits for a hold to end before it takes the lock', async () => {
    const db = openDatabase(join(tempDir(), 'folio.db'))
    db.exec('CREATE TABLE churn (id INTEGER PRIMARY KEY)')
    let release!: () => void
    holdWritesWhile(db, new Promise<void>((resolve) => (release = resolve)))
    const pending = runWrite(db, (tx) => tx.prepare('INSERT INTO churn (id) VALUES (1)').run(), 'A test write')
    await delay(20)
    expect(db.prepare('SELECT count(*) FROM churn').pluck().get()).toBe(0)
    release()
    await pending
    expect(db.prepare('SELECT count(*) FROM churn').pluck().get()).toBe(1)
    // The hold ended with its promise: the next write commits at once.
    void runWrite(db, (tx) => tx.prepare('INSERT INTO churn (id) VALUES (2)').run(), 'A test write')
    expect(db.prepare('SELECT count(*) FROM churn').pluck().get()).toBe(2)
    db.close()
  })

  it('keep the log bounded under sustained writes, however often writers and the checkpoint overlap', async () => {
    const dir = tempDir()
    const db = openDatabase(join(dir, 'folio.db'))
    db.exec('CREATE TABLE churn (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
    // A small threshold (200 pages, under a megabyte) so that the test sees many rounds.
    const checkpointer = new Checkpointer(db, undefined, { thresholdFrames: 200 })
    checkpointer.start()
    expect(await until(() => (db.pragma('wal_autocheckpoint', { simple: true }) as number) === 0)).toBe(true)
    const wal = join(dir, 'folio.db-wal')
    const insert = db.prepare('INSERT OR REPLACE INTO churn (id, body) VALUES (?, ?)')
    let largest = 0
    // Writes arrive without pause, so a checkpoint never finds the log fully copied when the next
    // write begins: the moment SQLite would otherwise restart the log from its beginning.
    for (let i = 0; i < 6000; i++) {
      insert.run(i % 500, 'x'.repeat(2000))
      if (i % 20 === 0) {
        if (existsSync(wal)) largest = Math.max(largest, statSync(wal).size)
        await delay(1)
      }
    }
    await checkpointer.stop()
    db.close()
    const pageBytes = 4096 + 24
    expect(largest).toBeLessThan(2000 * pageBytes)
  })
})

