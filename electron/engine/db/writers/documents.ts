import type { Extraction } from '../../documents/extraction'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

/**
 * The one writer of contract documents and their paragraphs (indexed for search by trigger):
 * an imported or generated file's extraction, or the text a pull brought as the service has it.
 */

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
export function insertDocument(tx: WriteTx, doc: NewDocument): void {
  tx.prepare('UPDATE contract_documents SET is_current = 0 WHERE contract_id = ? AND is_current = 1').run(doc.contractId)
  const x = doc.extraction
  tx.prepare(
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
  const paragraph = tx.prepare('INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) VALUES (?, ?, ?, ?, ?)')
  x.paragraphs.forEach((p, i) => paragraph.run(doc.id, i + 1, p.startOffset, p.endOffset, p.text))
}

/** A pulled document: the service's revision and paragraphs as it returned them. */
export interface PulledDocument {
  revision: string
  blobSha256: string
  fileName: string
  contentType: string
  size: number
  kind: 'docx' | 'pdf'
  extraction: string
  complete: boolean
  warning: string | null
  paragraphs: ReadonlyArray<{ number: number; startOffset: number; endOffset: number; text: string }>
}

/**
 * Replaces the contract's documents with the service's current one (or none). Earlier revisions
 * of a pulled contract are the service's to keep; the copy holds what it serves now.
 */
export function replacePulledDocument(tx: WriteTx, contractId: string, doc: PulledDocument | null, documentId: string, now: number, fresh = false): void {
  if (!fresh) cachedStatement(tx, 'DELETE FROM contract_documents WHERE contract_id = ?').run(contractId)
  if (!doc) return
  const last = doc.paragraphs[doc.paragraphs.length - 1]
  cachedStatement(
    tx,
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, warning,
       page_count, paragraph_count, text_length, is_current, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 1, ?)`
  ).run(
    documentId,
    contractId,
    doc.revision,
    doc.blobSha256,
    doc.fileName,
    doc.contentType,
    doc.size,
    doc.kind,
    doc.extraction,
    doc.complete ? 1 : 0,
    doc.warning,
    doc.paragraphs.length,
    last ? last.endOffset : 0,
    now
  )
  // Paragraphs of one document go in together, in one statement; the search index follows by trigger.
  cachedStatement(
    tx,
    "INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) SELECT ?, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]' FROM json_each(?) ORDER BY key"
  ).run(documentId, JSON.stringify(doc.paragraphs.map((p) => [p.number, p.startOffset, p.endOffset, p.text])))
}
