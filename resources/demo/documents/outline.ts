/** A contract document as structure, before it becomes .docx or .pdf. */
export interface Outline {
  title: string
  /** Lines under the title on the cover: the register name, reference, date. */
  coverLines: string[]
  /** Printed at the top of every page (the PDF's running header, the .docx header). */
  runningHeader: string
  /** Unnumbered opening: date line, parties, background. */
  preamble: PreambleBlock[]
  clauses: NumberedClause[]
  schedules: Schedule[]
  signatures: SignatureBlock[]
}

export type PreambleBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'item'; label: string; text: string }

/** Clause N with heading; its items are N.1, N.2 … and an item's list is (a), (b) … or plain. */
export interface NumberedClause {
  heading: string
  items: ClauseItem[]
  /** Lets other clauses refer to this one as `{§key}` before numbers are known. */
  key?: string
}

export interface ClauseItem {
  text: string
  list?: { style: 'lettered' | 'plain'; items: string[] }
}

export interface Schedule {
  title: string
  intro: string | null
  clauses: NumberedClause[]
  table: { header: string[]; rows: string[][] } | null
}

export interface SignatureBlock {
  party: string
  signatory: string | null
  title: string | null
}
