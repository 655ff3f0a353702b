import { FINDING_KINDS, type Definition, type DraftingChecks, type Finding, type FindingKind, type FindingSeverity } from '../../../shared/api/drafting-checks'

/**
 * How the window and the Word pane present the engine's drafting checks: names a lawyer reads for
 * each kind, the findings grouped by kind in place order, and the sentence a term is defined in.
 * Nothing here judges text; the engine's checker does.
 */

export const KIND_LABELS: Record<FindingKind, string> = {
  'undefined-term': 'Undefined terms',
  'unused-definition': 'Unused definitions',
  'duplicate-definition': 'Terms defined twice',
  'inconsistent-term': 'Terms written another way',
  'broken-reference': 'Broken cross-references',
  numbering: 'Numbering gaps and repeats',
  placeholder: 'Blanks left in',
  'number-mismatch': 'Words and figures disagree',
  'invalid-date': 'Dates that do not exist',
  unbalanced: 'Unclosed brackets and quotes'
}

export const SEVERITY_LABELS: Record<FindingSeverity, string> = { error: 'Error', warning: 'Warning', info: 'Note' }

export interface FindingGroup {
  kind: FindingKind
  label: string
  findings: Finding[]
}

/** Place order: paragraph, then offset. */
export function byPlace(a: { paragraphIndex: number; start: number }, b: { paragraphIndex: number; start: number }): number {
  return a.paragraphIndex - b.paragraphIndex || a.start - b.start
}

/** Findings grouped by kind (errors' kinds first, as the engine lists kinds), each group in place order; empty kinds left out. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const severityRank: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 }
  const groups = FINDING_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind], findings: findings.filter((f) => f.kind === kind).sort(byPlace) })).filter(
    (g) => g.findings.length > 0
  )
  const rank = (g: FindingGroup) => Math.min(...g.findings.map((f) => severityRank[f.severity]))
  return groups.sort((a, b) => rank(a) - rank(b))
}

/** "2 errors, 1 warning": the counts a lawyer reads first. */
export function severityCounts(checks: Pick<DraftingChecks, 'findings'>): string {
  const words: Record<FindingSeverity, [string, string]> = { error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['note', 'notes'] }
  const parts = (['error', 'warning', 'info'] as const)
    .map((s) => [s, checks.findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${words[s][n === 1 ? 0 : 1]}`)
  return parts.length === 0 ? 'No findings' : parts.join(', ')
}

const MAX_SENTENCE = 360

/**
 * The sentence of `text` around [start, end): what a defined term's tooltip shows. Sentences end at
 * a full stop, semicolon or colon followed by a space; a long one is cut with an ellipsis around
 * the term.
 */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start)
  const boundary = /[.;:]\s+(?=[^.;:]*$)/.exec(before)
  const from = boundary ? boundary.index + boundary[0].length : 0
  const after = /[.;:](\s|$)/.exec(text.slice(end))
  const to = after ? end + after.index + 1 : text.length
  let sentence = text.slice(from, to).trim()
  if (sentence.length > MAX_SENTENCE) {
    const offset = Math.max(0, start - from - 120)
    sentence = `${offset > 0 ? '…' : ''}${sentence.slice(offset, offset + MAX_SENTENCE).trim()}…`
  }
  return sentence
}

/** A defined term as the document view marks it: where it is defined and what the definition says. */
export interface TermDefinition {
  term: string
  /** 1-based paragraph number of the definition. */
  paragraph: number
  start: number
  end: number
  /** The sentence that defines it; null while its paragraph has not arrived. */
  sentence: string | null
}

export function termDefinitions(definitions: readonly Definition[], paragraphs: ReadonlyArray<string | undefined>): TermDefinition[] {
  return definitions.map((d) => {
    const text = paragraphs[d.paragraphIndex]
    return { term: d.term, paragraph: d.paragraphIndex + 1, start: d.start, end: d.end, sentence: text === undefined ? null : sentenceAround(text, d.start, d.end) }
  })
}

/** Where a defined term is used in a paragraph: whole words, in the case it was defined in (a lowercase "agreement" is not the defined "Agreement"). */
export function termUses(text: string, terms: readonly TermDefinition[]): Array<{ start: number; end: number; definition: TermDefinition }> {
  const uses: Array<{ start: number; end: number; definition: TermDefinition }> = []
  for (const definition of terms) {
    if (definition.term.length === 0) continue
    let from = 0
    for (;;) {
      const index = text.indexOf(definition.term, from)
      if (index === -1) break
      const end = index + definition.term.length
      const wordBefore = /[\p{L}\p{N}]/u.test(text.charAt(index - 1))
      const wordAfter = /[\p{L}\p{N}]/u.test(text.charAt(end))
      if (!wordBefore && !wordAfter) uses.push({ start: index, end, definition })
      from = end
    }
  }
  return uses
}
