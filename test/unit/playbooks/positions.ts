import type { KeywordType, PositionKeyword } from '../../../shared/api/playbooks'
import { compilePlaybook, matchParagraphs, type MatchablePosition, type PositionResult } from '../../../electron/engine/playbooks'

export const exact = (value: string): PositionKeyword => ({ value, type: 'exact' })
export const pattern = (value: string): PositionKeyword => ({ value, type: 'pattern' })
export const negative = (value: string): PositionKeyword => ({ value, type: 'negative' })
export const keyword = (type: KeywordType, value: string): PositionKeyword => ({ value, type })

export function position(order: number, keywords: PositionKeyword[], name: string | null = `Position ${order}`): MatchablePosition {
  return { order, name, ifNotFound: { compliant: false, status: null }, keywords }
}

/** The paragraph indices a one-position playbook with these keywords matches. */
export function matchingParagraphs(keywords: PositionKeyword[], paragraphs: string[]): number[] {
  const [result] = matchParagraphs(compilePlaybook([position(1, keywords)]), paragraphs)
  return result?.matches.map((match) => match.paragraphIndex) ?? []
}

/** Whether one keyword alone matches one paragraph. */
export function matches(keywordToTest: PositionKeyword, paragraph: string): boolean {
  return matchingParagraphs([keywordToTest], [paragraph]).length === 1
}

/** The text each span of each match points at, for readable assertions. */
export function spanTexts(result: PositionResult | undefined, paragraphs: string[]): string[][] {
  return (result?.matches ?? []).map((match) => (match.spans ?? []).map((span) => (paragraphs[match.paragraphIndex] ?? '').slice(span.start, span.end)))
}
