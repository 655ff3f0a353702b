import { describe, expect, test } from 'vitest'
import { extractDocument } from '../../../electron/engine/documents/extraction'
import { contractPdf, partlyScannedPdf } from '../../fixtures/documents/pdf-fixtures'
import { expectConsistentOffsets, paragraphTexts } from '../../fixtures/documents/extraction-assertions'

describe('.pdf extraction', () => {
  test('wrapped lines are joined, hyphenation undone, clauses split, headers, footers and page numbers dropped', async () => {
    const extraction = await extractDocument(await contractPdf())
    expect(paragraphTexts(extraction)).toEqual([
      'SUPPLY AGREEMENT',
      '1. Definitions',
      'In this Agreement the following words have the meanings set out below, and the Supplier shall deliver the Goods in accordance with this agreement and the specification attached as Schedule 1.',
      '(a) "Goods" means the products listed in the Order;',
      '(b) "Order" means a purchase order issued under this Agreement; and',
      '(c) "Territory" means the countries listed in Schedule 2, including any non-exclusive territories added later by written notice.',
      '2. Price and Payment',
      '2.1 The Customer shall pay the price within thirty days of the date of each invoice issued by the Supplier, provided that the invoice is correct and is accompanied by the documents required under clause 3 of this Agreement, and any amount in dispute may be withheld until the dispute is resolved.',
      '2.2 All amounts are exclusive of value added tax.',
      '3. Delivery',
      'The Supplier shall deliver the Goods to the address stated in the Order. Risk passes on delivery.',
      '4. Term',
      'This Agreement continues for one year.'
    ])
    expect(extraction.pageCount).toBe(3)
    expect(extraction.coverage).toEqual({ complete: true, extraction: 'pdf-text', warning: null })
    expectConsistentOffsets(extraction)
  })

  test('a page whose image holds no text is named in the warning; a blank page is not', async () => {
    const extraction = await extractDocument(await partlyScannedPdf())
    expect(paragraphTexts(extraction)).toEqual(['This page has a text layer.'])
    expect(extraction.coverage).toEqual({
      complete: false,
      extraction: 'pdf-text',
      warning: 'OCR found no text on page 2 of 3, which has no text layer'
    })
    expectConsistentOffsets(extraction)
  })

  test('the caller keeps its bytes: extraction works on a copy', async () => {
    const bytes = await contractPdf()
    const length = bytes.byteLength
    await extractDocument(bytes)
    expect(bytes.byteLength).toBe(length)
  })
})
