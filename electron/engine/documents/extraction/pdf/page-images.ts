import { loadPdfjs, type PdfDocument } from './pdfjs'

// Reading a page's operator list decodes its images (about a tenth of a second per scanned
// page), so once a few pages have shown themselves to be images, the rest are taken to be scans
// too: a blank page is worth telling apart in a typed contract, not in a 300-page scan.
const PAGES_TO_CONFIRM = 3

/**
 * Of the pages that yielded no text, those that also draw no image: blank pages, which lose no
 * text. The others are reported as lacking a text layer.
 */
export async function findBlankPages(document: PdfDocument, textlessPages: readonly number[]): Promise<Set<number>> {
  const blank = new Set<number>()
  if (textlessPages.length === 0) return blank
  const { OPS } = await loadPdfjs()
  const imageOperators: ReadonlySet<number> = new Set([
    OPS.paintImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat
  ])
  let imagePages = 0
  for (const number of textlessPages) {
    if (imagePages >= PAGES_TO_CONFIRM) break
    const page = await document.getPage(number)
    try {
      const operators = await page.getOperatorList()
      if (operators.fnArray.some((operator) => imageOperators.has(operator))) imagePages++
      else blank.add(number)
    } finally {
      page.cleanup()
    }
  }
  return blank
}
