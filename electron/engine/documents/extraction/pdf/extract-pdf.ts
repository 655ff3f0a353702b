import { assertSafePdf, DocumentError, formatByteSize, type DocumentLimits } from '../../safety'
import { assembleExtraction } from '../paragraph-text'
import type { Extraction, ExtractionCoverage } from '../types'
import { buildParagraphs } from './line-paragraphs'
import { removePageFurniture } from './page-furniture'
import { findBlankPages } from './page-images'
import { buildPageLines, type PageLine } from './page-lines'
import { describePdfFailure, loadPdfjs, openPdf, type PdfDocument, type PdfTextItem } from './pdfjs'

export interface PdfExtractionOptions {
  /** The caller hands the bytes over: pdf.js may detach their buffer instead of working on a copy. */
  ownsBytes: boolean
}

export async function extractPdf(bytes: Uint8Array, limits: DocumentLimits, options: PdfExtractionOptions): Promise<Extraction> {
  assertSafePdf(bytes, limits)
  // Read before pdf.js may take the buffer over.
  const fileSize = bytes.byteLength
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
    const bodies = removePageFurniture(await readPageLines(document, pdfjs.normalizeUnicode))
    const textless = bodies.flatMap((lines, index) => (lines.length === 0 ? [index + 1] : []))
    const blank = await findBlankPages(document, textless)
    const missing = textless.filter((page) => !blank.has(page))
    return assembleExtraction('pdf', buildParagraphs(bodies), describeCoverage(missing, document.numPages), document.numPages)
  } catch (error) {
    throw describePdfFailure(error)
  } finally {
    await document.destroy()
  }
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

/**
 * `missing`: pages with an image but nothing left after headers, footers and page numbers —
 * typically scans, sometimes with a filing stamp printed on them as text.
 */
function describeCoverage(missing: readonly number[], pageCount: number): ExtractionCoverage {
  if (missing.length === 0) return { complete: true, extraction: 'pdf-text', warning: null }
  const ocr = 'Folio does not run OCR'
  const warning =
    missing.length === pageCount
      ? `${pageCount === 1 ? 'page 1 of 1 has' : `pages ${formatPageList(missing)} of ${pageCount} have`} no text layer: ` +
        `the PDF is probably a scanned image, so no text could be extracted; ${ocr}`
      : missing.length === 1
        ? `page ${formatPageList(missing)} of ${pageCount} has no text layer (probably a scanned image), so its text is missing; ${ocr}`
        : `pages ${formatPageList(missing)} of ${pageCount} have no text layer (probably scanned images), so their text is missing; ${ocr}`
  return { complete: false, extraction: 'pdf-text', warning }
}

/** "1–3, 7, 9–10" */
export function formatPageList(pages: readonly number[]): string {
  const ranges: string[] = []
  let start = pages[0]
  let end = start
  for (const page of [...pages.slice(1), Number.NaN]) {
    if (start === undefined || end === undefined) break
    if (page === end + 1) {
      end = page
      continue
    }
    ranges.push(start === end ? String(start) : `${start}–${end}`)
    start = page
    end = page
  }
  return ranges.join(', ')
}
