import { assertSafePdf, DocumentError, formatByteSize, type DocumentLimits } from '../../safety'
import { largestDeclaredImage } from '../../safety/pdf-images'
import type { OcrPageOutcome } from '../ocr/ocr-page'
import { assembleExtraction } from '../paragraph-text'
import type { Extraction } from '../types'
import { buildParagraphs } from './line-paragraphs'
import { removePageFurniture } from './page-furniture'
import { buildPageLines, type PageLine } from './page-lines'
import { describePdfCoverage } from './pdf-coverage'
import type { CoverageSettings, PdfText } from './pdf-text'
import { describePdfFailure, loadPdfjs, openPdf, type PdfDocument, type PdfTextItem } from './pdfjs'

export interface PdfExtractionOptions {
  /** The caller hands the bytes over: pdf.js may detach their buffer instead of working on a copy. */
  ownsBytes: boolean
}

export type { CoverageSettings, PdfText }

export async function readPdfText(bytes: Uint8Array, limits: DocumentLimits, options: PdfExtractionOptions): Promise<PdfText> {
  assertSafePdf(bytes, limits)
  // Read before pdf.js may take the buffer over.
  const fileSize = bytes.byteLength
  const largestImage = largestDeclaredImage(bytes)
  const pdfjs = await loadPdfjs()
  const document = await openPdf(pdfjs, options.ownsBytes ? bytes : bytes.slice())
  try {
    if (document.numPages > limits.maxPdfPages) {
      throw new DocumentError(
        'too_large',
        `the PDF has ${document.numPages.toLocaleString('en-US')} pages; the limit is ${limits.maxPdfPages.toLocaleString('en-US')}` +
          ` (the file is ${formatByteSize(fileSize)})`
      )
    }
    // pdf.js rebuilds a damaged page tree from the pages it can reach; a tree that reaches none
    // (an empty one declaring millions of pages, say) is not an empty contract but a broken file.
    if (document.numPages === 0) throw new DocumentError('corrupt', 'the PDF has no page that can be read: its page tree is empty or damaged')
    const pages = await readPageLines(document, pdfjs.normalizeUnicode)
    const textless = pages.flatMap((lines, index) => (lines.length === 0 ? [index + 1] : []))
    return { pageCount: document.numPages, pages, textless, largestImage }
  } catch (error) {
    throw describePdfFailure(error)
  } finally {
    await document.destroy()
  }
}

/**
 * The document's paragraphs from its text layer and what OCR read on the pages without one: OCR
 * lines join the text layer's lines page by page, so one paragraph builder takes off running
 * headers and page numbers, joins wrapped lines and undoes hyphenation for both.
 */
export function assemblePdf(text: PdfText, ocr: readonly OcrPageOutcome[], settings: CoverageSettings): Extraction {
  const pages = text.pages.map((lines) => [...lines])
  for (const outcome of ocr) if (outcome.status === 'read') pages[outcome.page - 1] = outcome.lines
  const bodies = removePageFurniture(pages)
  return assembleExtraction('pdf', buildParagraphs(bodies), describePdfCoverage(text, ocr, settings), text.pageCount)
}

// Pages requested together: pdf.js answers through a message queue even on one thread, so a few
// requests in flight keep it busy; more would only hold more pages in memory.
const PAGES_IN_FLIGHT = 4

async function readPageLines(document: PdfDocument, normalize: (text: string) => string): Promise<PageLine[][]> {
  const readPage = async (number: number): Promise<PageLine[]> => {
    const page = await document.getPage(number)
    try {
      // pdf.js would normalise every text item; normalising each finished line is the same
      // mapping (ligatures and compatibility forms) for a fraction of the calls.
      const content = await page.getTextContent({ disableNormalization: true })
      const items = content.items.filter((item): item is PdfTextItem => 'str' in item)
      return buildPageLines(number, items, page.getViewport({ scale: 1 }).transform, normalize)
    } finally {
      // Drops the page's parsed fonts and operator lists so a long PDF does not accumulate them.
      page.cleanup()
    }
  }
  const pages: PageLine[][] = []
  for (let first = 1; first <= document.numPages; first += PAGES_IN_FLIGHT) {
    const last = Math.min(document.numPages, first + PAGES_IN_FLIGHT - 1)
    const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index)
    pages.push(...(await Promise.all(numbers.map(readPage))))
  }
  return pages
}
