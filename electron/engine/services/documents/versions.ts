import type { ContractVersion, ContractVersionsResponse, ContractVersionText } from '../../../../shared/api/versions'
import type { EngineContext } from '../../context'
import { recordAudit } from '../../db/writers/audit'
import { findContractRow, type ContractRow } from '../../db/queries/contract-rows'
import { allParagraphTexts, contractVersions, currentDocument, documentVersion, type DocumentRow } from '../../db/queries/documents'
import { runWrite } from '../../db/write'
import { markDocumentChanged } from '../../db/writers/contracts'
import { canEditContract } from '../../domain/access'
import type { AuthContext, Principal } from '../../domain/principal'
import { detectDocumentKind, type Extraction } from '../../documents/extraction'
import { DocumentError } from '../../documents/safety'
import { JobCancelledError } from '../../documents/worker'
import { ApiError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors'
import { BlobStore } from '../../storage/blobs'
import { toIso } from '../../time'
import { readableContract } from '../contracts/read'
import { DOCUMENT_ERROR_STATUS, type ExtractionControl, type ImportFile } from './import'
import { storeContractDocument } from './store'
import { coverageOf } from './text'
import { keyTermsOfExtraction } from '../key-terms/read-in-pool'

type VersionRow = DocumentRow & { creator_name?: string | null; creator_email?: string | null }

function presentVersion(row: VersionRow): ContractVersion {
  return {
    version: row.version,
    current: row.is_current === 1,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    source: row.source,
    createdBy: row.created_by !== null && row.creator_name ? { id: row.created_by, name: row.creator_name, email: row.creator_email ?? '' } : null,
    createdAt: toIso(row.created_at),
    paragraphCount: row.paragraph_count,
    revision: row.revision,
    coverage: coverageOf(row)
  }
}

/** GET /local/contracts/{id}/versions: every version of the contract's document, oldest first. */
export function listContractVersions(ctx: EngineContext, user: Principal, id: string): ContractVersionsResponse {
  const contract = readableContract(ctx, user, id)
  return { contractId: contract.id, versions: contractVersions(ctx.db, contract.id).map(presentVersion) }
}

function readableVersion(ctx: EngineContext, user: Principal, id: string, version: number): { contract: ContractRow; doc: DocumentRow } {
  const contract = readableContract(ctx, user, id)
  const doc = documentVersion(ctx.db, contract.id, version)
  if (!doc) throw new NotFoundError(`Contract ${contract.id} has no version ${version}`)
  return { contract, doc }
}

/** GET /local/contracts/{id}/versions/{version}/text: any version's whole text, one segment per paragraph. */
export function getVersionText(ctx: EngineContext, user: Principal, id: string, version: number): ContractVersionText {
  const { contract, doc } = readableVersion(ctx, user, id, version)
  return { contractId: contract.id, name: contract.name, version: doc.version, revision: doc.revision, text: allParagraphTexts(ctx.db, doc.id) }
}

/** The stored file of a version: its bytes, type and name. */
export function versionFile(ctx: EngineContext, user: Principal, id: string, version: number): { bytes: Buffer; contentType: string; fileName: string } {
  const { contract, doc } = readableVersion(ctx, user, id, version)
  // A version pulled with its text but without a file (the service had none) has no blob either.
  if (doc.blob_sha256 === '') throw new NotFoundError(`Version ${version} of contract ${contract.id} has no stored file`)
  return { bytes: ctx.blobs.get(doc.blob_sha256), contentType: doc.content_type, fileName: doc.file_name }
}

// A cancelled upload answers like a request that lost a race, as a cancelled import does.
const CANCELLED = 'the upload of the new version was cancelled; nothing was stored'

/** The contract, if the user may add a version to it: one they may edit, not deleted. */
function editableContract(ctx: EngineContext, auth: AuthContext, id: string, row: ContractRow | null): ContractRow {
  if (!row) throw new NotFoundError(`Contract ${id} not found`)
  if (!canEditContract(auth.user, row)) throw new ForbiddenError(`The API key's owner may not edit contract ${id}`)
  if (row.deleted === 1) throw new ConflictError(`Contract ${id} is deleted: a deleted contract takes no new version`)
  return row
}

function refuseSameFile(contract: ContractRow, current: DocumentRow | null, sha256: string, fileName: string): void {
  if (current !== null && current.blob_sha256 === sha256) {
    throw new ConflictError(`${fileName} is the file of version ${current.version}, the latest version of contract ${contract.id}: nothing was added`)
  }
}

/**
 * POST /local/contracts/{id}/versions: a new version of the contract's document, which becomes
 * its current one. The file is checked and extracted (in a worker) as an import is, before
 * anything is written; a refused file leaves the contract exactly as it was. The same file as the
 * latest version is refused (409), so every version differs from the one before it. A version
 * is local to this laptop, like an import: the company API has no operation to upload one.
 */
export async function addContractVersion(
  ctx: EngineContext,
  auth: AuthContext,
  id: string,
  files: ReadonlyArray<ImportFile & { field: string }>,
  control: ExtractionControl = {}
): Promise<ContractVersion> {
  const file = files[0]
  if (file === undefined || files.length > 1) throw new BadRequestError(`Send exactly one file in the multipart field 'file' (${files.length} were sent)`)
  if (file.field !== 'file') throw new BadRequestError(`Send the file in the multipart field 'file', not '${file.field}'`)
  const before = editableContract(ctx, auth, id, findContractRow(ctx.db, id))
  const sha256 = BlobStore.hash(file.bytes)
  refuseSameFile(before, currentDocument(ctx.db, before.id), sha256, file.fileName)
  let extraction: Extraction
  try {
    const kind = detectDocumentKind(file.bytes, file.fileName)
    extraction = await ctx.extractor.extract(file.bytes, kind, control)
  } catch (error) {
    if (error instanceof DocumentError) throw ApiError.withStatus(DOCUMENT_ERROR_STATUS[error.code], `${file.fileName}: ${error.message}`)
    if (error instanceof JobCancelledError) throw new ConflictError(CANCELLED)
    throw error
  }
  if (control.signal?.aborted) throw new ConflictError(CANCELLED)
  const keyTerms = await keyTermsOfExtraction(ctx, extraction)
  const documentId = await runWrite(
    ctx.db,
    (tx) => {
      const contract = editableContract(ctx, auth, id, findContractRow(tx, id))
      refuseSameFile(contract, currentDocument(tx, contract.id), sha256, file.fileName)
      const now = ctx.now()
      const stored = storeContractDocument(ctx, tx, contract.id, file, extraction, { createdBy: auth.user.id, source: 'import' }, keyTerms)
      markDocumentChanged(tx, contract, now)
      recordAudit(tx, {
        at: now,
        userId: auth.user.id,
        apiKeyId: auth.keyId,
        action: 'contract.version.added',
        contractId: contract.id,
        details: { version: stored.version, file: file.fileName, paragraphs: extraction.paragraphs.length, revision: stored.revision }
      })
      return stored.documentId
    },
    `The new version of contract ${id}`
  )
  const added = contractVersions(ctx.db, before.id).find((row) => row.id === documentId)
  if (!added) throw new Error(`the version just stored for contract ${before.id} cannot be read back`)
  return presentVersion(added)
}

/**
 * The route's upload of a new version: followed as a document job (progress readable, and
 * cancellable, under `jobId`), and cancelled when the client goes away, as an import is.
 */
export async function uploadContractVersion(
  ctx: EngineContext,
  auth: AuthContext,
  id: string,
  files: ReadonlyArray<ImportFile & { field: string }>,
  request: { jobId?: string; disconnected?: AbortSignal } = {}
): Promise<ContractVersion> {
  return ctx.documentJobs.run({ id: request.jobId, kind: 'import', userId: auth.user.id, contractId: id }, request.disconnected, (job) => {
    job.reading(files[0]?.fileName ?? '', 0, 1)
    return addContractVersion(ctx, auth, id, files, job.control())
  })
}
