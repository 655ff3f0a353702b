import { joinLines, Vocabulary } from './hyphenation'
import type { PageLine } from './page-lines'

/**
 * Rebuilds paragraphs from lines in reading order. A line starts a new paragraph when
 * - a vertical gap above it is clearly larger than the document's line spacing;
 * - it opens with a clause number ("1.1", "(a)", "Section 4.") after a line that closed a
 *   sentence or clause, or fell short of the right margin;
 * - the line before closed a sentence and was short, or this line is indented or outdented;
 * - the line before was short (a heading, a signature line) and this one starts with a capital;
 * - the font size changes (headings).
 * Otherwise it continues the paragraph, across page breaks too, with end-of-line hyphenation undone.
 */
export function buildParagraphs(pages: readonly PageLine[][]): string[] {
  const layout = measureLayout(pages)
  const vocabulary = new Vocabulary()
  for (const lines of pages) for (const line of lines) vocabulary.addText(line.text)

  const paragraphs: string[] = []
  let text = ''
  let previous: PageLine | null = null
  for (const lines of pages) {
    for (const line of lines) {
      if (previous !== null && startsNewParagraph(previous, line, layout)) {
        paragraphs.push(text)
        text = ''
      }
      text = joinLines(text, line.text, vocabulary)
      previous = line
    }
  }
  if (text.length > 0) paragraphs.push(text)
  return paragraphs
}

interface PageBox {
  left: number
  right: number
}

interface Layout {
  /** Baseline-to-baseline distance as a multiple of the font size, for ordinary lines. */
  leading: number
  pages: Map<number, PageBox>
  document: PageBox
}

// Markers that almost never begin a wrapped line of running text.
const CLAUSE_MARKER: readonly RegExp[] = [
  /^\(?[a-zA-Z]{1,2}\)\.?(?=\s|\p{Lu})/u, // (a) a) (aa) (A) d)All
  /^\((?:[ivxlc]{1,6}|[IVXLC]{1,6})\)\.?(?=\s|\p{L})/u, // (iv) (II).
  /^(?!(?:e\.g|i\.e)\.)(?:[ivx]{1,5}|[a-z])\.(?=\s?\p{L})/u, // i.to ii.all a.on
  /^[IVX]{1,5}\.(?=\s|\p{Lu})/u, // IV.
  /^[A-Z]\.\s/, // A.
  /^[•·▪◦●○■□➢►‣⁃]/,
  /^[-–]\s/,
  /^(?:WHEREAS|NOW,? THEREFORE|IN WITNESS WHEREOF)\b/
]

// Numbered clauses: "30 days", "1.5 million" or "Section 4.2 of" can open a wrapped line, so these
// only count after a line that closed a sentence or clause, or stopped short.
const NUMBERED_CLAUSE: readonly RegExp[] = [
  /^(?:section|article|clause|schedule|exhibit|annex|appendix|part|stage)\s+[\dIVXLC]+(?:\.\d+)*[.:)]?(?:\s|$)/i,
  /^\d{1,3}(?:\.\d{1,3})*\.\s/, // 1. 1.1.
  /^\d{1,3}(?:\.\d{1,3})+\s/, // 1.1 10.2.3
  /^\d{1,3}(?:\.\d{1,3})*\.\p{Lu}{2}/u, // 1.DEFINITIONS
  /^\(\d{1,3}\)(?=\s|\p{L})/u // (1), also "five\n(5) days"
]

// "… as provided in" + "(a) above": a marker after these words is a cross-reference, not a clause.
const ENDS_WITH_REFERENCE_WORD = /\b(?:in|of|to|under|and|or|section|sections|subsection|clause|clauses|paragraph|article|with|by|see|per|pursuant|at)$/i

