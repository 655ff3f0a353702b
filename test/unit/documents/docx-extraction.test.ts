import { describe, expect, test } from 'vitest'
import { extractDocument } from '../../../electron/engine/documents/extraction'
import { numberedClausesDocx, restartedListDocx, structuredDocx } from '../../fixtures/documents/docx-fixtures'
import { expectConsistentOffsets, paragraphTexts } from '../../fixtures/documents/extraction-assertions'

describe('.docx extraction', () => {
  test('numbered clauses keep the numbers Word shows: 1., 1.1, (a), (i); bullets carry no number', async () => {
    const extraction = await extractDocument(await numberedClausesDocx())
    expect(paragraphTexts(extraction)).toEqual([
      'Master Services Agreement',
      '1. Definitions',
      '1.1 "Affiliate" means any entity controlling a party.',
      '1.2 "Services" means the services in an Order Form.',
      '2. Fees',
      '2.1 Customer will pay all fees:',
      '(a) within 30 days of invoice;',
      '(b) in U.S. dollars; and',
      '(i) without set-off, except',
      '(ii) as the law requires.',
      'Payment methods:',
      'wire transfer',
      'cheque',
      '3. Term',
      '3.1 This Agreement lasts one year.'
    ])
    expect(extraction.kind).toBe('docx')
    expect(extraction.pageCount).toBe(null)
    expect(extraction.coverage).toEqual({ complete: true, extraction: 'docx', warning: null })
    expectConsistentOffsets(extraction)
  })

  test('a new list instance restarts at its start override; a sub-level shows its parent in the parent\'s format', async () => {
    const extraction = await extractDocument(await restartedListDocx())
    expect(paragraphTexts(extraction)).toEqual([
      'Article I Definitions',
      'Article II Interpretation',
      'II.1 Headings are for convenience only.',
      'Schedule 1',
      'Article I Services',
      'Article II Fees'
    ])
  })

  test('soft breaks stay inside the paragraph, whitespace is normalised, each non-empty table cell is a paragraph, notes follow the body', async () => {
    const extraction = await extractDocument(await structuredDocx())
    expect(paragraphTexts(extraction)).toEqual([
      'Notices',
      'Acme Corporation\n1 Main Street\nSpringfield',
      'Notices take effect on receipt.',
      'Party',
      'Address',
      'Supplier',
      'Customer',
      '2 High Street\nLondon',
      'Deadlines count business days unless stated otherwise.',
      '1 As amended on 1 March 2024.',
      '2 Business days exclude public holidays.',
      'i See the schedule of holidays.'
    ])
    expectConsistentOffsets(extraction)
  })

  test('offsets place every paragraph in fullText, two characters after the one before', async () => {
    const extraction = await extractDocument(await structuredDocx())
    expect(extraction.paragraphs.slice(0, 3)).toEqual([
      { text: 'Notices', startOffset: 0, endOffset: 7 },
      { text: 'Acme Corporation\n1 Main Street\nSpringfield', startOffset: 9, endOffset: 51 },
      { text: 'Notices take effect on receipt.', startOffset: 53, endOffset: 84 }
    ])
  })
})
