import type { Finding } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import type { Layout } from './layout'

/**
 * Blanks a draft left unfilled: "[●]", "[ ]", "[insert …]", "[Name]", "{{field}}", "TBD", and runs
 * of underscores. Deliberately not flagged:
 * - "[***]" and "[*]": the confidential-treatment redactions of a filed contract; the signed text
 *   had words there.
 * - "[Reserved]", "[Intentionally Omitted]": a deliberate choice, not a blank.
 * - Underscore lines in a signature block ("By: ______", "Date: ______"): a signature page is
 *   meant to be signed by hand.
 */
const BRACKETED = /\[([^[\]\n]{0,80})\]/g
const FILL_MARK = /^[\s●•·_.…xX*-]*$/
const INSTRUCTION = /^\s*(?:insert|enter|specify|add|describe|fill\s+in|include|state|complete|identify|list|name\s+of|to\s+be\s+(?:determined|agreed|confirmed|provided|inserted|completed)|tbd|tbc|tba|placeholder|blank|drafting\s+note|note\s+to\s+draft|●|•)/i
const FIELD = /^\s*(?:the\s+)?(?:[A-Za-z]+\s+){0,3}(?:name|names|date|address|title|amount|number|no\.|signatory|jurisdiction|county|price|fee|fees|percentage|percent|%|email|e-mail|phone|telephone|term|period|city|state|country|year|month|day|dollars|\$|figure|company|party|entity|counterparty|client|customer|vendor|supplier|provider|licensee|licensor|buyer|seller|employee|employer|notice\s+address)\s*\??\s*$/i
const REDACTION = /^[\s*]*\*[\s*]*$|^\s*(?:redacted|omitted|confidential)\b|\bconfidential\s+treatment\b|\bappears?\s+here\b|^\s*(?:graphic|logo|image|photo|picture|chart|table|map)\b/i
const NOT_A_BLANK = /^\s*(?:reserved|intentionally\s+(?:omitted|left\s+blank|deleted)|omitted|deleted|sic|emphasis\s+added|redacted|signature\s+page\s+follows|remainder\s+of\s+page\s+intentionally\s+left\s+blank)\s*\.?\s*$/i
const UNDERSCORES = /_{3,}/g
const CONFIDENTIAL_TREATMENT = /confidential\s+treatment|omitted\s+(?:pursuant|and\s+filed)|has\s+been\s+omitted|have\s+been\s+omitted|been\s+redacted/i
const TBD = /\b(?:TBD|TBC|TBA)\b/g
const TAG = /\{\{\s*[A-Za-z_][\w.\s-]{0,60}\}\}|\{[A-Za-z_][\w.-]{0,60}\}/g

