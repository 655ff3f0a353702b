import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

describe('migration 8 (search by document)', () => {
  it('re-indexes every stored paragraph under its document, and keeps indexing and unindexing', () => {
    const db = new Database(join(tempDir('folio-m8-'), 'folio.db'))
    migrate(db, { to: 7 })
    db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at) VALUES ('c1', 'external', 'n', 'r', 1, 0, 0)").run()
    for (const doc of ['d1', 'd2']) {
      db.prepare(
        `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at)
         VALUES (?, 'c1', ?, 'x', 'f', 't', 0, 'docx', 'docx', 1, 1, 0, ?, 0)`
      ).run(doc, doc, doc === 'd2' ? 1 : 0)
    }
    db.prepare("INSERT INTO contract_paragraphs (id, document_id, number, start_offset, end_offset, text) VALUES (1, 'd1', 1, 0, 0, 'The parties shall terminate on notice.')").run()
    db.prepare("INSERT INTO contract_paragraphs (id, document_id, number, start_offset, end_offset, text) VALUES (2, 'd2', 1, 0, 0, 'Termination for convenience is allowed.')").run()

    migrate(db, { to: 8 })

    const search = (q: string) => db.prepare('SELECT rowid FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ? ORDER BY rowid').pluck().all(q)
    expect(search('terminate')).toEqual([1, 2])
    expect(search('terminate AND document : dd2')).toEqual([2])
    db.prepare("INSERT INTO contract_paragraphs (id, document_id, number, start_offset, end_offset, text) VALUES (3, 'd2', 2, 0, 0, 'Either party may terminate.')").run()
    expect(search('terminate AND document : dd2')).toEqual([2, 3])
    db.prepare('DELETE FROM contract_paragraphs WHERE id = 2').run()
    expect(search('terminate AND document : dd2')).toEqual([3])
    db.close()
  })
})
