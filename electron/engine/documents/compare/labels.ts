/**
 * The leading numbering label of a paragraph ("5.2", "(a)", "Section 7.", "ARTICLE IV"), split from
 * the text it numbers, so that a paragraph whose number alone changed is recognised as renumbered
 * rather than edited. A label is only recognised where it cannot be the start of a sentence: a
 * number that reads as an amount ("3.5 million", "10.5%", "1.000 Euro") or a reference ("Section 7
 * of the Act") is text, because calling its change a renumbering would hide a real edit.
 */
export interface LabelledText {
  /** The label and the spaces after it; '' when there is no label. */
  prefix: string
  label: string | null
  /** The text after the prefix. */
  body: string
}

const KEYWORDS = ['Section', 'Article', 'Clause', 'Paragraph', 'Part', 'Chapter', 'Schedule', 'Exhibit', 'Annex', 'Appendix']
// Title case or capitals only: "SECTION 7" and "Section 7", never "section 7 of".
const KEYWORD = KEYWORDS.flatMap((k) => [k, k.toUpperCase()]).join('|')
// i to xxxix; the lookahead keeps it from matching nothing.
const ROMAN = '(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})|(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})'
const DOTTED = '\\d{1,3}(?:\\.\\d{1,2})*'
const SUBLABELS = '(?:\\((?:\\d{1,3}|[a-zA-Z]{1,2}|' + ROMAN + ')\\))*'
/** Not the start of a lower-case word: what may follow a bare number for it to be a label. */
const NOT_PROSE = '(?=\\s*$|\\s+[^\\p{Ll}\\s%]|[^\\s\\p{Ll}\\p{N}%,])'

const ALTERNATIVES = [
  // Section 7, ARTICLE IV, Schedule 2., Exhibit A: — followed by a heading, never by prose.
  `(?:${KEYWORD})\\s+(?:${DOTTED}[a-z]?|${ROMAN}|[A-Z])[.:]?(?=\\s*$|\\s+[^\\p{Ll}\\s])`,
  `§{1,2}\\s*${DOTTED}[.:]?(?=\\s|$)`,
  // 5.2, 5.2.1, 5.2(a) — with two levels or more a following lower-case word reads as an amount.
  `\\d{1,3}(?:\\.\\d{1,2})+${SUBLABELS}(?:\\.(?=\\s|$|[^\\s\\p{N}])|${NOT_PROSE})`,
  // 1.  1.DEFINITIONS
  `\\d{1,3}\\.${SUBLABELS}(?=\\s|$|[^\\s\\p{N}\\p{Ll}%,])`,
  // (a) (iv) (12) (a)(ii), and a) 1) iv)
  `(?:\\((?:\\d{1,3}|[a-zA-Z]{1,2}|${ROMAN})\\))+`,
  `(?:\\d{1,3}|[a-zA-Z]|${ROMAN})\\)`,
  // A. iv. — but not the first letter of "U.S." or "e.g.".
  `(?:[a-zA-Z]|${ROMAN})\\.(?![a-zA-Z]\\.)(?=\\s|$|[^\\s\\p{Ll}\\p{N}])`
]
const LEADING_LABEL = new RegExp(`^(?:${ALTERNATIVES.map((a) => `(?:${a})`).join('|')})`, 'u')
const SPACE_AFTER = /^[^\S\n]*/

export function splitLeadingLabel(text: string): LabelledText {
  const match = LEADING_LABEL.exec(text)
  if (match === null || match[0].length === 0) return { prefix: '', label: null, body: text }
  const label = match[0]
  const rest = text.slice(label.length)
  const space = SPACE_AFTER.exec(rest)?.[0] ?? ''
  return { prefix: label + space, label, body: rest.slice(space.length) }
}
