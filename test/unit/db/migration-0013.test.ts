import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate, schemaVersion } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

function insertContract(db: Database.Database, id: string, type: string, origin: string): void {
  db.prepare('INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, owner_id, origin) VALUES (?, ?, ?, ?, 1, 0, 0, ?, ?)').run(id, type, id, id, 'u-owner', origin)
}

function insertDocument(db: Database.Database, id: string, contractId: string, createdAt: number, current: boolean): void {
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at)
     VALUES (?, ?, ?, 'x', ?, 't', 0, 'docx', 'docx', 1, 1, 0, ?, ?)`
  ).run(id, contractId, `rev-${id}`, `${id}.docx`, current ? 1 : 0, createdAt)
}

function insertParagraph(db: Database.Database, id: number, documentId: string, text: string): void {
  db.prepare('INSERT INTO contract_paragraphs (id, document_id, number, start_offset, end_offset, text) VALUES (?, ?, 1, 0, 0, ?)').run(id, documentId, text)
}

describe('migration 13 (document versions)', () => {
  it('numbers each contract’s documents in upload order, says where each came from and who made it, and keeps only current documents in the search index', () => {
    const db = new Database(join(tempDir('folio-m13-'), 'folio.db'))
    migrate(db, { to: 12 })
    expect(schemaVersion(db)).toBeLessThanOrEqual(12)
    db.prepare("INSERT INTO users (id, email, name, role, can_change_status, created_at) VALUES ('u-ada', 'ada@firm.test', 'Ada', 'member', 1, 0)").run()
    insertContract(db, 'imported', 'external', 'local')
    insertContract(db, 'generated', 'template', 'local')
    insertContract(db, 'pulled', 'template', 'remote')
    // Two documents of one contract, the earlier one no longer current.
    insertDocument(db, 'imp-2', 'imported', 200, true)
    insertDocument(db, 'imp-1', 'imported', 100, false)
    insertDocument(db, 'gen-1', 'generated', 150, true)
    insertDocument(db, 'pull-1', 'pulled', 50, true)
    db.prepare("INSERT INTO audit_events (at, user_id, action, contract_id) VALUES (100, 'u-ada', 'contract.imported', 'imported')").run()
    db.prepare("INSERT INTO audit_events (at, user_id, action, contract_id) VALUES (150, 'u-ada', 'contract.generated', 'generated')").run()
    insertParagraph(db, 1, 'imp-1', 'The supplier shall indemnify the customer.')
    insertParagraph(db, 2, 'imp-2', 'The supplier shall hold the customer harmless.')
    insertParagraph(db, 3, 'gen-1', 'The customer shall pay within thirty days.')

    migrate(db, { to: 13 })

    expect(db.prepare('SELECT id, contract_id, version, source, created_by, pulled_at, is_current FROM contract_documents ORDER BY contract_id, version').all()).toEqual([
      { id: 'gen-1', contract_id: 'generated', version: 1, source: 'generation', created_by: 'u-ada', pulled_at: null, is_current: 1 },
      { id: 'imp-1', contract_id: 'imported', version: 1, source: 'import', created_by: 'u-ada', pulled_at: null, is_current: 0 },
      { id: 'imp-2', contract_id: 'imported', version: 2, source: 'import', created_by: null, pulled_at: null, is_current: 1 },
      { id: 'pull-1', contract_id: 'pulled', version: 1, source: 'sync', created_by: null, pulled_at: 50, is_current: 1 }
    ])
    // The documents whose paragraphs the index finds (its keys name the document: migration 12).
    const search = (q: string) =>
      db.prepare('SELECT DISTINCT s.document_id FROM contract_paragraphs_search f JOIN search_documents s ON s.seq = f.rowid >> 24 WHERE contract_paragraphs_search MATCH ? ORDER BY 1').pluck().all(q)
    // The earlier version's words are out of the index; its paragraphs stay readable.
    expect(search('indemnify')).toEqual([])
    expect(search('supplier')).toEqual(['imp-2'])
    expect(db.prepare("SELECT text FROM contract_paragraphs WHERE document_id = 'imp-1'").pluck().all()).toEqual(['The supplier shall indemnify the customer.'])

    // A version number is unique within its contract.
    expect(() => insertDocument(db, 'imp-dup', 'imported', 300, false)).toThrow(/UNIQUE constraint failed: contract_documents.contract_id, contract_documents.version/)
    expect(() => db.prepare("UPDATE contract_documents SET source = 'fax' WHERE id = 'imp-1'").run()).toThrow(/CHECK constraint failed/)

    // Making another document current moves the index with it, both ways.
    db.prepare("UPDATE contract_documents SET is_current = 0 WHERE id = 'imp-2'").run()
    db.prepare("UPDATE contract_documents SET is_current = 1 WHERE id = 'imp-1'").run()
    expect(search('supplier')).toEqual(['imp-1'])
    expect(search('harmless')).toEqual([])
    // Paragraphs of a document that is not current are not indexed as they arrive.
    db.prepare("INSERT INTO contract_paragraphs (id, document_id, number, start_offset, end_offset, text) VALUES (4, 'imp-2', 2, 0, 0, 'The supplier waives every claim.')").run()
    expect(search('waives')).toEqual([])
    // Deleting a contract takes its indexed paragraphs out, current or not.
    db.prepare("DELETE FROM contracts WHERE id = 'imported'").run()
    expect(search('supplier')).toEqual([])
    expect(search('customer')).toEqual(['gen-1'])
    db.close()
  })
})
