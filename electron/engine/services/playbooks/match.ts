import type { ComparisonEntry, PlaybookLens } from '../../../../shared/api/compare'
import type { MatchResponse, StoredMatchResponse } from '../../../../shared/api/matching'
import type { IfNotFound, PositionKeyword } from '../../../../shared/api/playbooks'
import type { EngineContext } from '../../context'
import { allParagraphTexts, currentDocument } from '../../db/queries/documents'
import { confirmedPlaybookPositions, findServedPlaybook, type PlaybookRow } from '../../db/queries/playbooks'
import { NotFoundError } from '../../errors'
import { compilePlaybook, matchParagraphs, playbookLens, type CompiledPlaybook, type MatchablePosition, type ParagraphList } from '../../playbooks'
import type { Principal } from '../../domain/principal'
import { readableContract } from '../contracts/read'

/**
 * A served playbook compiled for matching. Compiled playbooks are cached per engine (ctx.playbooks)
 * under id, version and last change, so an edited or re-synced playbook is compiled afresh.
 */
function compiledPlaybook(ctx: EngineContext, id: string): { row: PlaybookRow; compiled: CompiledPlaybook } {
  const row = findServedPlaybook(ctx.db, id.toLowerCase())
  if (!row) throw new NotFoundError(`Playbook ${id} not found (or not a production version)`)
  const compiled = ctx.playbooks.get(`${row.id}:${row.version}:${row.updated_at}`, () =>
    compilePlaybook(
      confirmedPlaybookPositions(ctx.db, row.id).map(
        (p): MatchablePosition => ({
          order: p.sort_order,
          name: p.name,
          ifNotFound: JSON.parse(p.if_not_found) as IfNotFound,
          keywords: JSON.parse(p.keywords) as PositionKeyword[]
        })
      )
    )
  )
  return { row, compiled }
}

/**
 * POST /v2/playbooks/{id}/match: which confirmed positions' keywords occur in which paragraphs.
 * Keyword matching only: no verdict, nothing stored. A position whose keywords cannot be
 * evaluated (a pattern RE2 refuses) carries `skipped` with the reason instead of matches.
 * `paragraphs`: strings, or a request body's own list (its bytes as they arrived, texts decoded on demand).
 */
export function matchPlaybook(ctx: EngineContext, id: string, paragraphs: readonly string[] | ParagraphList): MatchResponse {
  const { row, compiled } = compiledPlaybook(ctx, id)
  return {
    playbook: { id: row.id, name: row.name, isDefault: row.is_default === 1 },
    // Without spans the matcher's results are the response's positions, field for field and in
    // the same order: copying 5,000 matches into new objects would only feed the garbage collector.
    positions: matchParagraphs(compiled, paragraphs)
  }
}

/** POST /local/contracts/{id}/match: the same matcher over the contract's stored paragraphs, with keyword spans. */
export function matchStoredContract(ctx: EngineContext, user: Principal, contractId: string, playbookId: string): StoredMatchResponse {
  const contract = readableContract(ctx, user, contractId)
  const doc = currentDocument(ctx.db, contract.id)
  const paragraphs = doc ? allParagraphTexts(ctx.db, doc.id) : []
  const { row, compiled } = compiledPlaybook(ctx, playbookId)
  return {
    playbook: { id: row.id, name: row.name, isDefault: row.is_default === 1 },
    contractId: contract.id,
    revision: doc?.revision ?? 'none',
    totalParagraphs: paragraphs.length,
    positions: matchParagraphs(compiled, paragraphs, { spans: true }).map((p) => ({
      order: p.order,
      name: p.name,
      ifNotFound: p.ifNotFound,
      matches: p.matches.map((m) => ({ paragraphIndex: m.paragraphIndex, paragraph: m.paragraphIndex + 1, keywords: m.keywords, spans: m.spans ?? [] })),
      ...(p.skipped ? { skipped: p.skipped } : {})
    }))
  }
}

/**
 * A comparison seen through a playbook (POST /local/compare with playbookId): both texts matched
 * with the same compiled playbook, and for each position whether it newly matches or no longer
 * matches, and which changes touch it. The playbook is looked up at once (404 before any work);
 * the answer is the function that reads a comparison through it.
 */
export function comparisonLens(ctx: EngineContext, playbookId: string): (entries: readonly ComparisonEntry[], oldTexts: readonly string[], newTexts: readonly string[]) => PlaybookLens {
  const { row, compiled } = compiledPlaybook(ctx, playbookId)
  return (entries, oldTexts, newTexts) => ({
    playbook: { id: row.id, name: row.name, isDefault: row.is_default === 1 },
    positions: playbookLens(entries, matchParagraphs(compiled, oldTexts), matchParagraphs(compiled, newTexts))
  })
}
