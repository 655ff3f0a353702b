import type { KeyTerms } from '../../../../shared/api/key-terms'
import type { EngineContext } from '../../context'
import type { KeyTermsReadOptions } from '../../documents/worker'
import { allParagraphTexts, currentDocument } from '../../db/queries/documents'
import { contractsAwaitingKeyTerms } from '../../db/queries/key-terms'
import { runWrite, type WriteTx } from '../../db/write'
import { storeKeyTerms } from '../../db/writers/key-terms'
import { KEY_TERMS_READER } from './read-in-pool'

/** Contracts whose current text has no key terms read by this version of the reader. */
export function contractsToRefresh(ctx: Pick<EngineContext, 'db'>): string[] {
  return contractsAwaitingKeyTerms(ctx.db, KEY_TERMS_READER)
}

/** Key terms read from a stored text revision of a contract. */
export interface TermsOfText {
  contractId: string
  documentId: string
  terms: KeyTerms
}

/** Reads a stored text revision's key terms in the document worker pool. */
export async function readStoredText(ctx: Pick<EngineContext, 'db' | 'extractor'>, contractId: string, documentId: string, options?: KeyTermsReadOptions): Promise<TermsOfText> {
  const terms = await ctx.extractor.readKeyTerms(allParagraphTexts(ctx.db, documentId), options)
  return { contractId, documentId, terms }
}

/**
 * Stores terms read from stored texts with their revisions, by this version of the reader. A
 * text replaced while it was read is skipped: the new one's terms were read when it arrived.
 * Answers how many were stored.
 */
export function keepTermsOfTexts(tx: WriteTx, read: readonly TermsOfText[], now: number): number {
  let stored = 0
  for (const { contractId, documentId, terms } of read) {
    if (currentDocument(tx, contractId)?.id !== documentId) continue
    storeKeyTerms(tx, documentId, terms, KEY_TERMS_READER, now)
    stored++
  }
  return stored
}

/**
 * Reads a contract's current text again for its key terms and stores them with that revision
 * (`folio terms --refresh`, which forces what the engine's background reader does on its own):
 * contracts imported before Folio read key terms, texts pulled by sync, or read by an older
 * reader. Answers the revision read, or null when the contract has no text.
 */
export async function refreshContractKeyTerms(ctx: EngineContext, contractId: string): Promise<string | null> {
  const doc = currentDocument(ctx.db, contractId)
  if (!doc) return null
  const read = await readStoredText(ctx, contractId, doc.id)
  await runWrite(ctx.db, (tx) => keepTermsOfTexts(tx, [read], ctx.now()), `Storing the key terms of contract ${contractId}`)
  return doc.revision
}
