import { createHash } from 'node:crypto'
import type { EngineContext } from '../../context'
import type { DocumentRow } from '../../db/queries/documents'
import type { KeyTerms } from '../../../../shared/api/key-terms'
import { insertDocument, type DocumentSource } from '../../db/writers/documents'
import { storeKeyTerms } from '../../db/writers/key-terms'
import type { WriteTx } from '../../db/write'
import type { Extraction } from '../../documents/extraction'
import { newId } from '../../ids'
import { BlobStore } from '../../storage/blobs'
import { KEY_TERMS_READER } from '../key-terms/read-in-pool'

export const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf'
} as const

/** A revision id: the first 16 hex digits of the file's sha256 (64 bits, unique per contract in practice). */
export function revisionOf(sha256: string): string {
  return sha256.slice(0, 16)
}

/** Who made a version and how it came. */
export interface VersionOrigin {
  createdBy: string | null
  source: DocumentSource
}

/** The key terms read from a text as it arrived (null: not read, `folio terms --refresh` reads them). */
function keepKeyTerms(ctx: Pick<EngineContext, 'now'>, tx: WriteTx, documentId: string, keyTerms: KeyTerms | null | undefined): void {
  if (keyTerms) storeKeyTerms(tx, documentId, keyTerms, KEY_TERMS_READER, ctx.now())
}

/**
 * Stores a file as a contract's next version, which becomes its current document: bytes in the
 * blob store, paragraphs in the database (indexed for search), in the caller's write transaction.
 * The blob is written first: if the transaction then fails, an unreferenced blob remains, never
 * a row pointing at nothing. The key terms read from its text are kept with it.
 */
export function storeContractDocument(
  ctx: Pick<EngineContext, 'blobs' | 'now'>,
  tx: WriteTx,
  contractId: string,
  file: { fileName: string; bytes: Uint8Array },
  extraction: Extraction,
  origin: VersionOrigin,
  keyTerms?: KeyTerms | null
): { documentId: string; revision: string; version: number } {
  const sha256 = BlobStore.hash(file.bytes)
  ctx.blobs.put(file.bytes)
  const revision = revisionOf(sha256)
  const documentId = newId()
  const version = insertDocument(tx, {
    id: documentId,
    contractId,
    revision,
    blobSha256: sha256,
    fileName: file.fileName,
    contentType: CONTENT_TYPES[extraction.kind],
    size: file.bytes.byteLength,
    extraction,
    createdAt: ctx.now(),
    createdBy: origin.createdBy,
    source: origin.source
  })
  keepKeyTerms(ctx, tx, documentId, keyTerms)
  return { documentId, revision, version }
}

/**
 * A text revision read again from the same file by another method (OCR): its id comes from the
 * file's sha256 and the method, so it differs from the file's first revision and is the same
 * each time the same method reads the same file.
 */
export function derivedRevisionOf(sha256: string, method: string): string {
  return createHash('sha256').update(`${sha256}\n${method}`).digest('hex').slice(0, 16)
}

/**
 * Stores a new text of a contract's current file, read by `method`, as its current revision: the
 * contract's next version (source `ocr`), for the same blob, paragraphs indexed for search, in the
 * caller's write transaction.
 */
export function storeTextRevision(
  ctx: Pick<EngineContext, 'now'>,
  tx: WriteTx,
  file: DocumentRow,
  extraction: Extraction,
  method: string,
  keyTerms?: KeyTerms | null
): { revision: string } {
  const revision = derivedRevisionOf(file.blob_sha256, method)
  const documentId = newId()
  insertDocument(tx, {
    id: documentId,
    contractId: file.contract_id,
    revision,
    blobSha256: file.blob_sha256,
    fileName: file.file_name,
    contentType: file.content_type,
    size: file.size,
    extraction,
    createdAt: ctx.now(),
    createdBy: null,
    source: 'ocr'
  })
  keepKeyTerms(ctx, tx, documentId, keyTerms)
  return { revision }
}
