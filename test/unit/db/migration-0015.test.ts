import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

function addDocument(db: Database.Database, id: string, contractId: string, current: boolean, version: number): void {
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at, version)
     VALUES (?, ?, ?, 'x', 'f', 't', 0, 'docx', 'docx', 1, 1, 0, ?, 0, ?)`
  ).run(id, contractId, id, current ? 1 : 0, version)
}

type Carried = { document_id: string; contract_id: string; deleted: number; status_code: number | null; category_id: string | null }

describe('migration 15 (search facets on the index documents)', () => {
  it("gives an existing workspace's indexed documents their contract's deleted flag, status and category, and keeps them in step", () => {
    const db = new Database(join(tempDir('folio-m15-'), 'folio.db'))
    db.pragma('foreign_keys = ON')
    migrate(db, { to: 14 })
    db.prepare("INSERT INTO categories (id, label, abbreviation, created_at) VALUES ('k1', 'Software Licence', 'SL', 0), ('k2', 'Supply', 'SUP', 0)").run()
    const contract = db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, category_id, deleted, created_at, updated_at) VALUES (?, 'external', ?, ?, ?, ?, ?, 0, 0)")
    contract.run('c1', 'Licence – Acme', 'SL-1', 5, 'k1', 0)
    contract.run('c2', 'Supply – Globex', 'SUP-2', 2, null, 1)
    addDocument(db, 'old1', 'c1', false, 1)
    addDocument(db, 'cur1', 'c1', true, 2)
    addDocument(db, 'cur2', 'c2', true, 1)

    migrate(db, { to: 15 })

    const carried = () => db.prepare('SELECT document_id, contract_id, deleted, status_code, category_id FROM search_documents ORDER BY document_id').all() as Carried[]
    expect(carried()).toEqual([
      { document_id: 'cur1', contract_id: 'c1', deleted: 0, status_code: 5, category_id: 'k1' },
      { document_id: 'cur2', contract_id: 'c2', deleted: 1, status_code: 2, category_id: null }
    ])

    // A status or category change, a deletion or a restore reaches the index's documents.
    db.prepare("UPDATE contracts SET status_code = 6, category_id = 'k2' WHERE id = 'c1'").run()
    db.prepare("UPDATE contracts SET deleted = 0 WHERE id = 'c2'").run()
    expect(carried()).toEqual([
      { document_id: 'cur1', contract_id: 'c1', deleted: 0, status_code: 6, category_id: 'k2' },
      { document_id: 'cur2', contract_id: 'c2', deleted: 0, status_code: 2, category_id: null }
    ])

    // A new current revision enters the index with its contract's values.
    db.prepare("UPDATE contract_documents SET is_current = 0 WHERE id = 'cur1'").run()
    addDocument(db, 'new1', 'c1', true, 3)
    expect(carried().map((r) => [r.document_id, r.status_code, r.category_id])).toEqual([
      ['cur2', 2, null],
      ['new1', 6, 'k2']
    ])

    // A contract given a new id (its rows move first, foreign keys checked at commit) keeps its values.
    db.transaction(() => {
      db.pragma('defer_foreign_keys = ON')
      db.prepare("UPDATE contract_documents SET contract_id = 'c9' WHERE contract_id = 'c2'").run()
      db.prepare("UPDATE search_documents SET contract_id = 'c9' WHERE contract_id = 'c2'").run()
      db.prepare("UPDATE contracts SET id = 'c9' WHERE id = 'c2'").run()
    })()
    expect(carried()).toContainEqual({ document_id: 'cur2', contract_id: 'c9', deleted: 0, status_code: 2, category_id: null })
    db.close()
  })
})
