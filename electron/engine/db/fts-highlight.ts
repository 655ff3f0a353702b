import Database from 'better-sqlite3'
import type { TextSpan } from '../../../shared/api/search-everything'

const OPEN = '\u0001'
const CLOSE = '\u0002'

interface Scratch {
  db: Database.Database
  insert: Database.Statement
  highlight: Database.Statement
}

let scratch: Scratch | null = null

/**
 * The throwaway FTS5 table, made once per process: opening a database and creating the table
 * cost as much as highlighting a page. Each use inserts in a transaction that is rolled back, so
 * the table is empty between uses and a failed query leaves nothing behind.
 */
function scratchTable(): Scratch {
  if (scratch !== null) return scratch
  const db = new Database(':memory:')
  db.exec("CREATE VIRTUAL TABLE scratch USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2')")
  scratch = {
    db,
    insert: db.prepare('INSERT INTO scratch (rowid, text) VALUES (?, ?)'),
    highlight: db.prepare(`SELECT rowid, highlight(scratch, 0, '${OPEN}', '${CLOSE}') FROM scratch WHERE scratch MATCH ?`).raw()
  }
  return scratch
}

/**
 * Where an FTS5 query matched in each text, as FTS5 itself finds it. The workspace's paragraph
 * index holds no copy of the text (it is contentless, for speed), and FTS5's highlight() needs
 * the text; so the few paragraphs a page shows are put in a throwaway in-memory FTS5 table with
 * the same tokenizer and highlighted there with the same query: stemming, phrases, prefixes and
 * OR mark exactly the words that made the paragraph match. Well under a millisecond a page.
 */
export function highlightMatches(match: string, texts: readonly string[]): TextSpan[][] {
  const spans: TextSpan[][] = texts.map(() => [])
  if (texts.length === 0) return spans
  const { db, insert, highlight } = scratchTable()
  db.exec('BEGIN')
  try {
    // The markers must not occur in the text; a control character is a word break either way.
    texts.forEach((text, i) => insert.run(i + 1, text.replaceAll(OPEN, ' ').replaceAll(CLOSE, ' ')))
    const rows = highlight.all(match) as Array<[number, string]>
    for (const [rowid, marked] of rows) spans[rowid - 1] = spansOf(marked)
  } finally {
    db.exec('ROLLBACK')
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
