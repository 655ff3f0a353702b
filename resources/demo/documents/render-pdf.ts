import PDFDocument from 'pdfkit'
import type { NumberedClause, Outline, Schedule } from './outline'

/**
 * The standard PDF fonts only encode Windows-1252. Characters beyond it would print as mojibake,
 * so they are written as their unaccented base letters ("Mārtiņš" → "Martins"), and the blank
 * marker ● as a bullet.
 */
export function toWinAnsi(text: string): string {
  return text.replace(/●/g, '•').replace(/[^\p{ASCII}\u0080-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, (ch) => {
    const base = ch.normalize('NFKD').replace(/\p{M}+/gu, '')
    return /^[\p{ASCII}\u0080-\u00ff]+$/u.test(base) ? base : '?'
  })
}

const MARGIN = { top: 86, bottom: 78, left: 72, right: 72 }
const SIZE = 11
const LABEL = 36

type Pdf = PDFKit.PDFDocument

/**
 * A PDF as counterparties send them: Times, typed-in clause numbers, a running header and
 * "Page n of m" on every page (text that extraction should recognise as furniture and drop).
 */
export function renderPdf(source: Outline, at: Date): Promise<Uint8Array> {
  let outline = source
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    // A fixed creation date also fixes the file identifier pdfkit derives from the info dictionary.
    info: { Title: outline.title, Subject: outline.coverLines[0] ?? outline.title, Author: 'Folio demo', Creator: 'Folio demo', CreationDate: at, ModDate: at }
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    pdf.on('error', reject)
  })

  outline = mapText(outline, toWinAnsi)
  writeCover(pdf, outline)
  writeClauses(pdf, outline.clauses)
  outline.schedules.forEach((schedule, i) => writeSchedule(pdf, schedule, i + 1))
  writeSignatures(pdf, outline)
  writePageFurniture(pdf, outline.runningHeader)
  pdf.end()
  return done
}

function mapText(outline: Outline, f: (text: string) => string): Outline {
  const clauses = (list: NumberedClause[]): NumberedClause[] =>
    list.map((c) => ({ ...c, heading: f(c.heading), items: c.items.map((i) => ({ text: f(i.text), ...(i.list ? { list: { style: i.list.style, items: i.list.items.map(f) } } : {}) })) }))
  return {
    title: f(outline.title),
    coverLines: outline.coverLines.map(f),
    runningHeader: f(outline.runningHeader),
    preamble: outline.preamble.map((b) => ({ ...b, text: f(b.text) })),
    clauses: clauses(outline.clauses),
    schedules: outline.schedules.map((s) => ({
      title: f(s.title),
      intro: s.intro === null ? null : f(s.intro),
      clauses: clauses(s.clauses),
      table: s.table === null ? null : { header: s.table.header.map(f), rows: s.table.rows.map((r) => r.map(f)) }
    })),
    signatures: outline.signatures.map((s) => ({ party: f(s.party), signatory: s.signatory === null ? null : f(s.signatory), title: s.title === null ? null : f(s.title) }))
  }
}

const width = (pdf: Pdf) => pdf.page.width - MARGIN.left - MARGIN.right

/** Starts a new page unless `lines` more lines fit, so a heading never ends a page alone. */
function keepTogether(pdf: Pdf, lines: number): void {
  if (pdf.y + lines * pdf.currentLineHeight(true) > pdf.page.height - MARGIN.bottom) pdf.addPage()
}

function writeCover(pdf: Pdf, outline: Outline): void {
  pdf.font('Times-Bold').fontSize(18).text(outline.title.toUpperCase(), { align: 'center' })
  pdf.moveDown(0.8)
  pdf.font('Times-Roman').fontSize(SIZE)
  for (const line of outline.coverLines) pdf.text(line, { align: 'center' })
  pdf.moveDown(1.5)
  for (const block of outline.preamble) {
    if (block.kind === 'heading') {
      keepTogether(pdf, 3)
      pdf.moveDown(0.5).font('Times-Bold').text(block.text.toUpperCase(), MARGIN.left).font('Times-Roman').moveDown(0.3)
    } else if (block.kind === 'item') {
      labelled(pdf, block.label, block.text, 0)
    } else {
      pdf.text(block.text, MARGIN.left, pdf.y, { width: width(pdf), align: 'justify' }).moveDown(0.4)
    }
  }
}

