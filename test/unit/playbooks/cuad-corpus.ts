import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The CUAD reference texts and their expert annotations, read in place from ../shared/corpus.
 * Shared by the recall test and the matching benchmark.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
export const corpusDir = path.resolve(repoRoot, '..', 'shared', 'corpus')
const pdfDir = path.join(corpusDir, 'pdf')

export function corpusAvailable(): boolean {
  return existsSync(path.join(pdfDir, 'manifest.json')) && existsSync(path.join(pdfDir, 'cuad-annotations.csv'))
}

export interface Paragraph {
  text: string
  /** Offsets of the paragraph in the whole file. */
  start: number
  end: number
}

export interface CuadDocument {
  file: string
  text: string
  paragraphs: Paragraph[]
  annotated: boolean
}

/** Splits on blank lines, as the brief for the recall figures prescribes. */
export function splitParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = []
  const separator = /\n[ \t\r\f\v]*\n\s*/g
  let start = 0
  for (const match of text.matchAll(separator)) {
    pushParagraph(paragraphs, text, start, match.index)
    start = match.index + match[0].length
  }
  pushParagraph(paragraphs, text, start, text.length)
  return paragraphs
}

function pushParagraph(paragraphs: Paragraph[], text: string, start: number, end: number): void {
  const slice = text.slice(start, end)
  if (slice.trim() !== '') paragraphs.push({ text: slice, start, end })
}

interface ManifestEntry {
  file: string
  text: string | null
  cuadName: string
  annotated: boolean
}

export function loadDocuments(): CuadDocument[] {
  const manifest = JSON.parse(readFileSync(path.join(pdfDir, 'manifest.json'), 'utf8')) as ManifestEntry[]
  return manifest
    .filter((entry): entry is ManifestEntry & { text: string } => entry.text !== null)
    .map((entry) => {
      const text = readFileSync(path.join(pdfDir, entry.text), 'utf8')
      return { file: entry.file, text, paragraphs: splitParagraphs(text), annotated: entry.annotated }
    })
}

/** Every paragraph of every reference text, in manifest order. */
export function corpusParagraphs(): string[] {
  return loadDocuments().flatMap((document) => document.paragraphs.map((paragraph) => paragraph.text))
}

export interface Annotation {
  file: string
  category: string
  /** CUAD joins discontiguous parts of one clause with "<omitted>". */
  segments: string[]
}

/**
 * Reads cuad-annotations.csv: a Filename column, then per category a pair of columns (the quoted
 * clause texts as a Python list literal, then the answer). Rows name either the local file or the
 * original CUAD name; manifest.json maps the latter.
 */
export function loadAnnotations(): Annotation[] {
  const manifest = JSON.parse(readFileSync(path.join(pdfDir, 'manifest.json'), 'utf8')) as ManifestEntry[]
  const rows = parseCsv(readFileSync(path.join(pdfDir, 'cuad-annotations.csv'), 'utf8'))
  const header = rows[0] ?? []
  const annotations: Annotation[] = []
  for (const row of rows.slice(1)) {
    const name = row[0] ?? ''
    const file = manifest.find((entry) => entry.file === name || entry.cuadName === name)?.file
    if (file === undefined) continue
    for (let column = 1; column + 1 < header.length; column += 2) {
      const category = header[column] ?? ''
      for (const clause of parsePythonStringList(row[column] ?? '[]')) {
        annotations.push({ file, category, segments: clause.split('<omitted>').map((part) => part.trim()).filter((part) => part !== '') })
      }
    }
  }
  return annotations
}

/** Finds an annotated segment in the file text, comparing with runs of whitespace collapsed. */
export function locateSegment(text: string, segment: string): { start: number; end: number } | null {
  const { normalised, origin } = collapseWhitespace(text)
  const needle = collapseWhitespace(segment).normalised.trim()
  let at = normalised.indexOf(needle)
  if (at < 0) at = normalised.toLowerCase().indexOf(needle.toLowerCase())
  if (at < 0 || needle === '') return null
  const end = at + needle.length - 1
  return { start: origin[at] ?? 0, end: (origin[end] ?? 0) + 1 }
}

function collapseWhitespace(text: string): { normalised: string; origin: number[] } {
  let normalised = ''
  const origin: number[] = []
  let previousSpace = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? ''
    const space = /\s/.test(char)
    if (space && previousSpace) continue
    normalised += space ? ' ' : char
    origin.push(index)
    previousSpace = space
  }
  return { normalised, origin }
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      quoted = true
    } else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else if (char !== '\r') {
      field += char
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

const PYTHON_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' }

/** Parses the repr of a Python list of strings, e.g. `['a', "Developer's"]`. */
function parsePythonStringList(literal: string): string[] {
  const items: string[] = []
  let index = literal.indexOf('[') + 1
  while (index < literal.length) {
    const quote = literal[index]
    if (quote !== "'" && quote !== '"') {
      index += 1
      continue
    }
    let value = ''
    index += 1
    while (index < literal.length && literal[index] !== quote) {
      if (literal[index] === '\\') {
        const next = literal[index + 1] ?? ''
        if (next === 'x' || next === 'u') {
          const digits = next === 'x' ? 2 : 4
          value += String.fromCharCode(parseInt(literal.slice(index + 2, index + 2 + digits), 16))
          index += 2 + digits
          continue
        }
        value += PYTHON_ESCAPES[next] ?? `\\${next}`
        index += 2
        continue
      }
      value += literal[index]
      index += 1
    }
    items.push(value)
    index += 1
  }
  return items
}
