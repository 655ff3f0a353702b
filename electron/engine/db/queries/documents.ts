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
  version: number
  created_by: string | null
  source: 'import' | 'generation' | 'sync' | 'ocr'
  pulled_at: number | null
  is_current: number
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

/**
 * The revision the company service last served for a pulled contract: that of the latest version
 * a pull found to be the service's, while the contract has a current version. A version uploaded
 * here since is not the service's, so it does not make the service's document look changed.
 */
export function pulledRevision(db: Db, contractId: string): string | null {
  const row = cachedStatement(
    db,
    `SELECT revision FROM contract_documents WHERE contract_id = ? AND pulled_at IS NOT NULL
       AND EXISTS (SELECT 1 FROM contract_documents c WHERE c.contract_id = contract_documents.contract_id AND c.is_current = 1)
     ORDER BY version DESC LIMIT 1`
  ).get(contractId) as { revision: string } | undefined
  return row?.revision ?? null
}

/** Every version of a contract's document, oldest first, with the name of who made each. */
export function contractVersions(db: Db, contractId: string): Array<DocumentRow & { creator_name: string | null; creator_email: string | null }> {
  return cachedStatement(
    db,
    `SELECT d.*, u.name AS creator_name, u.email AS creator_email FROM contract_documents d LEFT JOIN users u ON u.id = d.created_by
     WHERE d.contract_id = ? ORDER BY d.version`
  ).all(contractId) as Array<DocumentRow & { creator_name: string | null; creator_email: string | null }>
}

export function documentVersion(db: Db, contractId: string, version: number): DocumentRow | null {
  return (cachedStatement(db, 'SELECT * FROM contract_documents WHERE contract_id = ? AND version = ?').get(contractId, version) as DocumentRow | undefined) ?? null
}
