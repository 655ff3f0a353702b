import type { ContractEvidenceResponse, ContractTextQuery, ContractTextResponse, EvidenceCoverage } from '../../../../shared/api/documents'
import { contractUrl, type EngineContext } from '../../context'
import { allParagraphTexts, currentDocument, iterateParagraphs, type DocumentRow } from '../../db/queries/documents'
import { BadRequestError } from '../../errors'
import type { Principal } from '../../domain/principal'
import { readableContract } from '../contracts/read'
import { buildEvidencePage, type TextPosition } from './text-pages'

export const DEFAULT_MAX_CHARACTERS = 24_000

/** `<contract id>@<revision>#<paragraph>`: the EvidenceParagraph reference. */
export function paragraphReference(contractId: string, revision: string, paragraph: number): string {
  return `${contractId}@${revision}#${paragraph}`
}

export function coverageOf(doc: Pick<DocumentRow, 'paragraph_count' | 'extraction' | 'complete' | 'warning'> | null): EvidenceCoverage {
  if (!doc) return { totalParagraphs: 0, extraction: 'none', complete: false, warning: 'No document is stored for this contract' }
  return { totalParagraphs: doc.paragraph_count, extraction: doc.extraction, complete: doc.complete === 1, warning: doc.warning }
}

interface TextCursor {
  r: string
  p: number
  o: number
}

function encodeTextCursor(revision: string, at: TextPosition): string {
  const cursor: TextCursor = { r: revision, p: at.paragraph, o: at.offset }
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeTextCursor(text: string, revision: string): TextPosition {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  const c = parsed as Partial<TextCursor> | null
  if (!c || typeof c.r !== 'string' || !Number.isInteger(c.p) || !Number.isInteger(c.o) || c.p! < 1 || c.o! < 0) {
    throw new BadRequestError("Query parameter 'textCursor' is not valid: pass back the cursor of the previous page unchanged")
  }
  if (c.r !== revision) {
    throw new BadRequestError("Query parameter 'textCursor' belongs to an earlier revision of this contract's document: start again without it")
  }
  return { paragraph: c.p!, offset: c.o! }
}

/** The whole text, one segment per paragraph (all that /v1 serves). */
export function getWholeText(ctx: EngineContext, user: Principal, id: string): ContractTextResponse {
  const contract = readableContract(ctx, user, id)
  const doc = currentDocument(ctx.db, contract.id)
  return { contractId: contract.id, name: contract.name, text: doc ? allParagraphTexts(ctx.db, doc.id) : [] }
}

/**
 * GET /v2/contracts/{id}/text. The shape follows the request: with `maxCharacters` or `textCursor`
 * the answer is a bounded evidence page (ContractEvidenceResponse), otherwise the whole text, one
 * segment per paragraph (ContractTextResponse). A contract without a document answers an empty
 * text, and in evidence mode a coverage that says so.
 */
export function getContractText(ctx: EngineContext, user: Principal, id: string, query: ContractTextQuery): ContractTextResponse | ContractEvidenceResponse {
  if (query.maxCharacters === undefined && query.textCursor === undefined) return getWholeText(ctx, user, id)
  const contract = readableContract(ctx, user, id)
  const doc = currentDocument(ctx.db, contract.id)
  const revision = doc?.revision ?? 'none'
  const budget = query.maxCharacters ?? DEFAULT_MAX_CHARACTERS
  const start = query.textCursor ? decodeTextCursor(query.textCursor, revision) : { paragraph: 1, offset: 0 }
  const page = doc
    ? buildEvidencePage(
        mapRows(iterateParagraphs(ctx.db, doc.id, start.paragraph)),
        start,
        budget,
        (n) => paragraphReference(contract.id, revision, n)
      )
    : { paragraphs: [], next: null }
  return {
    contractId: contract.id,
    name: contract.name,
    type: contract.type,
    url: contractUrl(ctx, contract.id),
    revision,
    paragraphs: page.paragraphs,
    coverage: coverageOf(doc),
    pagination: { hasMore: page.next !== null, cursor: page.next ? encodeTextCursor(revision, page.next) : null }
  }
}

function* mapRows(rows: Iterable<{ number: number; start_offset: number; text: string }>) {
  for (const r of rows) yield { number: r.number, startOffset: r.start_offset, text: r.text }
}
