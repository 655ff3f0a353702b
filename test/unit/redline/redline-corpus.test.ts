import { beforeAll, describe, expect, test } from 'vitest'
import { compareParagraphs, numberParagraphs } from '../../../electron/engine/documents/compare'
import { buildRedline } from '../../../electron/engine/documents/redline'
import { corpusAvailable, corpusSkipReason } from '../../fixtures/documents/corpus'
import { cuadParagraphs } from '../../fixtures/compare/cuad-paragraphs'
import { BOARD_OBSERVER, cooperationAgreementDrafts } from '../../fixtures/compare/drafts'
import { convertWithLibreOffice, pdfText, readLibreOfficeChanges, type LibreOfficeChanges } from '../../fixtures/compare/libreoffice'
import { readTrackedChanges } from '../../fixtures/compare/tracked-changes'

async function redline(older: readonly string[], newer: readonly string[]): Promise<Uint8Array> {
  const oldParagraphs = numberParagraphs(older)
  const newParagraphs = numberParagraphs(newer)
  return buildRedline(oldParagraphs, newParagraphs, compareParagraphs(oldParagraphs, newParagraphs), { date: new Date('2026-03-02T09:30:00Z') })
}

if (!corpusAvailable) describe('redlines of real contracts', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('the redline of two drafts of a real contract (CUAD cooperation agreement)', () => {
  const drafts = cooperationAgreementDrafts()
  const p = (n: number): string => drafts.old[n - 1] ?? ''
  let docx: Uint8Array

  beforeAll(async () => {
    docx = await redline(drafts.old, drafts.new)
  })

  test('accepting every change gives the newer draft, rejecting every change the older one', () => {
    const read = readTrackedChanges(docx)
    expect(read.accepted).toEqual(drafts.new)
    expect(read.rejected).toEqual(drafts.old)
  })

  test('its insertions and deletions are the edits, in document order, each by Folio', () => {
    const read = readTrackedChanges(docx)
    expect(read.insertions).toEqual([
      drafts.new[11],
      'f',
      BOARD_OBSERVER,
      '4',
      '5',
      '6',
      'all material respects',
      '2017',
      '7',
      '8',
      '9',
      'be entitled to ',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      p(34)
    ])
    expect(read.deletions).toEqual([p(10), p(14), 'g', p(34), '3', '4', '5', 'good faith', '2016', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16'])
    // The moved and the wholly inserted or deleted paragraphs also track their paragraph marks.
    expect([read.insertedMarks, read.deletedMarks]).toEqual([3, 3])
    expect(read.authors).toEqual(new Set(['Folio']))
    expect(new Set(read.ids).size).toBe(read.ids.length)
  })
})

describe.runIf(corpusAvailable)('LibreOffice opens the redlines and lists their changes', () => {
  const cooperation = cuadParagraphs('cuad-04-collaboration.txt')
  const drafts = cooperationAgreementDrafts()
  const cases: Record<string, { older: string[]; newer: string[] }> = {
    drafts: { older: drafts.old, newer: drafts.new },
    // The ends of a document are where paragraph marks need care.
    'last-deleted': { older: cooperation, newer: cooperation.slice(0, -3) },
    'last-inserted': { older: cooperation.slice(0, -3), newer: cooperation },
    'last-replaced': { older: cooperation, newer: [...cooperation.slice(0, -1), BOARD_OBSERVER] },
    'first-deleted': { older: cooperation, newer: cooperation.slice(2) },
    unrelated: { older: cuadParagraphs('cuad-06-co-branding.txt'), newer: cuadParagraphs('cuad-03-endorsement.txt').slice(0, 8) }
  }
  const documents: Record<string, Uint8Array> = {}
  let changes: Record<string, LibreOfficeChanges> = {}
  let pdfs: Record<string, Buffer> = {}

  beforeAll(async () => {
    for (const [name, { older, newer }] of Object.entries(cases)) documents[name] = await redline(older, newer)
    const flat = await convertWithLibreOffice(documents, 'fodt')
    changes = Object.fromEntries(Object.entries(flat).map(([name, fodt]) => [name, readLibreOfficeChanges(fodt.toString('utf8'))]))
    pdfs = await convertWithLibreOffice({ drafts: documents.drafts ?? new Uint8Array() }, 'pdf')
  }, 180_000)

  test.each(Object.keys(cases))('%s: accepting all in LibreOffice gives the newer text, rejecting all the older', (name) => {
    const found = changes[name]
    const { older, newer } = cases[name] ?? { older: [], newer: [] }
    expect(found?.accepted).toEqual(newer)
    expect(found?.rejected).toEqual(older)
    expect(found?.authors).toEqual(new Set(['Folio']))
  })

  test('the drafts redline lists insertions and deletions, and prints them', async () => {
    expect(changes.drafts?.insertions).toBeGreaterThan(0)
    expect(changes.drafts?.deletions).toBeGreaterThan(0)
    const printed = (await pdfText(pdfs.drafts ?? Buffer.alloc(0))).replace(/\s+/g, ' ')
    expect(printed).toContain(BOARD_OBSERVER)
    expect(printed).toContain(drafts.old[13]?.slice(0, 60))
  })
})
