import Database from 'better-sqlite3'
import type { TextSpan } from '../../../shared/api/search-everything'

const OPEN = '\u0001'
const CLOSE = '\u0002'

/**
 * Where an FTS5 query matched in each text, as FTS5 itself finds it. The workspace's paragraph
 * index holds no copy of the text (it is contentless, for speed), and FTS5's highlight() needs
 * the text; so the few paragraphs a page shows are put in a throwaway in-memory FTS5 table with
 * the same tokenizer and highlighted there with the same query: stemming, phrases, prefixes and
 * OR mark exactly the words that made the paragraph match. About a millisecond a page.
 */
export function highlightMatches(match: string, texts: readonly string[]): TextSpan[][] {
  const spans: TextSpan[][] = texts.map(() => [])
  if (texts.length === 0) return spans
  const db = new Database(':memory:')
  try {
    db.exec("CREATE VIRTUAL TABLE scratch USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2')")
    const insert = db.prepare('INSERT INTO scratch (rowid, text) VALUES (?, ?)')
    // The markers must not occur in the text; a control character is a word break either way.
    db.transaction(() => texts.forEach((text, i) => insert.run(i + 1, text.replaceAll(OPEN, ' ').replaceAll(CLOSE, ' '))))()
    const rows = db.prepare(`SELECT rowid, highlight(scratch, 0, '${OPEN}', '${CLOSE}') FROM scratch WHERE scratch MATCH ?`).raw().all(match) as Array<[number, string]>
    for (const [rowid, marked] of rows) spans[rowid - 1] = spansOf(marked)
  } finally {
    db.close()
  }
  return spans
}

/** Offsets of the marked stretches in the text without its markers. */
function spansOf(marked: string): TextSpan[] {
  const spans: TextSpan[] = []
  let offset = 0
  let start = -1
  for (const char of marked) {
    if (char === OPEN) start = offset
    else if (char === CLOSE) {
      if (start >= 0) spans.push({ start, end: offset })
      start = -1
    } else offset += char.length
  }
  return spans
}
