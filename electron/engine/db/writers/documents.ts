import type { Extraction } from '../../documents/extraction/types'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

/**
 * The one writer of contract documents and their paragraphs (indexed for search by trigger):
 * an imported or generated file's extraction, or the text a pull brought as the service has it.
 * Each document of a contract is a version, numbered from 1; the latest is the current one, which
 * the contract's text, download and search serve. Versions are never replaced: a new file or a
 * changed text from the service adds one.
 */

/** How a version came: imported or uploaded by a user, generated from a template, pulled by sync, read by OCR. */
export type DocumentSource = 'import' | 'generation' | 'sync' | 'ocr'

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
  /** The user who uploaded or generated it; null when nobody here did. */
  createdBy?: string | null
  /** Default `import`. */
  source?: DocumentSource
}

/**
 * Stores a document as the contract's next version, with its paragraphs, and makes it the
 * current one (the search index follows by trigger: migration 0012). Answers its version number.
 */
export function insertDocument(tx: WriteTx, doc: NewDocument): number {
  const version = nextVersion(tx, doc.contractId)
  retireCurrentDocument(tx, doc.contractId)
  const x = doc.extraction
  cachedStatement(
    tx,
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction,
       complete, warning, page_count, paragraph_count, text_length, is_current, created_at, version, created_by, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`
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
    doc.createdAt,
    version,
    doc.createdBy ?? null,
    doc.source ?? 'import'
  )
  const paragraph = cachedStatement(tx, 'INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) VALUES (?, ?, ?, ?, ?)')
  x.paragraphs.forEach((p, i) => paragraph.run(doc.id, i + 1, p.startOffset, p.endOffset, p.text))
  return version
}

function nextVersion(tx: WriteTx, contractId: string): number {
  const row = cachedStatement(tx, 'SELECT MAX(version) AS latest FROM contract_documents WHERE contract_id = ?').get(contractId) as { latest: number | null }
  return (row.latest ?? 0) + 1
}

/** The contract keeps its versions but serves none of them (its paragraphs leave the search index). */
function retireCurrentDocument(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'UPDATE contract_documents SET is_current = 0 WHERE contract_id = ? AND is_current = 1').run(contractId)
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
 * What a pull did with the service's document: `added` a new version, `refreshed` the version the
 * service last served in place (same text, the service's new revision and file), `withdrawn` the
 * current version (the service serves none; every version stays readable).
 */
export type PulledDocumentOutcome = 'added' | 'refreshed' | 'withdrawn'

/**
 * Keeps a pulled contract's copy of the service's document, and the contract's local history. The
 * service's text is compared with the version the service last served here (else, the first
 * time, with the current version: a contract generated here and adopted by the service): a new
 * version is added only when the text changed. When only the file changed (a new revision of the
 * same text), that version takes the service's revision and file in place, so that evidence names
 * the revision the service names; a version uploaded here since stays the current one.
 * `fresh`: the contract is new to this laptop.
 */
export function storePulledDocument(tx: WriteTx, contractId: string, doc: PulledDocument | null, documentId: string, now: number, fresh = false): PulledDocumentOutcome {
  if (!doc) {
    retireCurrentDocument(tx, contractId)
    return 'withdrawn'
  }
  const base = fresh ? undefined : servedVersion(tx, contractId)
  if (base && sameTexts(tx, base, doc.paragraphs)) {
    cachedStatement(
      tx,
      `UPDATE contract_documents SET revision = ?, blob_sha256 = ?, file_name = ?, content_type = ?, size = ?, kind = ?, extraction = ?,
         complete = ?, warning = ?, pulled_at = ? WHERE id = ?`
    ).run(doc.revision, doc.blobSha256, doc.fileName, doc.contentType, doc.size, doc.kind, doc.extraction, doc.complete ? 1 : 0, doc.warning, now, base)
    return 'refreshed'
  }
  const version = fresh ? 1 : nextVersion(tx, contractId)
  if (!fresh) retireCurrentDocument(tx, contractId)
  const last = doc.paragraphs[doc.paragraphs.length - 1]
  cachedStatement(
    tx,
    `INSERT INTO contract_documents (id, contract_id, revision, blob_sha256, file_name, content_type, size, kind, extraction, complete, warning,
       page_count, paragraph_count, text_length, is_current, created_at, version, created_by, source, pulled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 1, ?, ?, NULL, 'sync', ?)`
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
    now,
    version,
    now
  )
  // Paragraphs of one document go in together, in one statement; the search index follows by trigger.
  cachedStatement(
    tx,
    "INSERT INTO contract_paragraphs (document_id, number, start_offset, end_offset, text) SELECT ?, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]' FROM json_each(?) ORDER BY key"
  ).run(documentId, JSON.stringify(doc.paragraphs.map((p) => [p.number, p.startOffset, p.endOffset, p.text])))
  return 'added'
}

/**
 * The version holding what the service last served: the latest one a pull stored or matched,
 * else the current one. None while the contract has no current version (the service withdrew
 * its document): whatever comes next is a new version.
 */
function servedVersion(tx: WriteTx, contractId: string): string | undefined {
  const row = cachedStatement(
    tx,
    `SELECT id FROM contract_documents WHERE contract_id = ? AND EXISTS (SELECT 1 FROM contract_documents c WHERE c.contract_id = ? AND c.is_current = 1)
     ORDER BY pulled_at IS NOT NULL DESC, version DESC LIMIT 1`
  ).get(contractId, contractId) as { id: string } | undefined
  return row?.id
}

function sameTexts(tx: WriteTx, documentId: string, paragraphs: PulledDocument['paragraphs']): boolean {
  const stored = cachedStatement(tx, 'SELECT text FROM contract_paragraphs WHERE document_id = ? ORDER BY number').pluck().all(documentId) as string[]
  return stored.length === paragraphs.length && stored.every((text, i) => text === paragraphs[i]?.text)
}
