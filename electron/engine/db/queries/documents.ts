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

/** Paragraphs from number `from` on, in order; iterate and stop when a page is full. */
export function iterateParagraphs(db: Db, documentId: string, from: number): IterableIterator<ParagraphRow> {
  return db
    .prepare('SELECT id, number, start_offset, end_offset, text FROM contract_paragraphs WHERE document_id = ? AND number >= ? ORDER BY number')
    .iterate(documentId, from) as IterableIterator<ParagraphRow>
}

export function allParagraphTexts(db: Db, documentId: string): string[] {
  return cachedStatement(db, 'SELECT text FROM contract_paragraphs WHERE document_id = ? ORDER BY number').pluck().all(documentId) as string[]
}

export function currentRevision(db: Db, contractId: string): string | null {
  const row = cachedStatement(db, 'SELECT revision FROM contract_documents WHERE contract_id = ? AND is_current = 1').get(contractId) as { revision: string } | undefined
  return row?.revision ?? null
}

/** Imported PDFs with pages Folio could not read when they were imported (before it ran OCR), oldest first. */
export function contractsAwaitingOcr(db: Db): string[] {
  return cachedStatement(
    db,
    `SELECT c.id FROM contracts c JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
     WHERE c.type = 'external' AND d.kind = 'pdf' AND d.extraction = 'pdf-text' AND d.complete = 0 AND d.blob_sha256 <> ''
     ORDER BY c.created_at, c.id`
  )
    .pluck()
    .all() as string[]
}
