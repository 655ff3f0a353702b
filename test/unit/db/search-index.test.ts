import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { mergeSearchIndex } from '../../../electron/engine/db/writers/search-index'
import { runWriteNow } from '../../../electron/engine/db/write'
import { join } from 'node:path'
import { tempDir } from '../../helpers/engine'

describe('merging the search index', () => {
  it('merges segments in bounded steps until one remains, and search answers the same', () => {
    const db = openDatabase(join(tempDir('folio-merge-'), 'folio.db'))
    db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at) VALUES ('c', 'external', 'n', 'r', 1, 0, 0)").run()
    db.prepare(
      "INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, created_at) VALUES ('d', 'c', 'r', 'x', 'f', 't', 0, 'docx', 'docx', 1, 0, 0, 0)"
    ).run()
    const insert = db.prepare("INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) VALUES ('d', ?, 0, 0, ?)")
    // Each transaction flushes its own segment.
    for (let i = 1; i <= 40; i++) db.transaction(() => insert.run(i, `Clause ${i}: either party may terminate on notice.`))()
    const segments = () => (db.prepare('SELECT COUNT(*) AS n FROM contract_paragraphs_search_idx').get() as { n: number }).n
    const found = () => db.prepare("SELECT COUNT(*) AS n FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH 'terminate AND document : dd'").get()
    const before = segments()
    expect(found()).toEqual({ n: 40 })
    let steps = 0
    while (runWriteNow(db, (tx) => mergeSearchIndex(tx, 16)) && steps < 100) steps++
    expect(steps).toBeGreaterThan(0)
    expect(segments()).toBeLessThan(before)
    expect(runWriteNow(db, (tx) => mergeSearchIndex(tx, 16))).toBe(false)
    expect(found()).toEqual({ n: 40 })
    db.close()
  })
})
