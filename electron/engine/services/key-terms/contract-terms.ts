import type { KeyTerms } from '../../../../shared/api/key-terms'
import type { ApplyKeyTermsBody, ContractKeyTermsResponse } from '../../../../shared/api/key-term-actions'
import type { PropertyUpdateResponse } from '../../../../shared/api/writes'
import type { EngineContext } from '../../context'
import type { Db } from '../../db/connection'
import { findContractRow, type ContractRow } from '../../db/queries/contract-rows'
import { allParagraphTexts, currentDocument, type DocumentRow } from '../../db/queries/documents'
import { storedKeyTerms } from '../../db/queries/key-terms'
import { runWrite } from '../../db/write'
import { canEditContract } from '../../domain/access'
import type { AuthContext, Principal } from '../../domain/principal'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors'
import { readableContract } from '../contracts/read'
import { writeContractProperties } from '../contracts/update-properties'
import { KEY_TERMS_READER } from './read-in-pool'
import { presentChanges, proposalsFor, withApplied } from './proposals'

function textOf(db: Db, contract: ContractRow): DocumentRow {
  const doc = currentDocument(db, contract.id)
  if (!doc) throw new NotFoundError(`Contract ${contract.id} has no text to read key terms from`)
  return doc
}

/**
 * The key terms of a text revision: as stored when the text arrived or by the background reader,
 * else read now in the worker pool (a text opened before the background reader reached it).
 */
async function termsOf(ctx: EngineContext, doc: DocumentRow): Promise<KeyTerms> {
  const stored = storedKeyTerms(ctx.db, doc.id)
  if (stored && stored.reader >= KEY_TERMS_READER) return stored.terms
  return ctx.extractor.readKeyTerms(allParagraphTexts(ctx.db, doc.id))
}

/** GET /local/contracts/{id}/key-terms. */
export async function getContractKeyTerms(ctx: EngineContext, user: Principal, id: string): Promise<ContractKeyTermsResponse> {
  const contract = readableContract(ctx, user, id)
  const doc = textOf(ctx.db, contract)
  const terms = await termsOf(ctx, doc)
  // The text may have changed while its terms were read: answer for the revision they came from.
  const proposals = proposalsFor(ctx.db, contract, terms)
  return { contractId: contract.id, revision: doc.revision, terms: withApplied(terms, proposals), changes: presentChanges(proposals) }
}

/** POST /local/key-terms: a text's key terms (the Word pane's open document, a script's), nothing stored. */
export async function readTextKeyTerms(ctx: EngineContext, paragraphs: readonly string[]): Promise<{ terms: KeyTerms }> {
  return { terms: await ctx.extractor.readKeyTerms(paragraphs) }
}

function staleRevision(contract: ContractRow, asked: string, doc: DocumentRow | null): ConflictError {
  const now = doc ? `is now revision ${doc.revision}` : 'has no text any more'
  return new ConflictError(`The text of contract ${contract.id} ${now}, not ${asked}: a new version arrived since its key terms were read. Read them again (GET /local/contracts/${contract.id}/key-terms) and apply what still holds.`)
}

/**
 * POST /local/contracts/{id}/key-terms/apply: writes the chosen terms to their mapped properties
 * through the property write (validation, audit, outbox, sync, the renewal schedule), in one
 * transaction that first checks the text is still the revision the terms were read from.
 */
export async function applyContractKeyTerms(ctx: EngineContext, auth: AuthContext, id: string, body: ApplyKeyTermsBody): Promise<PropertyUpdateResponse> {
  const contract = readableContract(ctx, auth.user, id)
  if (!canEditContract(auth.user, contract)) throw new ForbiddenError(`The API key's owner may not edit contract ${contract.id}`)
  const doc = currentDocument(ctx.db, contract.id)
  if (!doc || doc.revision !== body.revision) throw staleRevision(contract, body.revision, doc)
  const terms = await termsOf(ctx, doc)
  const wanted = [...new Set(body.terms)]
  return runWrite(
    ctx.db,
    (tx) => {
      const now = findContractRow(tx, contract.id)
      if (!now) throw new NotFoundError(`Contract ${id} not found`)
      const latest = currentDocument(tx, now.id)
      if (latest?.id !== doc.id) throw staleRevision(now, body.revision, latest)
      const { proposals } = proposalsFor(tx, now, terms, wanted)
      const problems = proposals.flatMap((p) => (p.problem === null ? [] : [p.problem]))
      if (problems.length > 0) throw new BadRequestError(`${problems.join('; ')}. Nothing was applied.`)
      const writes = Object.assign({}, ...proposals.map((p) => p.writes)) as Record<string, unknown>
      return writeContractProperties(ctx, tx, auth, now.id, writes, { source: 'key-terms', terms: wanted, revision: doc.revision })
    },
    `Applying the key terms of contract ${id}`
  )
}
