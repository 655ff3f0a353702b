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
  WidthType,
  type IRunOptions
} from 'docx'
import PizZip from 'pizzip'

/**
 * Small building blocks for the demo template bodies, so each template file reads as its legal
 * text. Text may hold `{{tags}}`; a block tag given alone to `blockTag` sits in its own paragraph,
 * which docxtemplater removes with the block.
 */

export type Inline = string | IRunOptions

const FONT = 'Georgia'
const CLAUSES = 'clauses'
/** Local-time fields, because zip entries store local DOS time: the same bytes in every time zone. */
const FIXED_ZIP_DATE = new Date(2025, 0, 1, 0, 0, 0)
const FIXED_CORE_DATE = '2025-01-01T00:00:00Z'

function runs(parts: readonly Inline[]): TextRun[] {
  return parts.map((part) => new TextRun(typeof part === 'string' ? { text: part } : part))
}

export function title(text: string): Paragraph {
  return new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text, bold: true, size: 32, allCaps: true })] })
}

export function subtitle(...parts: Inline[]): Paragraph {
  return new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 360 }, children: runs(parts) })
}

export function text(...parts: Inline[]): Paragraph {
  return new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 160 }, children: runs(parts) })
}

/** A numbered clause heading ("1. Definitions"). */
export function heading(textOfHeading: string): Paragraph {
  return new Paragraph({
    numbering: { reference: CLAUSES, level: 0 },
    keepNext: true,
    spacing: { before: 240, after: 120 },
    children: [new TextRun({ text: textOfHeading, bold: true })]
  })
}

/** A numbered sub-clause ("1.1 …"). */
export function clause(...parts: Inline[]): Paragraph {
  return new Paragraph({ numbering: { reference: CLAUSES, level: 1 }, alignment: AlignmentType.JUSTIFIED, spacing: { after: 120 }, children: runs(parts) })
}

/** A lettered item under a sub-clause ("(a) …"). */
export function item(...parts: Inline[]): Paragraph {
  return new Paragraph({ numbering: { reference: CLAUSES, level: 2 }, alignment: AlignmentType.JUSTIFIED, spacing: { after: 80 }, children: runs(parts) })
}

/** `{{#x}}`, `{{^x}}` or `{{/x}}` alone in a paragraph. */
export function blockTag(tag: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: tag })] })
}

/** A two-column table of key terms: label on the left, the filled value on the right. */
export function keyTerms(rows: ReadonlyArray<readonly [string, readonly Inline[]]>): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 35, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })] }),
            new TableCell({ width: { size: 65, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: runs(value) })] })
          ]
        })
    )
  })
}

/** Signature blocks side by side; each column is a list of lines. */
export function signatures(columns: ReadonlyArray<readonly (readonly Inline[])[]>): Table {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
    rows: [
      new TableRow({
        children: columns.map(
          (lines) =>
            new TableCell({
              width: { size: Math.floor(100 / columns.length), type: WidthType.PERCENTAGE },
              children: lines.map((line) => new Paragraph({ spacing: { after: 120 }, children: runs(line) }))
            })
        )
      })
    ]
  })
}

export interface DemoDocument {
  title: string
  description: string
  /** Printed in the running header, e.g. "Mutual NDA — Ref. {{__reference}}". */
  header: string
  children: Array<Paragraph | Table>
}

/**
 * Packs a demo body with fixed timestamps: the `docx` package stamps the current time into
 * docProps/core.xml and every zip entry, so the bytes are rewritten with a fixed date.
 */
export async function packDemoDocument(demo: DemoDocument): Promise<Uint8Array> {
  const document = new Document({
    creator: 'Folio',
    lastModifiedBy: 'Folio',
    title: demo.title,
    description: demo.description,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    numbering: {
      config: [
        {
          reference: CLAUSES,
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 567, hanging: 567 } } } },
            { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 567, hanging: 567 } } } },
            { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 1134, hanging: 567 } } } }
          ]
        }
      ]
    },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        headers: { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: demo.header, size: 16 })] })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })]
              })
            ]
          })
        },
        children: demo.children
      }
    ]
  })
  return fixTimestamps(await Packer.toBuffer(document))
}

function fixTimestamps(bytes: Uint8Array): Uint8Array {
  const packed = new PizZip(bytes)
  const fixed = new PizZip()
  const names = Object.keys(packed.files).filter((name) => !packed.files[name]?.dir)
  // [Content_Types].xml first, as Word writes it; the rest in the packer's order.
  names.sort((a, b) => Number(b === '[Content_Types].xml') - Number(a === '[Content_Types].xml'))
  for (const name of names) {
    const entry = packed.file(name)
    if (entry === null) continue
    if (name === 'docProps/core.xml') {
      const core = entry.asText().replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g, `$1${FIXED_CORE_DATE}$2`)
      fixed.file(name, core, { date: FIXED_ZIP_DATE, createFolders: false })
    } else {
      fixed.file(name, entry.asUint8Array(), { date: FIXED_ZIP_DATE, binary: true, createFolders: false })
    }
  }
  return fixed.generate({ type: 'uint8array', compression: 'DEFLATE' })
}
