import {
  PARAGRAPH_SEPARATOR,
  type DocumentKind,
  type ExtractedParagraph,
  type Extraction,
  type ExtractionCoverage
} from './types'

// Spaces of every width, tabs and the no-break spaces legal drafting is full of.
const HORIZONTAL_SPACE = /[\t\v\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g
// Invisible characters that would split or glue words for search: zero-width space, BOM, soft
// hyphen, and C0/C1 controls other than tab and newline. ZWJ/ZWNJ stay: some scripts need them.
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\u200b\ufeff\u00ad]/gu
const LINE_BREAK = /\r\n?|[\u2028\u2029\u0085]/g

/**
 * One paragraph's text as Folio stores it: whitespace runs become one space, a soft line break
 * stays as a single '\n', and nothing leads or trails. Returns '' for a paragraph with no text.
 */
export function normalizeParagraphText(raw: string): string {
  return raw
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(HORIZONTAL_SPACE, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n')
}

/** Normalises, drops empty paragraphs, and lays the rest out in fullText with their offsets. */
export function assembleExtraction(
  kind: DocumentKind,
  rawParagraphs: Iterable<string>,
  coverage: ExtractionCoverage,
  pageCount: number | null
): Extraction {
  const paragraphs: ExtractedParagraph[] = []
  const texts: string[] = []
  let offset = 0
  for (const raw of rawParagraphs) {
    const text = normalizeParagraphText(raw)
    if (text.length === 0) continue
    if (texts.length > 0) offset += PARAGRAPH_SEPARATOR.length
    paragraphs.push({ text, startOffset: offset, endOffset: offset + text.length })
    texts.push(text)
    offset += text.length
  }
  return { kind, paragraphs, fullText: texts.join(PARAGRAPH_SEPARATOR), coverage, pageCount }
}
