import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../electron/engine/db/connection'
import { textsAwaitingKeyTerms, type WalkPosition } from '../../../electron/engine/db/queries/key-terms'
import { tempDir } from '../../helpers/engine'

/*
 * The background reader's walk over the contracts: each step looks at a bounded number of
 * contracts in creation order and takes the current texts that have no key terms read by this
 * reader, so a large workspace whose texts are all read is walked in short steps, and texts left
 * waiting are all found, once each.
 */
function workspace(): Db {
  return openDatabase(join(tempDir('folio-kt-walk-'), 'folio.db'))
}

function contract(db: Db, id: string, createdAt: number, deleted = false): void {
  db.prepare("INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, owner_id, origin, deleted) VALUES (?, 'external', ?, ?, 1, ?, 0, 'u-owner', 'local', ?)").run(id, id, id, createdAt, deleted ? 1 : 0)
}

function text(db: Db, id: string, contractId: string, version: number, options: { current: boolean; paragraphs?: number }): void {
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, paragraph_count, text_length, is_current, created_at, version)
     VALUES (?, ?, ?, 'x', ?, 't', 0, 'pdf', 'pdf-text', 1, ?, 0, ?, 0, ?)`
  ).run(id, contractId, `rev-${id}`, `${id}.pdf`, options.paragraphs ?? 3, options.current ? 1 : 0, version)
}

const read = (db: Db, documentId: string, reader: number) => db.prepare("INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES (?, '{}', ?, 0)").run(documentId, reader)

function walk(db: Db, reader: number, examine: number, take: number): Array<{ documents: string[]; next: WalkPosition | null }> {
  const steps: Array<{ documents: string[]; next: WalkPosition | null }> = []
  let after: WalkPosition | null = null
  do {
    const step = textsAwaitingKeyTerms(db, reader, after, examine, take)
    steps.push({ documents: step.texts.map((t) => t.documentId), next: step.next })
    after = step.next
  } while (after !== null)
  return steps
}

describe('the walk over texts awaiting key terms', () => {
  it('takes current texts without terms of this reader, in creation order, skipping the rest', () => {
    const db = workspace()
    contract(db, 'c-a', 1)
    text(db, 'd-a1', 'c-a', 1, { current: false })
    text(db, 'd-a2', 'c-a', 2, { current: true })
    contract(db, 'c-b', 2)
    text(db, 'd-b', 'c-b', 1, { current: true })
    read(db, 'd-b', 2)
    contract(db, 'c-c', 2)
    text(db, 'd-c', 'c-c', 1, { current: true })
    read(db, 'd-c', 1)
    contract(db, 'c-d', 3, true)
    text(db, 'd-d', 'c-d', 1, { current: true })
    contract(db, 'c-e', 4)
    text(db, 'd-e', 'c-e', 1, { current: true, paragraphs: 0 })
    contract(db, 'c-f', 5)
    contract(db, 'c-g', 6)
    text(db, 'd-g', 'c-g', 1, { current: true })

    // Reader 2: c-b's text is read by it; c-c's by reader 1, an older one.
    expect(walk(db, 2, 100, 100)).toEqual([{ documents: ['d-a2', 'd-c', 'd-g'], next: null }])
    expect(walk(db, 1, 100, 100)).toEqual([{ documents: ['d-a2', 'd-g'], next: null }])
    db.close()
  })

  it('looks at no more than `examine` contracts a step and takes no more than `take` texts, finding each once', () => {
    const db = workspace()
    for (let i = 0; i < 10; i++) {
      contract(db, `c-${i}`, 100)
      text(db, `d-${i}`, `c-${i}`, 1, { current: true })
      if (i < 6) read(db, `d-${i}`, 1)
    }
    expect(walk(db, 1, 4, 100)).toEqual([
      { documents: [], next: { contractId: 'c-3', createdAt: 100 } },
      { documents: ['d-6', 'd-7'], next: { contractId: 'c-7', createdAt: 100 } },
      { documents: ['d-8', 'd-9'], next: null }
    ])
    expect(walk(db, 1, 100, 3)).toEqual([
      { documents: ['d-6', 'd-7', 'd-8'], next: { contractId: 'c-8', createdAt: 100 } },
      { documents: ['d-9'], next: null }
    ])
    db.close()
  })
})
