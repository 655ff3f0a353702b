import type { Layout } from './layout'
import { foldWord, singular, words } from './text'

/** A term as the document defines it, where it does, and its key for matching uses. */
export interface DefinedTerm {
  term: string
  key: string
  paragraphIndex: number
  start: number
  end: number
  scope: number
  /** "X" has the meaning set forth in Section 5: an index entry pointing at the definition. */
  pointer: boolean
  /** Folded words as written, plural kept: "Party" and "Parties" are two definitions. */
  exact: string
  /** For a parenthetical definition, the words just before the parenthesis: what it names. */
  antecedent: string | null
  /** Introduced by "the term": a refinement of a term defined elsewhere, in a narrower context. */
  restated: boolean
  /** The definition names a person or body by its name or initials ("Acme Corp. ("Acme")"). */
  name: boolean
}

const QUOTED = /["“]([^"“”\n]{1,90})["”]|['‘]([^'‘’\n]{1,60})['’]/g
const MEANS_AFTER = /^[.,]?\s*(?:,\s*)?(?:or\s+["“][^"”]{1,60}["”]\s*)?(?:(?:of|with\s+respect\s+to|as\s+to|for|in\s+relation\s+to)\s+[^.;:"“”]{1,40}?\s+)?(?:shall\s+|will\s+|does\s+|do\s+)?(?:means?\b|mean\b|has\s+the\s+meaning|have\s+the\s+meanings?|refers?\s+to|is\s+defined|are\s+defined|(?:shall\s+|will\s+)?be\s+defined\s+as|includes?\b|:|\s*[-–—]\s)/i
const NAMING_BEFORE = /(?:referred\s+to(?:\s+herein|\s+hereinafter|\s+below|\s+collectively|\s+individually)*\s+as|hereinafter(?:\s+called)?|hereafter|called|known\s+as|designated\s+as|defined\s+as|the\s+term)\s*(?:the\s+|a\s+|an\s+)?$/i
const LEADING_LABEL = /^(?:\(?[0-9a-zA-Z]{1,4}[.)]\s*|\d{1,3}(?:\.\d{1,3}){1,4}\.?\s+)?/
const PLAIN_DEFINITION = /^(?:\(?[0-9a-zA-Z]{1,4}[.)]\s*|\d{1,3}(?:\.\d{1,3}){1,4}\.?\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’-]*|of|and|or|for|the|to|in|on)){0,6})\s+(?:shall\s+)?(?:means|mean)\b/u

/** A defined term's matching key: folded words, the last one singular. */
export function termKey(term: string): string {
  const ws = words(term).map((w) => foldWord(w.text))
  if (ws.length === 0) return ''
  ws[ws.length - 1] = singular(ws[ws.length - 1]!)
  return ws.join(' ')
}

/**
 * Every place the document defines a term: a quoted term followed by "means" (or "shall have the
 * meaning", a colon, a dash), a quoted term inside parentheses ("(the "Licensor")", "(each, a
 * "Party")"), a quoted term after "hereinafter" or "referred to as", and — for texts that lost
 * their quotes and bold on the way out of a PDF — a capitalised term opening a paragraph and
 * followed by "means".
 */
