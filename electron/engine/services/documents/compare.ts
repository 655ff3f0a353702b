import type { ComparedSide, CompareOptions, CompareRequest, CompareResponse, CompareSide, RedlineRequest } from '../../../../shared/api/compare'
import type { EngineContext } from '../../context'
import { allParagraphTexts, currentDocument, documentVersion } from '../../db/queries/documents'
import type { Principal } from '../../domain/principal'
import { numberParagraphs, type ComparedParagraph } from '../../documents/compare'
import { generatedFileName } from '../../documents/generation/file-name'
import { BadRequestError, NotFoundError } from '../../errors'
import { readableContract } from '../contracts/read'
import { comparisonLens } from '../playbooks/match'

type Which = 'old' | 'new'

interface ResolvedSide {
  side: Omit<ComparedSide, 'text'>
  texts: string[]
  paragraphs: ComparedParagraph[]
}

/**
 * One side of a comparison: a stored contract's version (its current one unless `version` says
 * which) or paragraphs given in the request. Paragraphs are numbered from 1 in order, as the text
 * endpoint's whole-text answer has them, so that entries index the `text` arrays.
 */
function resolveSide(ctx: EngineContext, user: Principal, side: CompareSide, which: Which): ResolvedSide {
  const field = `Body field '${which}'`
  if (side.contractId !== undefined && side.paragraphs !== undefined) throw new BadRequestError(`${field} takes either contractId (and version) or paragraphs (and name), not both`)
  if (side.contractId === undefined && side.paragraphs === undefined) throw new BadRequestError(`${field} needs contractId (a stored contract) or paragraphs (a text)`)
  if (side.paragraphs !== undefined) {
    if (side.version !== undefined) throw new BadRequestError(`Body field '${which}.version' goes with contractId, not with paragraphs`)
    const texts = side.paragraphs
    const name = side.name ?? (which === 'old' ? 'Older text' : 'Newer text')
    return { side: { contractId: null, version: null, revision: null, name, paragraphs: texts.length }, texts, paragraphs: numberParagraphs(texts) }
  }
  if (side.name !== undefined) throw new BadRequestError(`Body field '${which}.name' goes with paragraphs: a stored contract is named by its record`)
  const contract = readableContract(ctx, user, side.contractId ?? '')
  const doc = side.version === undefined ? currentDocument(ctx.db, contract.id) : documentVersion(ctx.db, contract.id, side.version)
  if (!doc) {
    throw new NotFoundError(side.version === undefined ? `Contract ${contract.id} has no stored document to compare` : `Contract ${contract.id} has no version ${side.version}`)
  }
  const texts = allParagraphTexts(ctx.db, doc.id)
  return {
    side: { contractId: contract.id, version: doc.version, revision: doc.revision, name: contract.name, paragraphs: texts.length },
    texts,
    paragraphs: numberParagraphs(texts)
  }
}

function optionsOf(options: CompareOptions | undefined): CompareOptions {
  return options ?? {}
}

/**
 * POST /local/compare: the two sides aligned paragraph by paragraph, with word changes and summary
 * counts; with `playbookId`, the playbook's lens on the changes. The comparison runs in a worker
 * thread: two long, very different texts take a few hundred milliseconds the API must not wait on.
 */
export async function compareTexts(ctx: EngineContext, user: Principal, request: CompareRequest): Promise<CompareResponse> {
  const old = resolveSide(ctx, user, request.old, 'old')
  const neu = resolveSide(ctx, user, request.new, 'new')
  const lensOf = request.playbookId === undefined ? null : comparisonLens(ctx, request.playbookId)
  const comparison = await ctx.extractor.compare(old.paragraphs, neu.paragraphs, optionsOf(request.options))
  const withText = request.text ?? true
  return {
    old: withText ? { ...old.side, text: old.texts } : old.side,
    new: withText ? { ...neu.side, text: neu.texts } : neu.side,
    summary: comparison.summary,
    approximate: comparison.approximate,
    entries: comparison.entries,
    ...(lensOf ? { lens: lensOf(comparison.entries, old.texts, neu.texts) } : {})
  }
}

/**
 * POST /local/compare/redline: the newer side as a .docx with every change a tracked change
 * (author "Folio"), named after the newer side. Compared and written in a worker thread.
 */
export async function exportRedline(ctx: EngineContext, user: Principal, request: RedlineRequest): Promise<{ bytes: Uint8Array; fileName: string }> {
  const old = resolveSide(ctx, user, request.old, 'old')
  const neu = resolveSide(ctx, user, request.new, 'new')
  const title = `${neu.side.name}${neu.side.version === null ? '' : ` (version ${neu.side.version})`}: changes from ${old.side.name}${old.side.version === null ? '' : ` (version ${old.side.version})`}`
  const bytes = await ctx.extractor.redline(old.paragraphs, neu.paragraphs, optionsOf(request.options), { title, date: new Date(ctx.now()) })
  const label = neu.side.version === null ? neu.side.name : `${neu.side.name} v${neu.side.version}`
  return { bytes, fileName: generatedFileName(`${label} redline`) }
}
