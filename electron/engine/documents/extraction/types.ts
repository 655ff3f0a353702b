export type DocumentKind = 'docx' | 'pdf'

export interface ExtractedParagraph {
  text: string
  /** Offsets into `Extraction.fullText`; `fullText.slice(startOffset, endOffset) === text`. */
  startOffset: number
  endOffset: number
}

export interface ExtractionCoverage {
  /** false when text could not be (fully) extracted, e.g. pages without a text layer. */
  complete: boolean
  /**
   * How the text was obtained, reported as EvidenceCoverage.extraction:
   * - 'docx': Word document body, tables and notes read from the file's XML (mammoth);
   * - 'pdf-text': the PDF's own text layer (pdf.js);
   * - 'ocr': every page read by OCR (a scan);
   * - 'mixed': the text layer, and OCR on the pages without one.
   */
  extraction: ExtractionMethod
  /** Human-readable; says why coverage is incomplete. */
  warning: string | null
}

export type ExtractionMethod = 'docx' | 'pdf-text' | 'ocr' | 'mixed'

export interface Extraction {
  kind: DocumentKind
  /** Reading order; paragraph number = index + 1. */
  paragraphs: ExtractedParagraph[]
  /** Paragraphs joined by PARAGRAPH_SEPARATOR; offsets index into this. */
  fullText: string
  coverage: ExtractionCoverage
  /** PDFs: pages; docx: null. */
  pageCount: number | null
}

/** A paragraph's text never contains this, so splitting fullText on it gives the paragraphs back. */
export const PARAGRAPH_SEPARATOR = '\n\n'

/** How far an extraction has come: reading the file, then OCR page by page. */
export type ExtractionProgress = { phase: 'reading' } | { phase: 'ocr'; done: number; pages: number }