// A sentence end, or a line that is one bracketed note ("[Signature Page Follows]").
const CLOSES_SENTENCE = /[.!?:;]["'”’)\]]*$|^\[[^\]]*\]$/
const CLOSES_LIST_ITEM = /[;,]\s*(?:and|or)$/i
const STARTS_LIKE_NEW_TEXT = /^[\p{Lu}\d"'“‘([§•]/u

// A line is short when it stops this far before the right edge of the text block.
const SHORT_LINE_SHARE = 0.15
const SHORT_LINE_EMS = 6
// Indentation that counts as a new first line, in ems.
const INDENT_EMS = 1.5
// A gap is a paragraph break when it exceeds ordinary leading by this factor.
const GAP_FACTOR = 1.35
const FONT_SIZE_CHANGE = 0.15

function startsNewParagraph(previous: PageLine, line: PageLine, layout: Layout): boolean {
  const samePage = previous.page === line.page && !line.afterPageNumber
  const size = Math.max(previous.fontSize, line.fontSize)
  if (samePage && line.baseline - previous.baseline > layout.leading * size * GAP_FACTOR) return true
  if (Math.abs(previous.fontSize - line.fontSize) > FONT_SIZE_CHANGE * size) return true

  const closed = CLOSES_SENTENCE.test(previous.text)
  const previousBox = layout.pages.get(previous.page) ?? layout.document
  const short =
    previous.right <
    previousBox.right - Math.max(SHORT_LINE_SHARE * (previousBox.right - previousBox.left), SHORT_LINE_EMS * previous.fontSize)
  const closedListItem = CLOSES_LIST_ITEM.test(previous.text)
  if (CLAUSE_MARKER.some((marker) => marker.test(line.text))) {
    if (closedListItem || !ENDS_WITH_REFERENCE_WORD.test(previous.text)) return true
  }
  if (NUMBERED_CLAUSE.some((marker) => marker.test(line.text))) {
    if (closed || closedListItem || short) return true
  }
  // Across a page break only the text itself can tell: a paragraph goes on unless the last line
  // closed a sentence and the next one opens like a new paragraph.
  if (!samePage) return closed && STARTS_LIKE_NEW_TEXT.test(line.text) && (short || indented(line, layout))

  const box = layout.pages.get(line.page) ?? layout.document
  const indent = (line.left - box.left) / line.fontSize
  const previousIndent = (previous.left - previousBox.left) / previous.fontSize
  const shifted = Math.abs(indent - previousIndent) > INDENT_EMS
  if (closed && (short || shifted)) return true
  if (short && STARTS_LIKE_NEW_TEXT.test(line.text)) return true
  return false
}

function indented(line: PageLine, layout: Layout): boolean {
  const box = layout.pages.get(line.page) ?? layout.document
  return (line.left - box.left) / line.fontSize > INDENT_EMS
}

function measureLayout(pages: readonly PageLine[][]): Layout {
  const leadings: number[] = []
  const allLines: PageLine[] = []
  const boxes = new Map<number, PageBox>()
  for (const lines of pages) {
    allLines.push(...lines)
    for (let index = 1; index < lines.length; index++) {
      const above = lines[index - 1]
      const below = lines[index]
      if (above === undefined || below === undefined) continue
      if (Math.abs(above.fontSize - below.fontSize) > 0.5) continue
      const ratio = (below.baseline - above.baseline) / below.fontSize
      if (ratio > 0.8 && ratio < 3) leadings.push(Math.round(ratio * 20) / 20)
    }
  }
  const document = textBox(allLines) ?? { left: 0, right: 0 }
  for (const lines of pages) {
    const box = textBox(lines)
    const first = lines[0]
    // A page of short lines (a table of contents, a list) must not redefine what "short" means.
    if (box !== null && first !== undefined) boxes.set(first.page, { left: box.left, right: Math.max(box.right, document.right) })
  }
  return {
    // The smallest common spacing is the ordinary line; larger ones are paragraph gaps.
    leading: commonLeading(leadings),
    pages: boxes,
    document
  }
}

/** Left edge where most lines start; right edge that the longer lines reach. */
function textBox(lines: readonly PageLine[]): PageBox | null {
  if (lines.length < 4) return null
  const lefts = new Map<number, number>()
  for (const line of lines) {
    const left = Math.round(line.left)
    lefts.set(left, (lefts.get(left) ?? 0) + 1)
  }
  let left = 0
  let most = -1
  for (const [value, count] of lefts) {
    if (count > most || (count === most && value < left)) {
      left = value
      most = count
    }
  }
  const rights = lines.map((line) => line.right).sort((a, b) => a - b)
  const right = rights[Math.floor(rights.length * 0.8)] ?? rights[rights.length - 1] ?? left
  return { left, right }
}

function commonLeading(leadings: readonly number[]): number {
  if (leadings.length === 0) return 1.2
  const counts = new Map<number, number>()
  for (const value of leadings) counts.set(value, (counts.get(value) ?? 0) + 1)
  const sorted = [...counts].sort((a, b) => b[1] - a[1])
  const top = sorted[0]?.[1] ?? 0
  // Among spacings nearly as common as the most common one, take the tightest.
  const candidates = sorted.filter(([, count]) => count >= top * 0.5).map(([value]) => value)
  return Math.min(...candidates)
}
