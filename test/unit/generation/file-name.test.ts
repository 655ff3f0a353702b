import { describe, expect, it } from 'vitest'
import { effectiveDateOf } from '../../../electron/engine/documents/generation/effective-date'
import { generatedFileName } from '../../../electron/engine/documents/generation/file-name'
import { supplyDefinition } from '../../fixtures/templates/supply-definition'

describe('generatedFileName', () => {
  it('keeps an ordinary name and adds .docx', () => {
    expect(generatedFileName('Folio contract')).toBe('Folio contract.docx')
  })

  it('keeps letters of every script', () => {
    expect(generatedFileName('Müller GmbH – NDA 東京')).toBe('Müller GmbH – NDA 東京.docx')
  })

  it('turns path separators into hyphens and drops reserved characters', () => {
    expect(generatedFileName('../Acme/Beta: NDA <final>? "v2" *|\\')).toBe('-Acme-Beta- NDA final v2 --.docx')
  })

  it('removes control characters and bidirectional overrides that could disguise the extension', () => {
    expect(generatedFileName('invoice\u202excod.exe\n')).toBe('invoice xcod.exe.docx')
  })

  it('does not double the extension and trims dots and spaces at the ends', () => {
    expect(generatedFileName('  Lease.DOCX ')).toBe('Lease.docx')
    expect(generatedFileName('...hidden...')).toBe('hidden.docx')
  })

  it('never gives an empty name or a Windows device name', () => {
    expect(generatedFileName('   ')).toBe('contract.docx')
    expect(generatedFileName('???')).toBe('contract.docx')
    expect(generatedFileName('CON')).toBe('CON contract.docx')
    expect(generatedFileName('lpt1')).toBe('lpt1 contract.docx')
  })

  it('stays within 200 bytes of UTF-8 before the extension without splitting a character', () => {
    expect(generatedFileName('a'.repeat(300))).toBe(`${'a'.repeat(200)}.docx`)
    expect(generatedFileName('é'.repeat(150))).toBe(`${'é'.repeat(100)}.docx`)
    expect(generatedFileName('📄'.repeat(60))).toBe(`${'📄'.repeat(50)}.docx`)
  })
})

describe('effectiveDateOf', () => {
  const def = { ...supplyDefinition, effectiveDateVariable: 'notes' }

  it('reads an ISO date as midnight UTC', () => {
    expect(effectiveDateOf(def, { notes: '2026-03-01' })).toBe('2026-03-01T00:00:00.000Z')
  })

  it('reads dates as lawyers write them', () => {
    expect(effectiveDateOf(def, { notes: 'March 1, 2026' })).toBe('2026-03-01T00:00:00.000Z')
    expect(effectiveDateOf(def, { notes: '1st March 2026' })).toBe('2026-03-01T00:00:00.000Z')
    expect(effectiveDateOf(def, { notes: '21 Sept. 2026' })).toBe('2026-09-21T00:00:00.000Z')
  })

  it('gives null for text that is not a real date, an omitted value, or no effective-date variable', () => {
    expect(effectiveDateOf(def, { notes: '2026-02-30' })).toBe(null)
    expect(effectiveDateOf(def, { notes: 'the date of last signature' })).toBe(null)
    expect(effectiveDateOf(def, {})).toBe(null)
    expect(effectiveDateOf(supplyDefinition, { notes: '2026-03-01' })).toBe(null)
  })
})