export function findDefinitions(paragraphs: readonly string[], layout: Layout): DefinedTerm[] {
  const found: DefinedTerm[] = []
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p]) continue
    const text = paragraphs[p]!
    const seenHere = new Set<number>()
    for (const m of text.matchAll(QUOTED)) {
      const inner = m[1] ?? m[2]!
      // A single quote opens a term only after a space or a bracket and closes before punctuation;
      // otherwise it is an apostrophe ("Licensee's").
      if (m[2] !== undefined && ((m.index > 0 && !/[\s([]/.test(text.charAt(m.index - 1))) || !/^(?:$|[\s),.;:\]])/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 1)))) continue
      const termStart = m.index + 1
      const cleaned = cleanTerm(inner)
      if (!cleaned || !isTermLike(cleaned.term)) continue
      const before = text.slice(0, m.index)
      const after = text.slice(m.index + m[0].length)
      const paragraphOpening = LEADING_LABEL.exec(before)?.[0].length === before.length
      if (!(MEANS_AFTER.test(after) || namedInParentheses(before) || NAMING_BEFORE.test(before.slice(-60)) || (paragraphOpening && /^\s*[,.:]?\s*(?:\(|shall|means|has|is|refers)/i.test(after)))) continue
      // ""Confidential Information" (as defined in the MSA)" points elsewhere; ""Companion Diagnostic"
      // means a device as defined in Directive 98/79/EC" is a definition that cites one.
      if (/\bas\s+(?:such\s+term\s+is\s+|that\s+term\s+is\s+)?defined\s+in\b/i.test(after.slice(0, 60)) && !/\b(?:herein|hereof|below|above|this)\b/.test(after.slice(0, 60)) && !/^[\s,.]*(?:shall\s+)?means?\b/i.test(after)) continue
      const start = termStart + cleaned.offset
      const parenthetical = namedInParentheses(before)
      const item = defined(cleaned.term, p, start, layout, POINTER.test(after) || SUPPLEMENT.test(after) || layout.signature[p] === true)
      if (parenthetical) item.antecedent = antecedentOf(before)
      item.restated = /\bthe\s+terms?\s*$/i.test(before)
      const named = parenthetical ? before.slice(Math.max(0, openParenthesis(before) - 200), openParenthesis(before)) : MEANS_AFTER.test(after) ? after.slice(0, 80) : ''
      item.name = namesItsAntecedent(cleaned.term, named)
      found.push(item)
      seenHere.add(start)
    }
    const plain = PLAIN_DEFINITION.exec(text)
    if (plain && !/["“'‘]/.test(text.slice(0, plain.index + plain[0].length))) {
      const term = plain[1]!
      const start = text.indexOf(term)
      if (isTermLike(term) && !seenHere.has(start) && !/^(?:This|The|It|Such|Each|Any|That|Which|Who|What|Everything|Shall|Will|Term|Terms|Agreement)$/.test(term)) {
        found.push(defined(term, p, start, layout, POINTER.test(text.slice(start + term.length)) || layout.signature[p] === true))
      }
    }
  }
  return found
}

