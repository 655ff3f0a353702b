import type { EngineContext } from '../../context'
import { currentDocument } from '../../db/queries/documents'
import type { Principal } from '../../domain/principal'
import { NotFoundError } from '../../errors'
import { readableContract } from '../contracts/read'

export interface ContractFile {
  bytes: Buffer
  contentType: string
  fileName: string
}

/** The file of the contract's current version, for a user who may read the contract. */
export function contractFile(ctx: EngineContext, user: Principal, id: string): ContractFile {
  const contract = readableContract(ctx, user, id)
  const doc = currentDocument(ctx.db, contract.id)
  // A contract pulled with its text but without a file (the service had none) has no blob either.
  if (!doc || doc.blob_sha256 === '') throw new NotFoundError(`Contract ${contract.id} has no stored file`)
  return { bytes: ctx.blobs.get(doc.blob_sha256), contentType: doc.content_type, fileName: doc.file_name }
}
