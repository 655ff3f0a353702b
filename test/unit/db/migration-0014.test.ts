import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate, schemaVersion } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

function insertContract(db: Database.Database, id: string): void {
  db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, owner_id, origin) VALUES (?, 'external', ?, ?, 1, 0, 0, 'u-owner', 'local')").run(id, id, id)
}

function insertDocument(db: Database.Database, id: string, contractId: string, version: number, current: boolean): void {
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at, version)
     VALUES (?, ?, ?, 'x', ?, 't', 0, 'pdf', 'pdf-text', 1, 3, 0, ?, 0, ?)`
  ).run(id, contractId, `rev-${id}`, `${id}.pdf`, current ? 1 : 0, version)
}

const TERMS = JSON.stringify({ parties: [], agreementDate: null, effectiveDate: null, expirationDate: null, renewalTerm: null, noticePeriod: { value: { days: 60 }, evidence: { paragraphIndex: 2, start: 0, end: 10, text: 'sixty (60)' }, applied: false }, governingLaw: null })

describe('migration 14 (key terms)', () => {
  it('keeps the key terms of each text revision, leaves earlier imports without any, and lets them go with their revision', () => {
    const db = new Database(join(tempDir('folio-m14-'), 'folio.db'))
    migrate(db, { to: 13 })
    expect(schemaVersion(db)).toBe(13)
    insertContract(db, 'c-old')
    insertDocument(db, 'd-1', 'c-old', 1, false)
    insertDocument(db, 'd-2', 'c-old', 2, true)

    migrate(db, { to: 14 })

    // Nothing is invented for texts read before: `folio terms --refresh` reads them.
    expect(db.prepare('SELECT COUNT(*) FROM contract_key_terms').pluck().get()).toBe(0)
    db.prepare('INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES (?, ?, 1, 5)').run('d-1', TERMS)
    db.prepare('INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES (?, ?, 1, 6)').run('d-2', TERMS)
    expect(db.prepare('SELECT document_id, reader, read_at, terms ->> \'$.noticePeriod.value.days\' AS days FROM contract_key_terms ORDER BY document_id').all()).toEqual([
      { document_id: 'd-1', reader: 1, read_at: 5, days: 60 },
      { document_id: 'd-2', reader: 1, read_at: 6, days: 60 }
    ])
    // One row per revision; terms are JSON; a reader is numbered from 1; a revision must exist.
    expect(() => db.prepare("INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES ('d-1', '{}', 1, 7)").run()).toThrow(/UNIQUE constraint failed: contract_key_terms.document_id/)
    expect(() => db.prepare("UPDATE contract_key_terms SET terms = 'not json' WHERE document_id = 'd-1'").run()).toThrow(/CHECK constraint failed/)
    expect(() => db.prepare("UPDATE contract_key_terms SET reader = 0 WHERE document_id = 'd-1'").run()).toThrow(/CHECK constraint failed/)
    expect(() => db.prepare("INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES ('d-none', '{}', 1, 7)").run()).toThrow(/FOREIGN KEY constraint failed/)
    // A deleted contract takes its revisions' terms with it.
    db.prepare("DELETE FROM contracts WHERE id = 'c-old'").run()
    expect(db.prepare('SELECT COUNT(*) FROM contract_key_terms').pluck().get()).toBe(0)
    db.close()
  })
})
