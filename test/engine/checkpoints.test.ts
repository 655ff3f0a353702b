import { statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../electron/engine/db/connection'
import { Checkpointer } from '../../electron/engine/db/checkpointer'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { contracts as c, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let writer: string

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
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
    // The thread copies the log back once it holds ten thousand frames; each write appends a
    // dozen or more pages.
    let writes = 0
    while (databaseModified() === before && writes < 2000) {
      const r = await t.request('PUT', `/v2/contracts/${c.c9}/properties`, { key: writer, body: { properties: { notice_period_days: 10 + (writes % 50) } } })
      expect(r.status).toBe(200)
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
})
