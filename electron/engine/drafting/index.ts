import { FINDING_KINDS, type DraftingChecks, type Finding } from '../../../shared/api/drafting-checks'
import { findUnbalanced } from './balance'
import { findInvalidDates } from './dates'
import { findDefinitions } from './definitions'
import { madeOnAnother } from './instrument'
import { byPlace } from './finding'
import { readLayout } from './layout'
import { findNumberMismatches } from './number-mismatch'
import { findNumberingErrors } from './numbering'
import { findPlaceholders } from './placeholders'
import { findBrokenReferences } from './references'
import { readSections } from './sections'
import { ParagraphWords } from './text'
import { definitionFindings, readTermUses } from './terms'
import { findUndefinedTerms } from './undefined-terms'

/**
 * Folio's drafting checks over a contract's paragraphs (the text endpoint's shape): defined terms,
 * cross-references, numbering, blanks, numbers in words and figures, dates and brackets. Pure and
 * deterministic: the same paragraphs give the same findings on every machine, with no network.
 */
export function checkDrafting(paragraphs: readonly string[]): DraftingChecks {
  const layout = readLayout(paragraphs)
  const terms = findDefinitions(paragraphs, layout)
  const paragraphWords = new ParagraphWords(paragraphs)
  const termUses = readTermUses(paragraphs, layout, terms, paragraphWords)
  const { definitions, findings: definitionProblems } = definitionFindings(paragraphs, terms, termUses.uses)
  const { sections, items, inline } = readSections(paragraphs, layout)
  const onAnother = madeOnAnother(paragraphs, layout)

  const findings: Finding[] = [
    ...findUndefinedTerms(paragraphs, layout, terms, termUses.covered, paragraphWords, onAnother),
    ...definitionProblems,
    ...termUses.findings,
    ...findBrokenReferences(paragraphs, layout, sections, inline, paragraphWords, onAnother),
    ...findNumberingErrors(paragraphs, layout, sections, items, inline),
    ...findPlaceholders(paragraphs, layout),
    ...findNumberMismatches(paragraphs, layout),
    ...findInvalidDates(paragraphs, layout, paragraphWords),
    ...findUnbalanced(paragraphs, layout)
  ].sort((a, b) => byPlace(a, b) || FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind))

  const summary: Record<string, number> = {}
  for (const kind of FINDING_KINDS) summary[kind] = 0
  for (const f of findings) summary[f.kind] = (summary[f.kind] ?? 0) + 1
  return { findings, definitions: [...definitions].sort(byPlace), summary }
}
