import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

const KEY = 16777216

function addDocument(db: Database.Database, id: string, contractId: string, current: boolean): void {
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at)
     VALUES (?, ?, ?, 'x', 'f', 't', 0, 'docx', 'docx', 1, 1, 0, ?, 0)`
  ).run(id, contractId, id, current ? 1 : 0)
}

function addParagraph(db: Database.Database, documentId: string, number: number, text: string): void {
  db.prepare('INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) VALUES (?, ?, 0, 0, ?)').run(documentId, number, text)
}

describe('migration 12 (search everything)', () => {
  it('re-indexes current documents under keys that name their document, and keeps the index in step', () => {
    const db = new Database(join(tempDir('folio-m12-'), 'folio.db'))
    db.pragma('foreign_keys = ON')
    migrate(db, { to: 11 })
    const contract = db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at) VALUES (?, 'external', ?, ?, 1, 0, 0)")
    contract.run('c1', 'Master Services Agreement – Acme', 'MSA-2024-001')
    contract.run('c2', 'Supply Agreement – Globex', 'SUP-2024-002')
    addDocument(db, 'old1', 'c1', false)
    addDocument(db, 'cur1', 'c1', true)
    addDocument(db, 'cur2', 'c2', true)
    addParagraph(db, 'old1', 1, 'Either party may terminate for convenience.')
    addParagraph(db, 'cur1', 1, 'Definitions apply.')
    addParagraph(db, 'cur1', 2, 'Either party may terminate on notice.')
    addParagraph(db, 'cur2', 1, 'Termination for material breach.')

    migrate(db, { to: 12 })

    const indexed = () => new Map((db.prepare('SELECT seq, document_id FROM search_documents').all() as Array<{ document_id: string; seq: number }>).map((r) => [r.seq, r.document_id]))
    const seqs = [...indexed().keys()]
    expect([...indexed().values()].sort()).toEqual(['cur1', 'cur2'])
    const search = (q: string) => {
      const documents = indexed()
      return (db.prepare('SELECT rowid FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ? ORDER BY rowid').pluck().all(q) as number[]).map(
        (key) => `${documents.get(Math.floor(key / KEY))}#${key % KEY}`
      )
    }
    expect(search('terminate')).toEqual(['cur1#2', 'cur2#1'])
    expect(search('terminate AND document : dcur2')).toEqual(['cur2#1'])
    const names = (q: string) => db.prepare('SELECT c.id FROM contract_names_search n JOIN contracts c ON c.rowid = n.rowid WHERE contract_names_search MATCH ? ORDER BY c.id').pluck().all(q)
    expect(names('agreement')).toEqual(['c1', 'c2'])
    expect(names('"msa 2024 001"')).toEqual(['c1'])

    // A new revision replaces the old one in the index; its paragraphs enter as they are stored.
    db.prepare("UPDATE contract_documents SET is_current = 0 WHERE id = 'cur2'").run()
    addDocument(db, 'new2', 'c2', true)
    addParagraph(db, 'new2', 1, 'The Supplier may terminate on notice.')
    expect(search('terminate')).toEqual(['cur1#2', 'new2#1'])
    // The keys of a document that left the index are never given to another.
    expect(db.prepare("SELECT seq FROM search_documents WHERE document_id = 'new2'").pluck().get()).toBeGreaterThan(Math.max(...seqs))

    // Deleting a contract takes its documents' paragraphs out; renaming one re-indexes its name.
    db.prepare("DELETE FROM contracts WHERE id = 'c1'").run()
    expect(db.prepare("SELECT COUNT(*) FROM search_documents WHERE document_id LIKE '%1'").pluck().get()).toBe(0)
    expect(search('terminate')).toEqual(['new2#1'])
    expect(search('definitions')).toEqual([])
    db.prepare("UPDATE contracts SET name = 'Framework Supply Contract' WHERE id = 'c2'").run()
    expect(names('agreement')).toEqual([])
    expect(names('framework')).toEqual(['c2'])
    db.close()
  })
})
