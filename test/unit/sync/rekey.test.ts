import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { runWriteNow } from '../../../electron/engine/db/write'
import { rekeyContract } from '../../../electron/engine/db/writers/contracts'
import { appendOutbox } from '../../../electron/engine/db/writers/outbox'
import { findContractRow } from '../../../electron/engine/db/queries/contract-rows'
import { insertDocument } from '../../../electron/engine/db/writers/documents'
import { addContractAlias } from '../../../electron/sync/store/aliases'
import { recordConflict } from '../../../electron/engine/db/writers/sync-conflicts'
import { tempDir } from '../../helpers/engine'
import { contracts, seedFixtureWorkspace } from '../../helpers/fixture-workspace'

const NEW_ID = 'e0e0e0e0e0e0e0e0e0e0e0e0'

function rowsNaming(db: ReturnType<typeof openDatabase>, id: string): Record<string, number> {
  const tables = db
    .prepare("SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'contract_id') ORDER BY m.name")
    .pluck()
    .all() as string[]
  return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM "${t}" WHERE contract_id = ?`).get(id) as { n: number }).n]))
}

describe('re-keying a contract to the id the company service gave it', () => {
  it('moves the contract and every row naming it in one transaction, and the old id still finds it', () => {
    const db = openDatabase(`${tempDir('folio-rekey-')}/folio.db`)
    seedFixtureWorkspace(db)
    const old = contracts.c1
    runWriteNow(db, (tx) => {
      insertDocument(tx, {
        id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
        contractId: old,
        revision: 'r1',
        blobSha256: 'a'.repeat(64),
        fileName: 'nda.docx',
        contentType: 'application/pdf',
        size: 1,
        extraction: { kind: 'pdf', paragraphs: [{ text: 'Termination for convenience', startOffset: 0, endOffset: 27 }], fullText: 'Termination for convenience', coverage: { complete: true, extraction: 'pdf-text', warning: null }, pageCount: 1 },
        createdAt: 1
      })
      tx.prepare("INSERT INTO contract_generations (contract_id, template_id, template_version, field_values, trigger_workflows, created_at) VALUES (?, 't', '1', '{}', 1, 1)").run(old)
      tx.prepare("INSERT INTO workflow_requests (id, event, contract_id, created_at) VALUES ('w1', 'templateContractCreated', ?, 1)").run(old)
      appendOutbox(tx, { operation: 'contract.status', contractId: old, payload: { status: 2 }, base: { status: 1 }, baseRowVersion: 1, userId: null, createdAt: 1 })
      recordConflict(tx, { contractId: old, key: 'internal_note', base: null, mine: 'a', theirs: 'b', at: 1 })
    })
    const before = rowsNaming(db, old)
    expect(before).toMatchObject({ contract_properties: 15, contract_parties: 5, contract_documents: 1, contract_generations: 1, workflow_requests: 1, outbox: 1, sync_conflicts: 1 })

    runWriteNow(db, (tx) => {
      rekeyContract(tx, old, NEW_ID)
      addContractAlias(tx, old, NEW_ID, 2)
    })

    expect(rowsNaming(db, NEW_ID)).toEqual({ ...before, contract_aliases: 1 })
    expect(Object.values(rowsNaming(db, old)).every((n) => n === 0)).toBe(true)
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(findContractRow(db, old)?.id).toBe(NEW_ID)
    expect(findContractRow(db, NEW_ID.toUpperCase())?.name).toBe('Mutual NDA with Acme')
    const hit = db.prepare("SELECT d.document_id FROM contract_paragraphs_search s JOIN search_documents d ON d.seq = s.rowid / 16777216 WHERE contract_paragraphs_search MATCH 'convenience'").pluck().all()
    expect(hit).toEqual(['f0f0f0f0f0f0f0f0f0f0f0f0'])
    db.close()
  })
})
