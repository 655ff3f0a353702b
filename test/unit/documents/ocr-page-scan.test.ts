import { describe, expect, test } from 'vitest'
import { ocrSettings } from '../../../electron/engine/documents/extraction'
import { openPdfForOcr } from '../../../electron/engine/documents/extraction/ocr/ocr-page'
import { pageScan, type PageScan } from '../../../electron/engine/documents/extraction/ocr/page-scan'
import { loadPdfjs } from '../../../electron/engine/documents/extraction/pdf/pdfjs'
import { contractPdf, greyPng, partlyScannedPdf } from '../../fixtures/documents/pdf-fixtures'
import { imageOnlyPdf } from '../../fixtures/documents/scans'

async function scanOfPage(pdf: Uint8Array, pageNumber: number): Promise<PageScan | null> {
  const document = await openPdfForOcr(pdf, ocrSettings())
  try {
    return await pageScan(await document.getPage(pageNumber), (await loadPdfjs()).OPS, 300)
  } finally {
    await document.destroy()
  }
}

describe('a page that is one scan and nothing else', () => {
  test('gives the scan’s own pixels, in grey, at the resolution it was scanned at', async () => {
    // 600 × 900 pixels at 300 dpi: a 2 × 3 inch page, every pixel grey 128.
    const scan = await scanOfPage(await imageOnlyPdf([{ png: greyPng(600, 900), dpi: 300 }]), 1)
    expect(scan?.dpi).toBe(300)
    expect([scan?.image.width, scan?.image.height]).toEqual([600, 900])
    expect(new Set(scan?.image.pixels)).toEqual(new Set([128]))
    expect(new TextDecoder().decode(scan?.image.pgm.subarray(0, 15))).toBe('P5\n600 900\n255\n')
  })

  test('is drawn instead when scanned far from the resolution Folio reads at (150 dpi)', async () => {
    expect(await scanOfPage(await imageOnlyPdf([{ png: greyPng(300, 450), dpi: 150 }]), 1)).toBeNull()
  })

  test('pages with text, or an image that does not cover them, are drawn', async () => {
    expect(await scanOfPage(await contractPdf(), 1)).toBeNull()
    expect(await scanOfPage(await partlyScannedPdf(), 2)).toBeNull()
  })
})
