import type { Finding } from '../../../shared/api/drafting-checks'
import type { DefinedTerm } from './definitions'
import { termKey } from './definitions'
import { makeFinding } from './finding'
import { marksABrand, namedInParentheses } from './names'
import type { Layout } from './layout'
import { CALENDAR, CONNECTORS, CONVENTIONAL, DETERMINERS, INSTRUMENT_ENDINGS, NATIONALITIES, ORGANISATION_WORDS, PLACES, PRONOUNS, STATUTE_ENDINGS, TERM_HEADS, TITLES } from './lexicon'
import { isNumberWord } from './number-words'
import { isTitleCase, words, type ParagraphWords, type Word } from './text'

/**
 * A capitalised phrase used the way defined terms are used — after "the", "any", "such"… in the
 * middle of a sentence — that the document defines nowhere. One finding per phrase, at its first
 * use. Proper names are left alone: parties, organisations, places, months, statutes, officers,
 * other instruments named by title, headings, and whatever the document says is defined elsewhere.
 */
const BLANKET = /capitali[sz]ed\s+terms\s+(?:used\s+)?(?:(?:herein|in\s+this\s+\w+)\s+)?(?:and|but)\s+not\s+(?:otherwise\s+)?defined/i
const DEFINED_ELSEWHERE = /^[”"’']?\s*\(?\s*(?:as\s+(?:such\s+terms?\s+(?:is|are)\s+|th(?:at|ose)\s+terms?\s+(?:is|are)\s+|each\s+is\s+)?defined\s+in|(?:shall\s+)?(?:have|has)\s+the\s+meanings?\s+(?:given|set\s+forth|ascribed|assigned)|within\s+the\s+meaning\s+of)/i
/** "its Affiliates or Associates (as such terms are defined in Rule 12b-2 …)": the first of a pair the parenthesis defines. */
const PAIR_DEFINED_ELSEWHERE = /^\s*,?\s*(?:and|or|and\/or)\s+(?:\p{Lu}[\p{L}-]*\s+){0,2}\p{Lu}[\p{L}-]*\s*\(\s*as\s+(?:such|those|each\s+such)\s+terms\s+are\s+defined\b/u
/**
 * Followed by a Roman numeral or a number: the name of a stage, form or schedule ("a Phase III
 * clinical study", "the Statement on Schedule 13D", "Form 10-K"), not a defined term.
 */
const NUMBERED_NAME = /^\s(?:[IVX]{1,4}(?=[\s,.;)]|$)|\d[\w.-]*|[A-Z]{1,3}-?\d[\w-]*)/
/** Read as the one character before a phrase: a pattern anchored at the end would scan all the text before it. */
const OPENING_QUOTES = ['"', '“', "'", '‘']
const NAMED_HERE = /^\s*\(\s*(?:the\s+|each\s+|a\s+|an\s+|collectively\s+|hereinafter\s+)?[,\s]*(?:the\s+)?["“]/i

export function findUndefinedTerms(
  paragraphs: readonly string[],
  layout: Layout,
  terms: readonly DefinedTerm[],
  covered: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  paragraphWords: ParagraphWords,
  madeOnAnother = false
): Finding[] {
  // An amendment or a document attached to another agreement uses that agreement's terms, said or not.
  if (madeOnAnother || paragraphs.some((p) => BLANKET.test(p))) return []
  const known = new Set(terms.map((t) => t.key))
  const proper = properNames(paragraphs, paragraphWords)
  const headings = new Set<string>()
  for (let p = 0; p < paragraphs.length; p++) if (layout.heading[p]) headings.add(termKey(paragraphs[p]!.replace(/^[\s\d.()A-Za-z]{0,12}?(?=\p{Lu}\p{Ll})/u, '')))

  const candidates = new Map<string, { p: number; start: number; end: number; count: number; phrase: string }>()
  const elsewhere = new Set<string>()
  const brands = new Set<string>()
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p] || layout.pageMark[p] || layout.heading[p] || layout.signature[p]) continue
    const text = paragraphs[p]!
    const ws = paragraphWords.of(p)
    if (mostlyCapitalised(ws)) continue
    const coveredWord = coveredWords(ws, covered[p] ?? [])
    const isCovered = (w: Word) => coveredWord.has(w.start)
    for (let i = 1; i < ws.length; i++) {
      const w = ws[i]!
      const previous = ws[i - 1]!
      // Cheap tests first: most words are not capitalised, and most follow no determiner.
      const first = w.text.charCodeAt(0)
      if (first < 65 || first > 90 || w.start !== previous.end + 1 || text.charCodeAt(previous.end) !== 32) continue
      if (!DETERMINERS.has(previous.text) && !DETERMINERS.has(previous.text.toLowerCase())) continue
      const run = capitalisedRun(ws, i, text, isCovered)
      if (!run) continue
      const i0 = i
      const phraseWords = ws.slice(i, run + 1)
      const start = phraseWords[0]!.start
      const end = phraseWords[phraseWords.length - 1]!.end
      const phrase = text.slice(start, end)
      const key = termKey(phrase)
      i = run
      if (known.has(key) || headings.has(key)) continue
      const after = text.slice(end)
      if (marksABrand(phrase, after)) {
        brands.add(key)
        continue
      }
      if (DEFINED_ELSEWHERE.test(after) || PAIR_DEFINED_ELSEWHERE.test(after)) {
        elsewhere.add(key)
        continue
      }
      if (NAMED_HERE.test(after) || /^["”'’]/.test(after) || OPENING_QUOTES.includes(text.charAt(start - 1))) continue
      if (/^\s*(?:Inc|Corp|Co|LLC|Ltd|L\.?P|N\.A|S\.A|GmbH|AG|plc)\b/.test(after) || /^,\s*(?:Inc|LLC|Ltd|L\.P)\b/.test(after)) continue
      if (!looksLikeATerm(phraseWords, proper) || NUMBERED_NAME.test(after) || inRunInHeading(text, i0, end, ws)) continue
      const seen = candidates.get(key)
      if (seen) seen.count++
      else candidates.set(key, { p, start, end, count: 1, phrase })
    }
  }
  const findings: Finding[] = []
  // Read only when there is something to report: most of a contract's capitalised phrases are terms.
  const named = candidates.size > 0 ? namedInParentheses(paragraphs) : new Set<string>()
  for (const [key, c] of candidates) {
    if (elsewhere.has(key) || brands.has(key) || named.has(key)) continue
    const last = words(c.phrase).at(-1)!.text.toLowerCase().replace(/['’]s$/, '')
    if (c.count < 2 && !TERM_HEADS.has(last)) continue
    findings.push(
      makeFinding(paragraphs, {
        kind: 'undefined-term',
        paragraphIndex: c.p,
        start: c.start,
        end: c.end,
        message: `"${c.phrase}" is capitalised like a defined term but is not defined${c.count > 1 ? ` (used ${c.count} times)` : ''}`
      })
    )
  }
  return findings
}

/**
 * A paragraph of headings and page numbers rather than prose — a table of contents without dot
 * leaders, a table, a cover page — capitalises nearly every word.
 */
function mostlyCapitalised(ws: readonly Word[]): boolean {
  if (ws.length < 6) return false
  let lower = 0
  for (const w of ws) if (startsLowercase(w.text)) lower++
  return lower * 4 < ws.length
}

/** Whether a word starts with a lowercase letter; ASCII is read by its code, as the checker reads every word. */
function startsLowercase(word: string): boolean {
  const code = word.charCodeAt(0)
  if (code < 128) return code >= 97 && code <= 122
  return /^\p{Ll}/u.test(word)
}

/**
 * "18.14 Counterparts; Other Matters. This Agreement …", "(c) No Improper Payments. Agent …": a
 * heading run into its section. Everything from the label (or the last sentence end) to the phrase
 * is capitalised, and a full stop or colon follows it.
 */
function inRunInHeading(text: string, first: number, end: number, ws: readonly Word[]): boolean {
  // "14.4 No Renewal, Extension or Waiver. Acceptance …": the phrase may be the first of a list the heading runs on with.
  if (!/^\s*[.:—–-]/.test(text.slice(end)) && !HEADING_LIST.test(text.slice(end, end + 120))) return false
  // The phrase's first word is passed by its index: finding it by offset would read the paragraph's words again.
  let from = ws[first]!.start
  for (let k = first - 1; k >= 0; k--) {
    const w = ws[k]!
    const gap = text.slice(w.end, from)
    if (/[.;:!?]/.test(gap.replace(/^\)/, '')) && !/^\d|^[a-z]{1,4}$|^[ivx]+$/i.test(w.text)) break
    if (/^\p{Ll}/u.test(w.text) && !CONNECTORS.has(w.text) && !DETERMINERS.has(w.text) && !/^(?:[a-z]|[ivx]{1,5})$/.test(w.text)) return false
    from = w.start
  }
  return true
}

const HEADING_LIST = /^(?:,\s*\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3}){0,4},?\s(?:or|and|&)\s\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3}\s*[.:—–]/u

/** The starts of the words inside a defined term's use (both lists are in text order). */
function coveredWords(ws: readonly Word[], cover: ReadonlyArray<readonly [number, number]>): Set<number> {
  const starts = new Set<number>()
  let k = 0
  for (const w of ws) {
    while (k < cover.length && cover[k]![1] <= w.start) k++
    if (k < cover.length && w.start >= cover[k]![0] && w.end <= cover[k]![1]) starts.add(w.start)
  }
  return starts
}

/** The last word of a run of Title Case words (with connectors inside) starting at i, or null. */
function capitalisedRun(ws: readonly Word[], i: number, text: string, isCovered: (w: Word) => boolean): number | null {
  if (!isTitleCase(ws[i]!.text) || isCovered(ws[i]!) || PRONOUNS.has(ws[i]!.text.toLowerCase())) return null
  let last = i
  for (let j = i + 1; j < ws.length && j - i < 8; j++) {
    const gap = text.slice(ws[j - 1]!.end, ws[j]!.start)
    if (!/^[\s]+$/.test(gap) && gap !== ' & ') break
    const w = ws[j]!
    if (isCovered(w)) {
      // "the Quality Review Notice" where only "Notice" is defined: two or more capitalised words
      // before a defined term make a new term of it. One ("Written Notice") may be mere description.
      if (j - i < 2 || text.slice(ws[j - 1]!.end, w.start) !== ' ' || !isTitleCase(ws[j - 1]!.text)) return null
      let k = j
      while (k + 1 < ws.length && isCovered(ws[k + 1]!) && /^\s$/.test(text.slice(ws[k]!.end, ws[k + 1]!.start))) k++
      return k
    }
    if (PRONOUNS.has(w.text.toLowerCase())) break
    if (isTitleCase(w.text)) {
      last = j
      continue
    }
    // "Intellectual Property of The Manufacturer": a determiner after "of" starts another name.
    if (CONNECTORS.has(w.text) && j + 1 < ws.length && isTitleCase(ws[j + 1]!.text) && !DETERMINERS.has(ws[j + 1]!.text.toLowerCase())) continue
    break
  }
  return last
}

function looksLikeATerm(phrase: readonly Word[], proper: ReadonlySet<string>): boolean {
  const lowered = phrase.map((w) => w.text.toLowerCase().replace(/['’]s$/, ''))
  if (lowered.some((w) => isNumberWord(w))) return false
  const content = lowered.filter((w) => !CONNECTORS.has(w))
  const last = content[content.length - 1]!
  if (content.length === 1) {
    // "Cl" of "Cl in ica l S tudy": letters a PDF spaced apart. "Pennsylvania-chartered": an
    // adjective. "Product-by-Product": an adverb of the contract's way of counting.
    const word = phrase[phrase.length - 1]!.text
    if (word.length <= 2 || /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)+$/u.test(word) || /^(\p{L}+)-by-\1$/iu.test(word)) return false
  }
  if (content.every((w) => CONVENTIONAL.has(w))) return false
  if (content.some((w) => CALENDAR.has(w) || PLACES.has(w) || NATIONALITIES.has(w) || ORGANISATION_WORDS.has(w) || TITLES.has(w) || proper.has(w))) return false
  if (STATUTE_ENDINGS.has(last) || INSTRUMENT_ENDINGS.has(last)) return false
  if (content.length > 5) return false
  return true
}

/**
 * Words of proper names the document itself shows: any capitalised word next to a company form
 * ("Acme Widgets, Inc.").
 */
function properNames(paragraphs: readonly string[], paragraphWords: ParagraphWords): Set<string> {
  const names = new Set<string>()
  for (let p = 0; p < paragraphs.length; p++) {
    // Most paragraphs name no company: asked of the word table, without making the paragraph's words.
    if (!paragraphWords.some(p, isCompanyForm)) continue
    const ws = paragraphWords.of(p)
    for (let k = 1; k < ws.length; k++) {
      if (!COMPANY_FORMS.has(ws[k]!.text)) continue
      for (let j = k - 1; j >= 0 && j >= k - 5 && /^\p{Lu}/u.test(ws[j]!.text); j--) names.add(ws[j]!.text.toLowerCase())
    }
  }
  return names
}

const COMPANY_FORMS = new Set(['Inc', 'Corp', 'Corporation', 'Company', 'Co', 'LLC', 'L', 'Ltd', 'Limited', 'LP', 'LLP', 'plc', 'PLC', 'GmbH', 'AG', 'S', 'N', 'B', 'Pty', 'Pte', 'SA', 'NV', 'BV'])
const isCompanyForm = (word: string): boolean => COMPANY_FORMS.has(word)
