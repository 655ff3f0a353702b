import type { EvidenceParagraph } from '../../../../shared/api/documents'

export interface PageParagraph {
  number: number
  startOffset: number
  text: string
}

/** Where a page starts: a paragraph number and a UTF-16 offset inside that paragraph's text. */
export interface TextPosition {
  paragraph: number
  offset: number
}

/** Below this share of the room, a split looks for whitespace no further back. */
const SPLIT_WINDOW = 0.2

/**
 * Where to cut `text` so that at most `room` characters come before the cut: at the last
 * whitespace within the final fifth of the room (the cut falls after it, so the first piece
 * ends with the space), else exactly at `room` — never between the two halves of a surrogate pair.
 */
export function splitPoint(text: string, from: number, room: number): number {
  const hard = from + room
  if (hard >= text.length) return text.length
  const earliest = from + Math.floor(room * (1 - SPLIT_WINDOW))
  for (let i = hard - 1; i >= earliest; i--) {
    if (/\s/.test(text[i]!)) return i + 1
  }
  const code = text.charCodeAt(hard - 1)
  return code >= 0xd800 && code <= 0xdbff ? hard - 1 : hard
}

/**
 * One evidence page: consecutive paragraphs whose text totals at most `budget` characters. A page
 * holds whole paragraphs while they fit; a paragraph that does not fit in what is left but would
 * fit on a page of its own starts the next page. Only a paragraph longer than a whole page is
 * split: it fills the rest of the current page and continues on the next ones (see splitPoint),
 * each piece keeping the paragraph's number with its own offsets. `next` is where the following
 * page starts.
 */
export function buildEvidencePage(
  paragraphs: Iterable<PageParagraph>,
  start: TextPosition,
  budget: number,
  reference: (paragraph: number) => string
): { paragraphs: EvidenceParagraph[]; next: TextPosition | null } {
  const out: EvidenceParagraph[] = []
  let used = 0
  for (const p of paragraphs) {
    if (p.number < start.paragraph) continue
    const from = p.number === start.paragraph ? start.offset : 0
    const remaining = p.text.length - from
    if (remaining <= budget - used) {
      out.push(piece(p, from, p.text.length, reference))
      used += remaining
      continue
    }
    if (used > 0 && remaining <= budget) return { paragraphs: out, next: { paragraph: p.number, offset: from } }
    // Longer than a whole page, or continuing one: take what fits and stop.
    const cut = splitPoint(p.text, from, budget - used)
    if (cut > from) out.push(piece(p, from, cut, reference))
    return { paragraphs: out, next: { paragraph: p.number, offset: cut } }
  }
  return { paragraphs: out, next: null }
}

function piece(p: PageParagraph, from: number, to: number, reference: (paragraph: number) => string): EvidenceParagraph {
  return {
    reference: reference(p.number),
    paragraph: p.number,
    startOffset: p.startOffset + from,
    endOffset: p.startOffset + to,
    text: p.text.slice(from, to)
  }
}
