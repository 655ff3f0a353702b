import type { Finding } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import type { Layout } from './layout'

/**
 * Brackets and double quotes left open or closed without opening. Looked at paragraph by paragraph,
 * with three allowances that real documents need:
 * - list labels close a parenthesis they never opened: "a)", "ii)", "1)";
 * - a paragraph cut by a page break continues in the next one, so an opening left at the end of one
 *   paragraph and a closing at the start of the next (page marks between) are a pair;
 * - a quotation running over several paragraphs opens each and closes only the last, by convention.
 */
const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”' }
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '”': '“' }

/** Only these characters matter; the scan jumps from one to the next. */
const BRACKET = /[()[\]{}“”"]/g

interface Mark {
  char: string
  at: number
}

interface Unpaired {
  open: Mark[]
  close: Mark[]
}

export function findUnbalanced(paragraphs: readonly string[], layout: Layout): Finding[] {
  // Signature blocks draw columns with ")" — a layout, not a parenthesis.
  const states: Array<Unpaired | null> = paragraphs.map((text, p) => (layout.toc[p] || layout.pageMark[p] || layout.signature[p] ? null : unpaired(text)))
  // Pair what one paragraph leaves open with what a following paragraph closes first: a page
  // break (and the running header or footer that came with it) may stand between them.
  for (let p = 0; p < states.length; p++) {
    const here = states[p]
    if (!here || here.open.length === 0) continue
    let q = p + 1
    let hops = 0
    while (q < states.length && hops < 4 && (states[q] === null || (paragraphs[q]!.length < 120 && !/[()[\]{}"“”]/.test(paragraphs[q]!)))) {
      q++
      hops++
    }
    const next = states[q]
    if (!next) continue
    const quoteHere = here.open.findIndex((m) => m.char === '"')
    const quoteNext = next.open.findIndex((m) => m.char === '"')
    if (quoteHere >= 0 && quoteNext >= 0) {
      here.open.splice(quoteHere, 1)
      next.open.splice(quoteNext, 1)
    }
    while (here.open.length > 0 && next.close.length > 0 && PAIRS[here.open[here.open.length - 1]!.char] === next.close[0]!.char) {
      here.open.pop()
      next.close.shift()
    }
    // A quotation running on: this paragraph opens a quote, the next opens one too.
    const quote = here.open.findIndex((m) => m.char === '“' || m.char === '"')
    if (quote >= 0 && /^\s*[“"]/.test(paragraphs[q]!)) here.open.splice(quote, 1)
  }
  const findings: Finding[] = []
  for (let p = 0; p < states.length; p++) {
    const state = states[p]
    if (!state) continue
    for (const m of state.open) findings.push(makeFinding(paragraphs, { kind: 'unbalanced', paragraphIndex: p, start: m.at, end: m.at + 1, message: `"${m.char}" is opened here and never closed` }))
    for (const m of state.close) findings.push(makeFinding(paragraphs, { kind: 'unbalanced', paragraphIndex: p, start: m.at, end: m.at + 1, message: `"${m.char}" closes nothing opened before it` }))
  }
  return findings
}

function unpaired(text: string): Unpaired {
  const stack: Mark[] = []
  const close: Mark[] = []
  const leftOpen: Mark[] = []
  let straightQuote: Mark | null = null
  BRACKET.lastIndex = 0
  for (let m = BRACKET.exec(text); m !== null; m = BRACKET.exec(text)) {
    const c = m[0]
    const i = m.index
    if (c === '"') {
      // A straight mark may close a curly opening: documents mix them ("Key Terms” means …).
      const top = stack.length > 0 ? stack[stack.length - 1]! : null
      if (top && top.char === '“') stack.pop()
      else if (straightQuote) straightQuote = null
      else straightQuote = { char: '"', at: i }
    } else if (c === '”' && straightQuote && !(stack.length > 0 && stack[stack.length - 1]!.char === '“')) {
      straightQuote = null
    } else if (c in PAIRS) stack.push({ char: c, at: i })
    else {
      const opener = CLOSERS[c]!
      const top = stack.length > 0 ? stack[stack.length - 1]! : null
      if (top && top.char === opener) stack.pop()
      else if (c === ')' && isListLabel(text, i)) continue
      else {
        const inner = findOpener(stack, opener)
        if (inner >= 0) {
          // Something inside was left open: report it, and close the outer pair.
          leftOpen.push(...stack.splice(inner).slice(1))
        } else close.push({ char: c, at: i })
      }
    }
  }
  const open = [...leftOpen, ...stack]
  if (straightQuote) open.push(straightQuote)
  open.sort((a, b) => a.at - b.at)
  return { open, close }
}

function findOpener(stack: readonly Mark[], opener: string): number {
  for (let k = stack.length - 1; k >= 0; k--) if (stack[k]!.char === opener) return k
  return -1
}

/** "a)", "ii)", "12)" opening a paragraph or a list item. */
function isListLabel(text: string, closeAt: number): boolean {
  const before = text.slice(Math.max(0, closeAt - 6), closeAt)
  return /(?:^|[\s;:,(])(?:[a-zA-Z]|[ivxlcIVXLC]{1,5}|\d{1,3})$/.test(before)
}
