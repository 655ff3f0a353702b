import type { DraftingChecks } from '../../../../shared/api/drafting-checks'
import type { EngineContext } from '../../context'
import { allParagraphTexts, currentDocument } from '../../db/queries/documents'
import type { Principal } from '../../domain/principal'
import { readableContract } from '../contracts/read'

/**
 * POST /local/drafting-checks: the checks of paragraphs a client sends (the document open in Word,
 * a draft a script holds). Nothing is stored. The checker runs in a document worker, so a
 * 5,000-paragraph text never holds up the API's other answers.
 */
export function checkParagraphs(ctx: EngineContext, paragraphs: string[]): Promise<DraftingChecks> {
  return ctx.extractor.checkDrafting(paragraphs)
}

/**
 * GET /local/contracts/{id}/drafting-checks: the checks of the contract's current text, read with
 * the same access as the text itself. A contract without a document has nothing to check.
 */
export function checkStoredContract(ctx: EngineContext, user: Principal, id: string): Promise<DraftingChecks> {
  const contract = readableContract(ctx, user, id)
  const doc = currentDocument(ctx.db, contract.id)
  return ctx.extractor.checkDrafting(doc ? allParagraphTexts(ctx.db, doc.id) : [])
}
