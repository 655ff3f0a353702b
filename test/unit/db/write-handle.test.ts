import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { recordAudit } from '../../../electron/engine/db/writers/audit'
import { runWrite, runWriteNow } from '../../../electron/engine/db/write'
import { setContractStatus } from '../../../electron/engine/db/writers/contracts'
import { tempDir } from '../../helpers/engine'

const event = { at: 1, userId: null, apiKeyId: null, action: 'test.event', contractId: null, details: {} }

describe('the write handle', () => {
  it('is handed out only inside a transaction: writers refuse a plain database at compile time', () => {
    const db = openDatabase(join(tempDir('folio-write-'), 'folio.db'))
    // The lines below must not compile (npm run typecheck checks these expectations).
    // @ts-expect-error a plain Db is not a WriteTx
    const plainAudit = () => recordAudit(db, event)
    // @ts-expect-error a plain Db is not a WriteTx
    const plainStatus = () => setContractStatus(db, { id: 'x', finalized_at: null, executed_at: null, updated_at: 0 }, 2, 1)
    expect([typeof plainAudit, typeof plainStatus]).toEqual(['function', 'function'])
    db.close()
  })

  it('commits all of a write or none of it', async () => {
    const db = openDatabase(join(tempDir('folio-write-'), 'folio.db'))
    const count = () => db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'test.event'").pluck().get()
    expect(() =>
      runWriteNow(db, (tx) => {
        recordAudit(tx, event)
        throw new Error('a rule refused the write')
      })
    ).toThrow('a rule refused the write')
    await expect(
      runWrite(
        db,
        (tx) => {
          recordAudit(tx, event)
          throw new Error('refused again')
        },
        'A test write'
      )
    ).rejects.toThrow('refused again')
    expect(count()).toBe(0)
    await runWrite(db, (tx) => recordAudit(tx, event), 'A test write')
    expect(count()).toBe(1)
    db.close()
  })
})