/** A label in the margin column and its text beside it, both at the same height. */
function labelled(pdf: Pdf, label: string, text: string, depth: number, bold = false): void {
  keepTogether(pdf, 2)
  const x = MARGIN.left + depth * LABEL
  const y = pdf.y
  pdf.font(bold ? 'Times-Bold' : 'Times-Roman')
  pdf.text(label, x, y, { width: LABEL, lineBreak: false })
  pdf.text(text, x + LABEL, y, { width: width(pdf) - depth * LABEL - LABEL, align: bold ? 'left' : 'justify' })
  pdf.font('Times-Roman').moveDown(0.4)
}

function writeClauses(pdf: Pdf, clauses: NumberedClause[]): void {
  clauses.forEach((clause, i) => {
    const n = i + 1
    keepTogether(pdf, 4)
    pdf.moveDown(0.3)
    labelled(pdf, `${n}.`, clause.heading.toUpperCase(), 0, true)
    clause.items.forEach((item, j) => {
      labelled(pdf, `${n}.${j + 1}`, item.text, 0)
      item.list?.items.forEach((text, k) => {
        if (item.list?.style === 'lettered') labelled(pdf, `(${String.fromCharCode(97 + k)})`, text, 1)
        else pdf.text(text, MARGIN.left + 2 * LABEL, pdf.y, { width: width(pdf) - 2 * LABEL, align: 'justify' }).moveDown(0.3)
      })
    })
  })
}

function writeSchedule(pdf: Pdf, schedule: Schedule, n: number): void {
  pdf.addPage()
  pdf.font('Times-Bold').text(`SCHEDULE ${n}`, MARGIN.left, pdf.y, { width: width(pdf), align: 'center' })
  pdf.text(schedule.title.toUpperCase(), { width: width(pdf), align: 'center' }).font('Times-Roman').moveDown(1)
  if (schedule.intro !== null) pdf.text(schedule.intro, MARGIN.left, pdf.y, { width: width(pdf), align: 'justify' }).moveDown(0.6)
  writeClauses(pdf, schedule.clauses)
  if (schedule.table !== null) writeTable(pdf, schedule.table)
}

function writeTable(pdf: Pdf, table: NonNullable<Schedule['table']>): void {
  const columns = table.header.length
  const columnWidth = width(pdf) / columns
  const row = (cells: string[], bold: boolean) => {
    keepTogether(pdf, 2)
    const y = pdf.y
    let bottom = y
    pdf.font(bold ? 'Times-Bold' : 'Times-Roman')
    cells.forEach((cell, i) => {
      pdf.text(cell, MARGIN.left + i * columnWidth, y, { width: columnWidth - 8 })
      bottom = Math.max(bottom, pdf.y)
    })
    pdf.y = bottom + 4
    pdf.moveTo(MARGIN.left, pdf.y - 2).lineTo(MARGIN.left + width(pdf), pdf.y - 2).lineWidth(0.5).stroke('#888888')
  }
  pdf.moveDown(0.5)
  row(table.header, true)
  for (const cells of table.rows) row(cells, false)
  pdf.font('Times-Roman').moveDown(0.5)
}

function writeSignatures(pdf: Pdf, outline: Outline): void {
  if (outline.schedules.length > 0) pdf.addPage()
  else keepTogether(pdf, 10)
  pdf.moveDown(1).text('This Agreement has been entered into on the date stated at the beginning of it.', MARGIN.left, pdf.y, { width: width(pdf) }).moveDown(1.5)
  for (const block of outline.signatures) {
    keepTogether(pdf, 5)
    pdf.text(`Signed by ${block.signatory ?? '[●]'}${block.title === null ? '' : `, ${block.title}`}, for and on behalf of ${block.party}`, MARGIN.left, pdf.y, { width: width(pdf) })
    pdf.moveDown(1.5).text('.......................................................').moveDown(1.5)
  }
}

/** Header and "Page n of m" go in the margins, which pdfkit would otherwise treat as overflow. */
function writePageFurniture(pdf: Pdf, header: string): void {
  const range = pdf.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i)
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf.font('Times-Italic').fontSize(8)
    pdf.text(header, MARGIN.left, 40, { width: width(pdf), align: 'right', lineBreak: false })
    pdf.text(`Page ${i + 1} of ${range.count}`, MARGIN.left, pdf.page.height - 46, { width: width(pdf), align: 'center', lineBreak: false })
    pdf.page.margins.bottom = bottom
  }
}
