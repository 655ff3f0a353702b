import type { Db } from '../connection'
import { cachedStatement } from '../statements'

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

export function currentRevision(db: Db, contractId: string): string | null {
  const row = cachedStatement(db, 'SELECT revision FROM contract_documents WHERE contract_id = ? AND is_current = 1').get(contractId) as { revision: string } | undefined
  return row?.revision ?? null
}

/**
 * Replaces the contract's documents with the service's current one (or none). Earlier revisions
 * of a pulled contract are the service's to keep; the copy holds what it serves now.
 */
export function replacePulledDocument(db: Db, contractId: string, doc: PulledDocument | null, documentId: string, now: number, fresh = false): void {
  if (!fresh) cachedStatement(db, 'DELETE FROM contract_documents WHERE contract_id = ?').run(contractId)
  if (!doc) return
  const last = doc.paragraphs[doc.paragraphs.length - 1]
  cachedStatement(
    db,
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
    db,
    "INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) SELECT ?, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]' FROM json_each(?) ORDER BY key"
  ).run(documentId, JSON.stringify(doc.paragraphs.map((p) => [p.number, p.startOffset, p.endOffset, p.text])))
}