export function findPlaceholders(paragraphs: readonly string[], layout: Layout): Finding[] {
  const findings: Finding[] = []
  // A filing that says portions were omitted for confidential treatment marks them "[XXX]" as
  // often as "[***]"; in a draft, "[XXX]" is a blank.
  // Read only when a "[XXX]" asks: the search runs over the whole text and most contracts have none.
  let redactedFiling: boolean | undefined
  const isRedactedFiling = () => (redactedFiling ??= paragraphs.some((p) => CONFIDENTIAL_TREATMENT.test(p)))
  // An attachment with lines to fill in is a form to be completed later (a study order, a notice, a
  // report): its "[Insert Protocol number]" is one of its fields, like its lines.
  const forms = new Set<number>()
  for (let p = 0; p < paragraphs.length; p++) if ((layout.scope[p] ?? 0) > 0 && !layout.signature[p] && paragraphs[p]!.includes('___') && !isSignatureLine(paragraphs[p]!, paragraphs[p]!.indexOf('___'), paragraphs[p]!.indexOf('___') + 3)) forms.add(layout.scope[p]!)
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p]) continue
    const text = paragraphs[p]!
    if (!text.includes('[') && !text.includes('_') && !text.includes('TB') && !text.includes('{')) continue
    const add = (start: number, end: number, message: string) => findings.push(makeFinding(paragraphs, { kind: 'placeholder', paragraphIndex: p, start, end, message }))
    const taken: Array<[number, number]> = []
    const boxes = text.startsWith('[') || text.includes('] ') ? choiceBoxes(paragraphs, p) : false
    for (const m of text.matchAll(BRACKETED)) {
      const inner = m[1]!
      if ((boxes && /^\s*[xX✓✔√]?\s*$/.test(inner)) || forms.has(layout.scope[p] ?? 0)) continue
      if (REDACTION.test(inner) || NOT_A_BLANK.test(inner) || (/^\s*[xX]+\s*$/.test(inner) && isRedactedFiling())) continue
      // "Sections 17.1 [During Term]": the caption of the section just named.
      if (/\d[\d.()a-z]*\s*$/.test(text.slice(Math.max(0, m.index - 12), m.index)) && !FILL_MARK.test(inner)) continue
      if (FILL_MARK.test(inner) || INSTRUCTION.test(inner) || FIELD.test(inner)) {
        add(m.index, m.index + m[0].length, `"${m[0]}" is a blank left to fill`)
        taken.push([m.index, m.index + m[0].length])
      }
    }
    const inside = (at: number) => taken.some(([s, e]) => at >= s && at < e)
    // Blank lines in an attached form (a report, a notice, an addendum to sign later) are the form's
    // fields; in the body and beside no signature label they are blanks left in the contract.
    if (!layout.signature[p] && !layout.testimonium[p] && (layout.scope[p] ?? 0) === 0) {
      for (const m of text.matchAll(UNDERSCORES)) if (!inside(m.index) && !isSignatureLine(text, m.index, m.index + m[0].length)) add(m.index, m.index + m[0].length, 'a blank line left to fill')
    }
    for (const m of text.matchAll(TBD)) if (!inside(m.index)) add(m.index, m.index + m[0].length, `"${m[0]}" marks a term still to be settled`)
    for (const m of text.matchAll(TAG)) if (!inside(m.index)) add(m.index, m.index + m[0].length, `"${m[0]}" is a template field left unfilled`)
  }
  return findings
}

const BOX_LINE = /^\[\s*[xX✓✔√]?\s*\]\s+\S/
const BOX = /\[\s*[xX✓✔√]?\s*\]\s+\S/g
const CHECKED = /\[\s*[xX✓✔√]\s*\]\s+\S/

/**
 * Boxes of a form's choices, not blanks: "[ ] AVNET", "[X] TIDAL WIRE" on lines of their own, one
 * after another, or "[ ] Yes [X] No" in one paragraph, where a ticked box shows the form was filled in.
 */
function choiceBoxes(paragraphs: readonly string[], p: number): boolean {
  const text = paragraphs[p]!
  if (BOX_LINE.test(text) && text.length <= 120) {
    for (let q = Math.max(0, p - 3); q <= Math.min(paragraphs.length - 1, p + 3); q++) if (q !== p && BOX_LINE.test(paragraphs[q]!)) return true
  }
  return [...text.matchAll(BOX)].length >= 2 && CHECKED.test(text)
}

const SIGNATURE_LABEL = /\b(?:By|Name|Title|Date|Dated|Signature|Signed|Its|Print(?:ed)?\s+Name|Witness|Attest|Initials?|Address|Position|Title\/Position|Notary|Seal)\b[\s_:]*$/i
/** "By:", "Name:", "Print Name", "Signature" in a paragraph with lines: a block to sign, not a clause. */
const SIGNATURE_PARAGRAPH = /\b(?:By|BY|Name|NAME|Title|TITLE)\s*:|\bPrint(?:ed)?\s+Name\b|\bSignature\b|\bAuthorized\s+Signatory\b/
const SIGNATURE_LABEL_AFTER = /^[\s_]*(?:\(?(?:By|Name|Title|Date|Signature|Print(?:ed)?\s+Name|Witness|Address|Position|Title\/Position|Initials?|Authorized\s+Signatory|Seal)\b)/i

/**
 * A line to sign or date on: a label such as "By:", "Name", "Title", "Date" or "Signature" just
 * before or just after it, a conformed signature ("/s/ …") in the paragraph, or nothing but lines.
 */
function isSignatureLine(text: string, start: number, end: number): boolean {
  if (/^[\s_]+$/.test(text) || /\/s\//.test(text) || SIGNATURE_PARAGRAPH.test(text)) return true
  return SIGNATURE_LABEL.test(text.slice(Math.max(0, start - 30), start)) || SIGNATURE_LABEL_AFTER.test(text.slice(end, end + 40))
}
