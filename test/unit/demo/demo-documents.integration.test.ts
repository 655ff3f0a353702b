import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import PizZip from 'pizzip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toWinAnsi } from '../../../resources/demo/documents/render-pdf'
import { buildDemoDocument, demoContractDocuments, type BuiltDocument, type DemoContractDoc } from '../../../resources/demo/index'

const NOW = Date.UTC(2025, 10, 21, 9)
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined
const docs = demoContractDocuments({ now: NOW })
const built = new Map<string, { doc: DemoContractDoc; file: BuiltDocument; text: string; pages: number | null }>()
let dir = ''

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-demo-docs-'))
  for (const doc of docs) {
    const file = await buildDemoDocument(doc)
    let text = ''
    let pages: number | null = null
    if (file.kind === 'docx') {
      text = (await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })).value
    } else if (!popplerMissing) {
      const path = join(dir, `${doc.contractId}.pdf`)
      writeFileSync(path, file.bytes)
      text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8')
      pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [path]).toString())?.[1])
    }
    built.set(doc.contractId, { doc, file, text: oneLine(text), pages })
  }
}, 180_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ofKind = (kind: 'docx' | 'pdf') => [...built.values()].filter((b) => b.file.kind === kind)

describe('the demo documents', () => {
  it('give every demo contract a document, both as .docx and as PDF', () => {
    expect(built.size).toBe(148)
    expect(ofKind('docx').length).toBeGreaterThan(40)
    expect(ofKind('pdf').length).toBeGreaterThan(30)
  })

  it('open as .docx in mammoth, naming the contract and its counterparty', () => {
    for (const { doc, text } of ofKind('docx')) {
      expect(text, doc.name).toContain(doc.name)
      expect(text, doc.name).toContain(doc.counterparty.name)
    }
  })

  it.skipIf(popplerMissing)('open as PDF in pdftotext, naming the contract and its counterparty', () => {
    for (const { doc, text } of ofKind('pdf')) {
      expect(text, doc.name).toContain(toWinAnsi(doc.name))
      expect(text, doc.name).toContain(toWinAnsi(doc.counterparty.name))
    }
  })

  it.skipIf(popplerMissing)('run to 2–12 pages as PDF, each page with its running header and "Page n of m"', () => {
    for (const { doc, text, pages } of ofKind('pdf')) {
      expect(pages, doc.name).toBeGreaterThanOrEqual(2)
      expect(pages, doc.name).toBeLessThanOrEqual(12)
      expect(text.split(`${doc.reference} | ${toWinAnsi(doc.title)}`).length - 1, doc.name).toBe(pages)
      expect(text, doc.name).toContain(`Page ${pages} of ${pages}`)
    }
  })

  it('are as long as real contracts as .docx: between 700 and 6,500 words', () => {
    for (const { doc, text } of ofKind('docx')) {
      const words = text.split(' ').length
      expect(words, doc.name).toBeGreaterThanOrEqual(700)
      expect(words, doc.name).toBeLessThanOrEqual(6500)
    }
  })

  it('number their clauses with Word numbering in .docx, so the numbers are list labels, not typed text', () => {
    for (const { doc, file } of ofKind('docx')) {
      const xml = new PizZip(file.bytes).file('word/document.xml')?.asText() ?? ''
      const numbered = xml.match(/<w:numPr>/g)?.length ?? 0
      expect(numbered, doc.name).toBeGreaterThan(30)
      expect(xml, doc.name).not.toMatch(/<w:t[^>]*>\d+\.\d+\s/)
    }
  })

  it('vary by contract: some lack a limitation of liability, some restrict competition, the law follows the property', () => {
    const withLiability = [...built.values()].filter((b) => b.text.includes('LIMITATION OF LIABILITY'))
    expect(withLiability.length).toBe(docs.filter((d) => d.clauses.liability.kind !== 'absent').length)
    expect(withLiability.length).toBeLessThan(built.size)
    expect([...built.values()].filter((b) => b.text.includes('(non-compete)')).length).toBe(docs.filter((d) => d.clauses.nonCompete).length)
    const newYork = [...built.values()].filter((b) => b.doc.law.governingLaw === 'New York')
    const germany = [...built.values()].filter((b) => b.doc.law.governingLaw === 'Germany')
    expect(newYork.length).toBeGreaterThan(3)
    expect(germany.length).toBeGreaterThan(3)
    for (const b of newYork) expect(b.text, b.doc.name).toContain('laws of the State of New York')
    for (const b of germany) expect(b.text, b.doc.name).toContain('laws of the Federal Republic of Germany')
  })

  it('are the same bytes every time they are built', async () => {
    for (const kind of ['docx', 'pdf'] as const) {
      const sample = docs.find((d) => d.kind === kind)
      if (sample === undefined) throw new Error(`no ${kind} document`)
      const again = await buildDemoDocument(sample)
      expect(Buffer.from(again.bytes).equals(Buffer.from(built.get(sample.contractId)?.file.bytes ?? new Uint8Array())), kind).toBe(true)
    }
  })

  it('are named after their reference and contract, safe for any file system', () => {
    for (const { file } of built.values()) expect(file.fileName).toMatch(/^[^\\/:*?"<>|]+\.(docx|pdf)$/)
    const sample = [...built.values()].find((b) => b.doc.reference.includes('/'))
    expect(sample?.file.fileName.startsWith(sample.doc.reference.replace(/\//g, '-'))).toBe(true)
  })
})
