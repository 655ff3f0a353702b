import { DeletedTextRun, Document, InsertedTextRun, Packer, Paragraph, Tab, TextRun, type ParagraphChild } from 'docx'
import type { WordChange } from '../../../../shared/api/compare'
import type { TrackedParagraph } from './tracked-paragraphs'

export interface RedlineOptions {
  /** Who the tracked changes are attributed to (Word lists it beside each change). */
  author: string
  date: Date
  title?: string
}

// Characters XML 1.0 cannot carry (control characters other than tab and line ends, lone
// surrogates, U+FFFE/U+FFFF), with the C1 controls Folio's stored paragraphs never hold either.
const NOT_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\ufffe\uffff]/gu
const LINE_BREAK = /\r\n|\r|\n/

/**
 * Writes tracked paragraphs as a .docx whose changes Word and LibreOffice list: `w:ins`/`w:del`
 * runs, and inserted or deleted paragraph marks in each paragraph's `w:pPr/w:rPr`. Revision
 * tracking is left on, so the counterparty's further edits are tracked too.
 */
export async function renderRedline(paragraphs: readonly TrackedParagraph[], options: RedlineOptions): Promise<Uint8Array> {
  const revisions = new RevisionMarks(options.author, options.date)
  const document = new Document({
    creator: options.author,
    title: options.title ?? '',
    features: { trackRevisions: true },
    sections: [{ children: paragraphs.map((p) => toParagraph(p, revisions)) }]
  })
  return new Uint8Array(await Packer.toBuffer(document))
}

function toParagraph(paragraph: TrackedParagraph, revisions: RevisionMarks): Paragraph {
  const children = paragraph.pieces.flatMap((piece) => toRuns(piece, revisions))
  if (paragraph.mark === 'kept') return new Paragraph({ children })
  const change = revisions.next()
  return new Paragraph({ children, run: paragraph.mark === 'inserted' ? { insertion: change } : { deletion: change } })
}

/** One run per line of the piece; a soft line break inside a paragraph becomes `w:br`, a tab `w:tab`. */
function toRuns(piece: WordChange, revisions: RevisionMarks): ParagraphChild[] {
  const lines = piece.text.replace(NOT_XML, '').split(LINE_BREAK)
  return lines.flatMap((line, i): ParagraphChild[] => {
    if (line.length === 0 && i === 0 && lines.length > 1) return []
    const run = { children: withTabs(line), ...(i > 0 && { break: 1 }) }
    if (piece.kind === 'equal') return [new TextRun(run)]
    const change = revisions.next()
    return [piece.kind === 'inserted' ? new InsertedTextRun({ ...run, ...change }) : new DeletedTextRun({ ...run, ...change })]
  })
}

function withTabs(line: string): Array<string | Tab> {
  return line.split('\t').flatMap((part, i) => (i === 0 ? [part] : [new Tab(), part])).filter((part) => part !== '')
}

interface RevisionMark {
  id: number
  author: string
  date: string
}

/** Each tracked change needs its own id; all carry the same author and date. */
class RevisionMarks {
  private id = 0
  private readonly date: string

  constructor(
    private readonly author: string,
    date: Date
  ) {
    // Word reads xsd:dateTime without fractions most reliably.
    this.date = date.toISOString().replace(/\.\d{3}Z$/, 'Z')
  }

  next(): RevisionMark {
    return { id: ++this.id, author: this.author, date: this.date }
  }
}
