import { KEY_TERM_NAMES, type KeyTermName } from '../../../shared/api/key-terms'
import { describeKeyTerm, KEY_TERM_LABELS, type ContractKeyTermsResponse } from '../../../shared/api/key-term-actions'
import type { EngineContext } from '../../engine/context'
import { findContractRow } from '../../engine/db/queries/contract-rows'
import { contractsWithText } from '../../engine/db/queries/key-terms'
import { canReadContract } from '../../engine/domain/access'
import type { AuthContext } from '../../engine/domain/principal'
import { ApiError } from '../../engine/errors'
import { readableContract } from '../../engine/services/contracts/read'
import { applyContractKeyTerms, getContractKeyTerms } from '../../engine/services/key-terms/contract-terms'
import { contractsToRefresh, refreshContractKeyTerms } from '../../engine/services/key-terms/refresh'

/** What `folio terms` was asked, once its arguments are read. */
export interface TermsRequest {
  json: boolean
  /** Terms to write to their mapped properties (`all`: every one that can be and is not yet); empty: only show. */
  apply: KeyTermName[] | 'all'
  refresh: boolean
  /** The contracts named; empty: every contract (with --refresh: those whose text has no terms yet). */
  contractIds: string[]
}

export interface TermsOutput {
  line(text: string): void
  note(text: string): void
}

/**
 * Shows (and, asked to, refreshes and applies) the key terms of contracts: a table per contract,
 * or one JSON line each, `{id, revision, terms, changes, applied?}` or `{id, error}`. Answers the
 * exit status: 1 when a contract could not be read or its terms could not be applied.
 */
export async function runTerms(ctx: EngineContext, auth: AuthContext, request: TermsRequest, out: TermsOutput): Promise<number> {
  const ids = request.contractIds.length > 0 ? request.contractIds : request.refresh ? contractsToRefresh(ctx) : readableWithText(ctx, auth)
  if (ids.length === 0) out.note(request.refresh ? 'every contract’s text already has its key terms' : 'no contract has a text to read key terms from')
  let failed = 0
  for (const id of ids) {
    try {
      if (request.refresh) {
        // Access first: nothing is read for a user who may not read the contract.
        await refreshContractKeyTerms(ctx, readableContract(ctx, auth.user, id).id)
      }
      let answer = await getContractKeyTerms(ctx, auth.user, id)
      let applied: Record<string, unknown> | undefined
      const wanted = request.apply === 'all' ? applicable(answer) : request.apply
      if (wanted.length > 0) {
        applied = (await applyContractKeyTerms(ctx, auth, answer.contractId, { terms: wanted, revision: answer.revision })).updated
        answer = await getContractKeyTerms(ctx, auth.user, id)
      } else if (request.apply === 'all') applied = {}
      if (request.json) out.line(JSON.stringify({ id: answer.contractId, revision: answer.revision, terms: answer.terms, changes: answer.changes, ...(applied ? { applied } : {}) }))
      else printTable(ctx, answer, out)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      failed++
      if (request.json) out.line(JSON.stringify({ id, error: error.message }))
      else out.line(`${id}: ${error.message}\n`)
    }
  }
  return failed > 0 ? 1 : 0
}

/** The terms `--apply all` writes: those read, mapped, accepted by their property, and not applied yet. */
function applicable(answer: ContractKeyTermsResponse): KeyTermName[] {
  return answer.changes.filter((c) => c.problem === null && !(c.term !== 'parties' && answer.terms[c.term]?.applied === true)).map((c) => c.term)
}

function readableWithText(ctx: EngineContext, auth: AuthContext): string[] {
  return contractsWithText(ctx.db).filter((id) => {
    const row = findContractRow(ctx.db, id)
    return row !== null && canReadContract(auth.user, row)
  })
}

const EVIDENCE_WIDTH = 70

function evidenceOf(answer: ContractKeyTermsResponse, term: KeyTermName): string {
  const evidence = term === 'parties' ? answer.terms.parties[0]?.evidence : answer.terms[term]?.evidence
  if (!evidence) return ''
  const text = evidence.text.replace(/\s+/g, ' ')
  return `¶${evidence.paragraphIndex + 1} “${text.length > EVIDENCE_WIDTH ? `${text.slice(0, EVIDENCE_WIDTH - 1).trimEnd()}…` : text}”`
}

function statusOf(answer: ContractKeyTermsResponse, term: KeyTermName): string {
  if (term === 'parties') return answer.terms.parties.length === 0 ? '' : (answer.changes.find((c) => c.term === 'parties')?.problem ? 'not mapped' : '')
  const read = answer.terms[term]
  if (!read) return ''
  if (read.applied) return 'applied'
  return answer.changes.find((c) => c.term === term)?.problem ? 'cannot apply' : 'proposed'
}

function printTable(ctx: EngineContext, answer: ContractKeyTermsResponse, out: TermsOutput): void {
  const contract = findContractRow(ctx.db, answer.contractId)
  out.line(`${contract?.reference ?? ''}  ${contract?.name ?? ''}  ${answer.contractId}  revision ${answer.revision}`)
  const rows = KEY_TERM_NAMES.map((term) => [KEY_TERM_LABELS[term], describeKeyTerm(term, answer.terms) ?? '—', statusOf(answer, term), evidenceOf(answer, term)])
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  for (const row of rows) out.line(`  ${row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  ').trimEnd()}`)
  out.line('')
}
