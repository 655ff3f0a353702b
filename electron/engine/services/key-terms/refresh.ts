import type { EngineContext } from '../../context'
import { allParagraphTexts, currentDocument } from '../../db/queries/documents'
import { contractsAwaitingKeyTerms } from '../../db/queries/key-terms'
import { runWrite } from '../../db/write'
import { storeKeyTerms } from '../../db/writers/key-terms'
import { KEY_TERMS_READER } from './read-in-pool'

/** Contracts whose current text has no key terms read by this version of the reader. */
export function contractsToRefresh(ctx: Pick<EngineContext, 'db'>): string[] {
  return contractsAwaitingKeyTerms(ctx.db, KEY_TERMS_READER)
}

/**
 * Reads a contract's current text again for its key terms and stores them with that revision
 * (`folio terms --refresh`): contracts imported before Folio read key terms, texts pulled by
 * sync, or read by an older reader. Answers the revision read, or null when the contract has no
 * text. A text replaced while it was read keeps the terms of the new one, read when it arrived.
 */
export async function refreshContractKeyTerms(ctx: EngineContext, contractId: string): Promise<string | null> {
  const doc = currentDocument(ctx.db, contractId)
  if (!doc) return null
  const terms = await ctx.extractor.readKeyTerms(allParagraphTexts(ctx.db, doc.id))
  await runWrite(
    ctx.db,
    (tx) => {
      if (currentDocument(tx, contractId)?.id === doc.id) storeKeyTerms(tx, doc.id, terms, KEY_TERMS_READER, ctx.now())
    },
    `Storing the key terms of contract ${contractId}`
  )
  return doc.revision
}
