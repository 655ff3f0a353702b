import type { DeclaredImage } from '../../safety/pdf-images'
import type { OcrSettings } from '../ocr/settings'
import type { PageLine } from './page-lines'

/** A PDF's text layer, page by page, before anything is taken off or joined. */
export interface PdfText {
  pageCount: number
  /** Lines of each page in reading order; index 0 is page 1. */
  pages: PageLine[][]
  /** Pages without a line of text: scans, drawings or blank pages, for OCR to look at. */
  textless: number[]
  /** The largest image the file declares, for saying why a page drawing only that came out blank. */
  largestImage: DeclaredImage | null
}

/** What assembling needs of the OCR settings. */
export type CoverageSettings = Pick<OcrSettings, 'lowConfidence' | 'maxImagePixels'>
