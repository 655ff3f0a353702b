import { basename, extname } from 'node:path'
import type { ImportResponse } from '../../../../shared/api/documents'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { nextSequenceValue } from '../../db/writers/sequences'
import { runWrite } from '../../db/write'
import { insertContract } from '../../db/writers/contracts'
import { detectDocumentKind, type ExtractionProgress } from '../../documents/extraction'
import { DocumentError, type DocumentErrorCode } from '../../documents/safety'
import { JobCancelledError } from '../../documents/worker'
import { ApiError } from '../../errors'
import { newId } from '../../ids'
import type { AuthContext } from '../../domain/principal'
import { coverageOf } from './text'
import { storeContractDocument } from './store'
import { currentDocument } from '../../db/queries/documents'
import { keyTermsOfExtraction } from '../key-terms/read-in-pool'

export interface ImportFile {
  fileName: string
  bytes: Uint8Array
}

/** The HTTP status a refused document earns. */
export const DOCUMENT_ERROR_STATUS: Record<DocumentErrorCode, number> = {
  unsupported_type: 415,
  too_large: 413,
  zip_bomb: 413,
  corrupt: 400,
  unsafe_xml: 400,
  encrypted: 400
}

/** How a caller follows and stops a document's extraction. */
export interface ExtractionControl {
  signal?: AbortSignal
  onProgress?: (progress: ExtractionProgress) => void
}

// A cancelled import answers like a request that lost a race: nothing was stored.
const CANCELLED = { status: 409, error: 'cancelled', message: 'the import was cancelled; nothing was stored' } as const

export type ImportOutcome =
  | { ok: true; file: string; id: string; name: string; paragraphs: number; coverage: ReturnType<typeof coverageOf> }
  | { ok: false; file: string; status: number; error: string; message: string }

/**
 * Imports one file as a new `external` contract. The file is checked and extracted (in a worker)
 * before anything is written; a refused file leaves the workspace exactly as it was. The
 * contract is local to this laptop: the company API has no operation to create an external
 * contract, so nothing is queued for sync.
 */
export async function importDocument(ctx: EngineContext, auth: AuthContext, file: ImportFile, control: ExtractionControl = {}): Promise<ImportOutcome> {
  const name = basename(file.fileName, extname(file.fileName)).trim() || 'Imported document'
  try {
    const kind = detectDocumentKind(file.bytes, file.fileName)
    const extraction = await ctx.extractor.extract(file.bytes, kind, control)
    if (control.signal?.aborted) return { ok: false, file: file.fileName, ...CANCELLED }
    const keyTerms = await keyTermsOfExtraction(ctx, extraction)
    const id = await runWrite(
      ctx.db,
      (tx) => {
        const now = ctx.now()
        const contractId = newId()
        const reference = `IMP-${String(nextSequenceValue(tx, 'import-reference')).padStart(5, '0')}`
        insertContract(
          tx,
          { id: contractId, type: 'external', name, reference, statusCode: 1, createdAt: now, updatedAt: now, ownerId: auth.user.id },
          { now, catalogue: loadPropertyCatalogue(tx) }
        )
        storeContractDocument(ctx, tx, contractId, file, extraction, { createdBy: auth.user.id, source: 'import' }, keyTerms)
        recordAudit(tx, {
          at: now,
          userId: auth.user.id,
          apiKeyId: auth.keyId,
          action: 'contract.imported',
          contractId,
          details: { file: file.fileName, paragraphs: extraction.paragraphs.length, extraction: extraction.coverage.extraction }
        })
        return contractId
      },
      `The import of ${file.fileName}`
    )
    return { ok: true, file: file.fileName, id, name, paragraphs: extraction.paragraphs.length, coverage: coverageOf(currentDocument(ctx.db, id)) }
  } catch (error) {
    if (error instanceof JobCancelledError) return { ok: false, file: file.fileName, ...CANCELLED }
    if (error instanceof DocumentError) {
      return { ok: false, file: file.fileName, status: DOCUMENT_ERROR_STATUS[error.code], error: error.code, message: error.message }
    }
    throw error
  }
}

/**
 * POST /local/contracts/import: each file on its own. When at least one file is imported the
 * answer is 200 with both lists; when none is, the refusal itself is the answer (the one file's
 * 4xx, or a 400 naming every file's problem). With a job id, progress is readable and the import
 * can be cancelled while it runs (jobs.ts).
 */
export async function importDocuments(
  ctx: EngineContext,
  auth: AuthContext,
  files: ImportFile[],
  request: { jobId?: string; disconnected?: AbortSignal } = {}
): Promise<ImportResponse> {
  if (files.length === 0) throw ApiError.withStatus(400, "Send one or more files in the multipart field 'files'")
  const outcomes: ImportOutcome[] = []
  await ctx.documentJobs.run({ id: request.jobId, kind: 'import', userId: auth.user.id }, request.disconnected, async (job) => {
    for (const [index, file] of files.entries()) {
      if (job.signal.aborted) {
        outcomes.push({ ok: false, file: file.fileName, ...CANCELLED })
        continue
      }
      job.reading(file.fileName, index, files.length)
      outcomes.push(await importDocument(ctx, auth, file, job.control()))
    }
  })
  const imported = outcomes.flatMap((o) => (o.ok ? [{ file: o.file, id: o.id, name: o.name, paragraphs: o.paragraphs, coverage: o.coverage }] : []))
  const failed = outcomes.flatMap((o) => (o.ok ? [] : [{ file: o.file, error: o.error, message: o.message }]))
  if (imported.length === 0) {
    const only = outcomes.length === 1 ? outcomes[0] : undefined
    if (only && !only.ok) throw ApiError.withStatus(only.status, `${only.file}: ${only.message}`)
    throw ApiError.withStatus(400, `None of the ${files.length} files could be imported: ${failed.map((f) => `${f.file}: ${f.message}`).join('; ')}`)
  }
  return { imported, failed }
}
