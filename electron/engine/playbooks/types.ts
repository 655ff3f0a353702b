import type { IfNotFound, PositionKeyword } from '../../../shared/api/playbooks'

/** What the matcher needs of a playbook position. */
export interface MatchablePosition {
  order: number
  name: string | null
  ifNotFound: IfNotFound
  keywords: PositionKeyword[]
}

/** A keyword that cannot be evaluated; its position is reported as skipped. */
export interface KeywordProblem {
  positionOrder: number
  keyword: PositionKeyword
  reason: string
}

/** A playbook ready for matching. Build it with `compilePlaybook`; reuse it for every request. */
export interface CompiledPlaybook {
  readonly problems: KeywordProblem[]
}

/** Where a keyword occurs, in UTF-16 offsets into the paragraph (`paragraph.slice(start, end)`). */
export interface KeywordSpan {
  keyword: PositionKeyword
  start: number
  end: number
}

export interface ParagraphMatch {
  /** Zero-based index into the request's `paragraphs`. */
  paragraphIndex: number
  /** The position's non-negative keywords found in the paragraph, in the position's order, once each. */
  keywords: PositionKeyword[]
  /** Every occurrence of those keywords, by start offset; only when asked for. */
  spans?: KeywordSpan[]
}

export interface PositionResult {
  order: number
  name: string | null
  ifNotFound: IfNotFound
  matches: ParagraphMatch[]
  /** Present only when the position could not be evaluated. */
  skipped?: { reason: string }
}

export interface MatchOptions {
  spans?: boolean
  /**
   * The paragraphs' UTF-8 bytes, when the caller already has them (a request body's own bytes):
   * each must be exactly its paragraph's encoding. Without them the paragraphs are encoded here.
   */
  utf8?: ParagraphBytes
}

/** Each paragraph's UTF-8 bytes, by its index. */
export interface ParagraphBytes {
  bytes(index: number): Buffer
}

/**
 * Paragraphs as the matcher reads them, by index: their UTF-8 bytes, which every paragraph goes
 * through, and their text, which only a few need (a hit beside a non-ASCII letter, spans). A
 * request body's own list decodes a paragraph's text only when it is asked for.
 */
export interface ParagraphList extends ParagraphBytes {
  readonly length: number
  text(index: number): string
  /** Whether paragraph `index` is all ASCII: its UTF-8 exactly as long as its text. */
  isAscii(index: number): boolean
}
