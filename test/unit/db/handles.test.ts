import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { openDatabase, type ReadDb } from '../../../electron/engine/db/connection'
import { listContractStatuses } from '../../../electron/engine/db/queries/statuses'
import { runWriteNow, type WriteTx } from '../../../electron/engine/db/write'
import { insertWorkflowRequest } from '../../../electron/engine/db/writers/generations'
import { tempDir } from '../../helpers/engine'

/**
 * The handles are branded so the compiler keeps the database boundary: tsc (npm run typecheck)
 * compiles this file, and each @ts-expect-error fails the build the day the line compiles.
 */
describe('the database handles', () => {
  it('a read handle reads but cannot be handed to a writer; only runWrite/runWriteNow make a write handle', () => {
    const db = openDatabase(join(tempDir('folio-handles-'), 'folio.db'))
    expect(listContractStatuses(db).length).toBeGreaterThan(0)
    const request = { id: 'a'.repeat(24), contractId: 'b'.repeat(24), outboxId: 'c'.repeat(24), createdAt: 0 }
    // Never called: the line exists for the compiler, which must refuse it.
    // @ts-expect-error a read handle is not a write transaction
    const misuse = () => insertWorkflowRequest(db, request)
    expect(typeof misuse).toBe('function')
    expectTypeOf<ReadDb>().not.toExtend<WriteTx>()
    expectTypeOf<WriteTx>().toExtend<ReadDb>()
    // Inside runWriteNow the same call compiles and writes.
    expect(
      runWriteNow(db, (tx) => {
        insertWorkflowRequest(tx, request)
        return 'written'
      })
    ).toBe('written')
    db.close()
  })

  it('a connection opened outside the db layer is not a workspace handle', () => {
    const raw = new Database(':memory:')
    // @ts-expect-error only openDatabase turns a connection into a read handle (WAL, foreign keys, schema checked)
    expect(() => listContractStatuses(raw)).toThrow(/no such table/)
    expectTypeOf<Database.Database>().not.toExtend<ReadDb>()
    raw.close()
  })
})