const POINTER = /^[\s,.]*(?:or\s+["“][^"”]{1,60}["”]\s*)?(?:(?:is|are)\s+(?:as\s+)?defined\s+(?:in|at|under)\b|(?:shall\s+|will\s+)?(?:has|have)\s+(?:the\s+)?(?:respective\s+)?meanings?\s+(?:as\s+)?(?:given|set\s+forth|set\s+out|specified|ascribed|assigned|provided|attributed|defined|stated))/i
/** What may stand between an opening parenthesis and the term it names: "(each, a ", "(collectively, the ". */
const PAREN_FILLER = /^[\s,;]*(?:(?:the|a|an|each|collectively|together|individually|jointly|severally|hereinafter|hereafter|herein|referred\s+to|as|and|or|such|any|respectively|being|called|known|defined|also|each\s+of\s+which|all\s+of\s+which|both|either|below|above|in\s+this\s+agreement)[\s,;]*)*$/i

function defined(term: string, paragraphIndex: number, start: number, layout: Layout, pointer: boolean): DefinedTerm {
  const exact = words(term).map((w) => foldWord(w.text)).join(' ')
  return { term, key: termKey(term), exact, paragraphIndex, start, end: start + term.length, scope: layout.scope[paragraphIndex] ?? 0, pointer, antecedent: null, restated: false, name: false }
}

/**
 * Whether a term is the name, a word of the name, or the initials of what precedes it: "Cargill,
 * Incorporated ("Cargill")", "US Drug Enforcement Agency ("DEA")". Restating such a name later
 * gives it the same meaning again, which is no conflict.
 */
function namesItsAntecedent(term: string, context: string): boolean {
  if (context.length === 0) return false
  const found = words(context)
  const contextWords = found.map((w) => w.text.toLowerCase())
  const termWords = words(term).map((w) => w.text.toLowerCase())
  if (termWords.length > 0 && termWords.every((w) => contextWords.includes(w))) return true
  if (!/^[A-Z&]{2,8}$/.test(term)) return false
  const initials = found
    .filter((w) => /^\p{Lu}/u.test(w.text))
    .map((w) => w.text.charAt(0))
    .join('')
  return initials.includes(term.replace(/&/g, ''))
}

/** "shall also include", "shall not include": a definition extended or narrowed, not made again. */
const SUPPLEMENT = /^[\s,.]*(?:shall\s+|will\s+)?(?:also\s+(?:include|includes|mean|means)|not\s+include|(?:does|do)\s+not\s+include|includes?\b|shall\s+include)/i

/** Up to four words before the parenthesis a term is named in, folded: "healthcare distribution specialists llc". */
function antecedentOf(before: string): string {
  const open = openParenthesis(before)
  const ws = words(before.slice(Math.max(0, open - 80), open))
  return ws.slice(-4).map((w) => w.text.toLowerCase()).join(' ')
}

/**
 * A quoted term that opens a parenthesis, or follows another term in it: "(the "Licensor")",
 * "(each a "Party" and collectively the "Parties")". A quotation inside a parenthesis that runs
 * on ("(for example, the mark "Acme" and logo)") names nothing.
 */
function namedInParentheses(before: string): boolean {
  const open = openParenthesis(before)
  if (open < 0) return false
  const inside = before.slice(open + 1)
  const lastQuote = Math.max(inside.lastIndexOf('"'), inside.lastIndexOf('”'), inside.search(/['’](?=[^'’]*$)(?![\p{L}])/u))
  if (PAREN_FILLER.test(lastQuote >= 0 ? inside.slice(lastQuote + 1) : inside)) return true
  // "(such studies, collectively, the "Research")": the naming follows the parenthesis's last comma.
  const lastComma = Math.max(inside.lastIndexOf(','), inside.lastIndexOf(';'))
  return lastComma >= 0 && /^\s*(?:the|a|an|each|collectively|together|individually)\b/i.test(inside.slice(lastComma + 1)) && PAREN_FILLER.test(inside.slice(lastComma + 1))
}

/** The term inside its quotes: "('the Customer')" names "Customer"; "Investigator(s)" names "Investigator". */
function cleanTerm(inner: string): { term: string; offset: number } | null {
  const article = /^\s*(?:the|a|an)\s+(?=\p{Lu})/u.exec(inner)
  const leading = article ? article[0].length : inner.length - inner.trimStart().length
  const term = inner
    .slice(leading)
    .trim()
    .replace(/\(s\)$|\(es\)$/, '')
    .replace(/[.,;:]+$/, '')
  return term.length > 0 ? { term, offset: leading } : null
}

/** A defined term reads like a name: short, starting with a capital or a figure, not a sentence. */
function isTermLike(term: string): boolean {
  const ws = words(term)
  if (ws.length === 0 || ws.length > 8 || term.length > 70) return false
  if (!/^[\p{Lu}\p{N}]/u.test(term) && !/^[a-z]+[A-Z]/.test(term)) return false
  if (!/\p{L}/u.test(term)) return false
  return !/[.!?]\s/.test(term)
}

/** Where the parenthesis still open at this point opened (within 200 characters), or -1. */
function openParenthesis(before: string): number {
  let depth = 0
  for (let i = before.length - 1; i >= 0 && before.length - i < 200; i--) {
    const c = before.charAt(i)
    if (c === ')') depth++
    else if (c === '(') {
      if (depth === 0) return i
      depth--
    }
  }
  return -1
}
