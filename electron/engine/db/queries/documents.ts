import type { Extraction } from '../../documents/extraction'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface DocumentRow {
  id: string
  contract_id: string
  revision: string
  blob_sha256: string
  file_name: string
  content_type: string
  size: number
  kind: 'docx' | 'pdf'
  extraction: string
  complete: number
  warning: string | null
  page_count: number | null
  paragraph_count: number
  text_length: number
  created_at: number
}

export interface ParagraphRow {
  id: number
  number: number
  start_offset: number
  end_offset: number
  text: string
}

export function currentDocument(db: Db, contractId: string): DocumentRow | null {
  return (cachedStatement(db, 'SELECT * FROM contract_documents WHERE contract_id = ? AND is_current = 1').get(contractId) as DocumentRow | undefined) ?? null
}

/** Current documents of many contracts at once, by contract id. */
export function currentDocuments(db: Db, contractIds: readonly string[]): Map<string, DocumentRow> {
  if (contractIds.length === 0) return new Map()
  const rows = db
    .prepare(`SELECT * FROM contract_documents WHERE is_current = 1 AND contract_id IN (${contractIds.map(() => '?').join(', ')})`)
    .all(...contractIds) as DocumentRow[]
  return new Map(rows.map((r) => [r.contract_id, r]))
}

export interface NewDocument {
  id: string
  contractId: string
  revision: string
  blobSha256: string
  fileName: string
  contentType: string
  size: number
  extraction: Extraction
  createdAt: number
}

/**
 * Stores a document revision with its paragraphs (indexed for search by trigger) and makes it the
 * contract's current one. Call inside a transaction.
 */
export function insertDocument(db: Db, doc: NewDocument): void {
  db.prepare('UPDATE contract_documents SET is_current = 0 WHERE contract_id = ? AND is_current = 1').run(doc.contractId)
  const x = doc.extraction
  db.prepare(
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction,
       complete, warning, page_count, paragraph_count, text_length, is_current, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`
  ).run(
    doc.id,
    doc.contractId,
    doc.revision,
    doc.blobSha256,
    doc.fileName,
    doc.contentType,
    doc.size,
    x.kind,
    x.coverage.extraction,
    x.coverage.complete ? 1 : 0,
    x.coverage.warning,
    x.pageCount,
    x.paragraphs.length,
    x.fullText.length,
    doc.createdAt
  )
  const paragraph = db.prepare('INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) VALUES (?, ?, ?, ?, ?)')
  x.paragraphs.forEach((p, i) => paragraph.run(doc.id, i + 1, p.startOffset, p.endOffset, p.text))
}

/** Paragraphs from number `from` on, in order; iterate and stop when a page is full. */
export function iterateParagraphs(db: Db, documentId: string, from: number): IterableIterator<ParagraphRow> {
  return db
    .prepare('SELECT id, number, start_offset, end_offset, text FROM contract_paragraphs WHERE document_id = ? AND number >= ? ORDER BY number')
    .iterate(documentId, from) as IterableIterator<ParagraphRow>
}

export function allParagraphTexts(db: Db, documentId: string): string[] {
  return cachedStatement(db, 'SELECT text FROM contract_paragraphs WHERE document_id = ? ORDER BY number').pluck().all(documentId) as string[]
}
