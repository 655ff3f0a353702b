import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType
} from 'docx'
import type { NumberedClause, Outline, Schedule } from './outline'
import { stabiliseDocx } from './stable-zip'

const CLAUSES = 'clauses'
const FONT = 'Calibri'
const INDENT = 720

/**
 * Word numbering, not typed-in numbers: clause numbers come from the numbering definitions, as
 * in real contracts, so extraction has list labels to rebuild. Each schedule restarts at 1.
 */
const NUMBERING = {
  config: [
    {
      reference: CLAUSES,
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: INDENT, hanging: INDENT } }, run: { bold: true } } },
        { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: INDENT, hanging: INDENT } } } },
        { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: INDENT * 2, hanging: INDENT } } } }
      ]
    }
  ]
}

function paragraph(text: string, options: { bold?: boolean; size?: number; center?: boolean; indent?: number; hanging?: number; after?: number; pageBreak?: boolean } = {}): Paragraph {
  return new Paragraph({
    alignment: options.center ? AlignmentType.CENTER : AlignmentType.JUSTIFIED,
    spacing: { after: options.after ?? 120 },
    pageBreakBefore: options.pageBreak ?? false,
    ...(options.indent === undefined ? {} : { indent: { left: options.indent, ...(options.hanging === undefined ? {} : { hanging: options.hanging }) } }),
    children: [new TextRun({ text, bold: options.bold ?? false, ...(options.size === undefined ? {} : { size: options.size }) })]
  })
}

function clauseParagraphs(clauses: NumberedClause[], instance: number): Paragraph[] {
  const numbered = (text: string, level: number, bold = false) =>
    new Paragraph({
      alignment: level === 0 ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
      spacing: { before: level === 0 ? 200 : 0, after: 120 },
      numbering: { reference: CLAUSES, level, instance },
      keepNext: level === 0,
      children: [new TextRun({ text, bold })]
    })
  return clauses.flatMap((clause) => [
    numbered(clause.heading.toUpperCase(), 0, true),
    ...clause.items.flatMap((item) => [
      numbered(item.text, 1),
      ...(item.list === undefined
        ? []
        : item.list.style === 'lettered'
          ? item.list.items.map((text) => numbered(text, 2))
          : item.list.items.map((text) => paragraph(text, { indent: INDENT * 2 })))
    ])
  ])
}

function table(spec: NonNullable<Schedule['table']>): Table {
  const cell = (text: string, bold: boolean) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] })
  const border = { style: BorderStyle.SINGLE, size: 4, color: '808080' }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: [new TableRow({ tableHeader: true, children: spec.header.map((h) => cell(h, true)) }), ...spec.rows.map((row) => new TableRow({ children: row.map((c) => cell(c, false)) }))]
  })
}

export async function renderDocx(outline: Outline, at: Date): Promise<Uint8Array> {
  const children: Array<Paragraph | Table> = [
    paragraph(outline.title.toUpperCase(), { bold: true, size: 32, center: true, after: 240 }),
    ...outline.coverLines.map((line) => paragraph(line, { center: true })),
    ...outline.preamble.map((block) =>
      block.kind === 'heading'
        ? paragraph(block.text.toUpperCase(), { bold: true, after: 120 })
        : block.kind === 'item'
          ? paragraph(`${block.label}\t${block.text}`, { indent: INDENT, hanging: INDENT })
          : paragraph(block.text)
    ),
    ...clauseParagraphs(outline.clauses, 0)
  ]
  outline.schedules.forEach((schedule, i) => {
    children.push(paragraph(`SCHEDULE ${i + 1}`, { bold: true, center: true, pageBreak: true }))
    children.push(paragraph(schedule.title.toUpperCase(), { bold: true, center: true, after: 240 }))
    if (schedule.intro !== null) children.push(paragraph(schedule.intro))
    children.push(...clauseParagraphs(schedule.clauses, i + 1))
    if (schedule.table !== null) children.push(table(schedule.table), paragraph(''))
  })
  children.push(paragraph('This Agreement has been entered into on the date stated at the beginning of it.', { pageBreak: outline.schedules.length > 0 }))
  for (const block of outline.signatures) {
    children.push(paragraph(`Signed by ${block.signatory ?? '[●]'}${block.title === null ? '' : `, ${block.title}`}, for and on behalf of ${block.party}`, { after: 360 }))
    children.push(paragraph('.......................................................', { after: 240 }))
  }

  const document = new Document({
    creator: 'Folio demo',
    lastModifiedBy: 'Folio demo',
    title: outline.title,
    description: outline.coverLines[0] ?? outline.title,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    numbering: NUMBERING,
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        headers: { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: outline.runningHeader, size: 16 })] })] }) },
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })] })]
          })
        },
        children
      }
    ]
  })
  return stabiliseDocx(await Packer.toBuffer(document), at)
}
