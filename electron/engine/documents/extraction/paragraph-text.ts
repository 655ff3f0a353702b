import {
  PARAGRAPH_SEPARATOR,
  type DocumentKind,
  type ExtractedParagraph,
  type Extraction,
  type ExtractionCoverage
} from './types'
import { normalizeParagraphText } from '../../../../shared/text/paragraph-text'

export { normalizeParagraphText }

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
