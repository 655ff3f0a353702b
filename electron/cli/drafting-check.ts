import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import type { DraftingChecks, Finding, FindingSeverity } from '../../shared/api/drafting-checks'
import { allParagraphTexts, currentDocument } from '../engine/db/queries/documents'
import { checkDrafting } from '../engine/drafting'
import { extractDocument, type DocumentKind } from '../engine/documents/extraction'
import { DocumentError } from '../engine/documents/safety'
import type { AuthContext } from '../engine/domain/principal'
import { ApiError } from '../engine/errors'
import type { EngineContext } from '../engine/context'
import { readableContract } from '../engine/services/contracts/read'

/**
 * What `folio check` does once its arguments are read: check stored contracts or one file, report
 * each, and say whether anything must stop a draft from going out. Kept apart from the argument
 * parsing so that the command line can change its parser without touching this.
 */

/** One checked text: a contract of the workspace or a file, or why it could not be checked. */
export type CheckOutcome =
  | { source: { id: string; name: string } | { file: string }; checks: DraftingChecks }
  | { source: { id: string } | { file: string }; error: string }

/** A file the command reads: its kind follows its extension, as an import's does. */
export function fileKind(path: string): DocumentKind | null {
  const extension = extname(path).toLowerCase()
  return extension === '.docx' ? 'docx' : extension === '.pdf' ? 'pdf' : null
}

/** The contract's current text, read with the access the acting user has to its text. */
export function checkContract(ctx: EngineContext, auth: AuthContext, id: string): CheckOutcome {
  try {
    const contract = readableContract(ctx, auth.user, id)
    const doc = currentDocument(ctx.db, contract.id)
    return { source: { id: contract.id, name: contract.name }, checks: checkDrafting(doc ? allParagraphTexts(ctx.db, doc.id) : []) }
  } catch (error) {
    if (error instanceof ApiError) return { source: { id }, error: error.message }
    throw error
  }
}

/** A .docx or .pdf read by the engine's own extraction, with its safety limits and OCR of scanned pages. */
export async function checkFile(path: string, kind: DocumentKind): Promise<CheckOutcome> {
  const file = basename(path)
  let bytes: Uint8Array
  try {
    bytes = await readFile(path)
  } catch (error) {
    return { source: { file }, error: `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` }
  }
  try {
    const extraction = await extractDocument(bytes, kind)
    return { source: { file }, checks: checkDrafting(extraction.paragraphs.map((p) => p.text)) }
  } catch (error) {
    if (error instanceof DocumentError) return { source: { file }, error: error.message }
    throw error
  }
}

/** Whether a draft should not go out as it is: an error-severity finding, or a text that could not be checked. */
export function blocks(outcome: CheckOutcome): boolean {
  return 'error' in outcome || outcome.checks.findings.some((f) => f.severity === 'error')
}

/** The JSON line of an outcome: `{id, name, findings, definitions, summary}`, `{file, …}` or `{id|file, error}`. */
export function outcomeLine(outcome: CheckOutcome): string {
  return JSON.stringify('error' in outcome ? { ...outcome.source, error: outcome.error } : { ...outcome.source, ...outcome.checks })
}

const SEVERITY_ORDER: readonly FindingSeverity[] = ['error', 'warning', 'info']

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function findingLine(f: Finding): string {
  const suggestion = f.suggestion === undefined ? '' : ` (suggested: "${f.suggestion}")`
  return `  ${`¶${f.paragraphIndex + 1}`.padEnd(6)}  ${f.severity.padEnd(7)}  ${f.kind.padEnd(20)}  "${f.text}": ${f.message}${suggestion}`
}

/** The report a person reads: a heading per text, the counts by severity, then each finding by place. */
export function outcomeReport(outcome: CheckOutcome): string {
  const title = 'file' in outcome.source ? outcome.source.file : 'name' in outcome.source ? `${outcome.source.name} (${outcome.source.id})` : outcome.source.id
  if ('error' in outcome) return `${title}: not checked: ${outcome.error}`
  const { findings } = outcome.checks
  if (findings.length === 0) return `${title}: no findings`
  const counts = SEVERITY_ORDER.map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => plural(n, s))
  return [`${title}: ${plural(findings.length, 'finding')} (${counts.join(', ')})`, ...findings.map(findingLine)].join('\n')
}
