import type { PageLine } from '../pdf/page-lines'
import type { RecognizedLine } from './recognizer'

const POINTS_PER_INCH = 72
// Tesseract's row height (x-height + ascenders + descenders) is about this share of the em that
// a PDF's font size measures; measured on CUAD pages that have both a text layer and a scan.
const ROW_HEIGHT_PER_EM = 0.9
// Rows within this share of the page's usual row height are the body text: they get its size, so
// that the jitter of measuring letters in pixels is not taken for a change of font.
const BODY_SIZE_TOLERANCE = 0.15
// Words read with less confidence than this are specks, rules and scribbles, not text.
const MIN_WORD_CONFIDENCE = 20

/**
 * Recognised lines in the shape the text layer gives, in points at the page's scale 1 with y
 * growing downwards, so that one paragraph builder (page furniture, clause numbers, hyphenation,
 * gaps) serves scanned and typed pages alike.
 */
export function recognizedPageLines(
  page: number,
  lines: readonly RecognizedLine[],
  dpi: number,
  normalize: (text: string) => string
): PageLine[] {
  const scale = POINTS_PER_INCH / dpi
  const rows = lines.map((line) => line.rowHeight).filter((height) => height > 0)
  const body = median(rows)
  const result: PageLine[] = []
  for (const line of lines) {
    const words = line.words.filter((word) => word.confidence >= MIN_WORD_CONFIDENCE)
    const first = words[0]
    const last = words[words.length - 1]
    if (first === undefined || last === undefined) continue
    const text = normalize(words.map((word) => word.text).join(' '))
      .replace(/\s+/g, ' ')
      .trim()
    if (text.length === 0) continue
    const rowHeight = body !== null && Math.abs(line.rowHeight - body) <= BODY_SIZE_TOLERANCE * body ? body : line.rowHeight
    result.push({
      page,
      text,
      left: first.box.x0 * scale,
      right: last.box.x1 * scale,
      baseline: ((line.baseline.y0 + line.baseline.y1) / 2) * scale,
      fontSize: Math.round(((rowHeight * scale) / ROW_HEIGHT_PER_EM) * 2) / 2,
      afterPageNumber: false
    })
  }
  return intoRows(result)
}

// Pieces whose baselines are closer than this share of their size sit on one row.
const SAME_ROW_EMS = 0.35

/**
 * Tesseract reads block by block (a column of clause headings, then the text beside it); the text
 * layer gives whole rows, top to bottom, so pieces that share a row are joined left to right.
 */
function intoRows(pieces: PageLine[]): PageLine[] {
  pieces.sort((a, b) => a.baseline - b.baseline || a.left - b.left)
  const rows: PageLine[][] = []
  for (const piece of pieces) {
    const row = rows[rows.length - 1]
    const anchor = row?.[0]
    if (row !== undefined && anchor !== undefined && piece.baseline - anchor.baseline <= SAME_ROW_EMS * Math.max(anchor.fontSize, piece.fontSize)) row.push(piece)
    else rows.push([piece])
  }
  return rows.map(joinRow)
}

function joinRow(row: PageLine[]): PageLine {
  row.sort((a, b) => a.left - b.left)
  const longest = row.reduce((best, piece) => (piece.text.length > best.text.length ? piece : best))
  const characters = row.reduce((sum, piece) => sum + piece.text.length, 0)
  return {
    ...longest,
    text: row.map((piece) => piece.text).join(' '),
    left: Math.min(...row.map((piece) => piece.left)),
    right: Math.max(...row.map((piece) => piece.right)),
    baseline: row.reduce((sum, piece) => sum + piece.baseline * piece.text.length, 0) / characters
  }
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? null
}
