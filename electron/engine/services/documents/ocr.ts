import type { OcrRunResponse } from '../../../../shared/api/documents'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { currentDocument, type DocumentRow } from '../../db/queries/documents'
import { runWrite } from '../../db/write'
import type { ContractRow } from '../../db/queries/contract-rows'
import { JobCancelledError } from '../../documents/worker'
import { ConflictError, ForbiddenError } from '../../errors'
import { canEditContract } from '../../domain/access'
import type { AuthContext } from '../../domain/principal'
import { readableContract } from '../contracts/read'
import type { ExtractionControl } from './import'
import { storeTextRevision } from './store'
import { coverageOf } from './text'
import { keyTermsOfExtraction } from '../key-terms/read-in-pool'

/**
 * POST /local/contracts/{id}/ocr: reads a contract imported before Folio ran OCR again, pages
 * without a text layer by OCR, and stores the result as a new revision of its text.
 */
export async function ocrContract(
  ctx: EngineContext,
  auth: AuthContext,
  id: string,
  request: { jobId?: string; disconnected?: AbortSignal } = {}
): Promise<OcrRunResponse> {
  const contract = readableContract(ctx, auth.user, id)
  if (!canEditContract(auth.user, contract)) throw new ForbiddenError(`The API key's owner may not change contract ${contract.id}`)
  return ctx.documentJobs.run({ id: request.jobId, kind: 'ocr', userId: auth.user.id, contractId: contract.id }, request.disconnected, (job) => {
    job.reading(currentDocument(ctx.db, contract.id)?.file_name ?? '', 0, 1)
    return readAgainByOcr(ctx, auth, contract, job.control())
  })
}

/**
 * The contract's current file read again, OCR included, stored as its current text revision in
 * one transaction (indexed for search at once). Refused, with the reason, for a contract whose
 * text OCR cannot improve.
 */
export async function readAgainByOcr(ctx: EngineContext, auth: AuthContext, contract: ContractRow, control: ExtractionControl = {}): Promise<OcrRunResponse> {
  const read = currentDocument(ctx.db, contract.id)
  assertOcrCanHelp(contract, read)
  const cancelled = () => new ConflictError(`OCR of contract ${contract.id} was cancelled; its text is unchanged`)
  let extraction
  try {
    extraction = await ctx.extractor.extract(ctx.blobs.get(read.blob_sha256), 'pdf', control)
  } catch (error) {
    if (error instanceof JobCancelledError) throw cancelled()
    throw error
  }
  if (control.signal?.aborted) throw cancelled()
  const keyTerms = await keyTermsOfExtraction(ctx, extraction)
  const { revision } = await runWrite(
    ctx.db,
    (tx) => {
      // Another run (the window and the CLI at once) may have stored a revision meanwhile.
      if (currentDocument(tx, contract.id)?.id !== read.id) {
        throw new ConflictError(`The text of contract ${contract.id} changed while it was read; nothing was stored`)
      }
      const stored = storeTextRevision(ctx, tx, read, extraction, ctx.extractor.ocrEngine, keyTerms)
      recordAudit(tx, {
        at: ctx.now(),
        userId: auth.user.id,
        apiKeyId: auth.keyId,
        action: 'contract.text_reread',
        contractId: contract.id,
        details: { from: read.revision, revision: stored.revision, engine: ctx.extractor.ocrEngine, paragraphs: extraction.paragraphs.length, extraction: extraction.coverage.extraction }
      })
      return stored
    },
    `Storing the OCR text of contract ${contract.id}`
  )
  return { contractId: contract.id, revision, paragraphs: extraction.paragraphs.length, coverage: coverageOf(currentDocument(ctx.db, contract.id)) }
}

/** Why OCR has nothing to add to a contract's text, or nothing when it has. */
export function whyOcrCannotHelp(contract: Pick<ContractRow, 'id' | 'type'>, document: DocumentRow | null): string | null {
  if (contract.type !== 'external') return `the text of contract ${contract.id} comes from the company service; Folio reads by OCR only documents imported on this laptop`
  if (document === null || document.blob_sha256 === '') return `contract ${contract.id} has no stored file to read`
  if (document.kind !== 'pdf') return `the document of contract ${contract.id} is a Word file, whose text is read whole`
  if (document.extraction === 'ocr' || document.extraction === 'mixed') return `the document of contract ${contract.id} was already read by OCR`
  if (document.complete === 1) return `every page of the document of contract ${contract.id} has a text layer`
  return null
}

function assertOcrCanHelp(contract: ContractRow, document: DocumentRow | null): asserts document is DocumentRow {
  const reason = whyOcrCannotHelp(contract, document)
  if (reason !== null) throw new ConflictError(`Nothing to read by OCR: ${reason}`)
}
