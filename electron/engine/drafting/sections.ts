import type { Layout } from './layout'

/**
 * The numbered parts of a document, read from the labels that open paragraphs: "ARTICLE IX",
 * "Section 5.2", "5.2.1", "12." and the lettered or numbered items under them ("(a)", "(iv)",
 * "a."). Cross-references resolve against these, and numbering is checked along them.
 */
export interface SectionLabel {
  paragraphIndex: number
  /** Written "Section 5.2" or "ARTICLE 5" rather than bare "5.2" (inline, such a label may be a reference). */
  prefixed?: boolean
  /** Numbered in Roman figures ("XVI."): its own sequence. */
  roman?: boolean
  /** [5, 2] for "5.2"; an article's number for "ARTICLE IX". */
  path: number[]
  article: boolean
  start: number
  end: number
}

export interface ItemLabel {
  paragraphIndex: number
  /** The label as written inside its marks: "a", "iv", "3", "B". */
  label: string
  /** "(x)", "x)" or "x." */
  form: '()' | ')' | '.'
  start: number
  end: number
}

const SECTION_LABEL = /^(?:(ARTICLE|Article|SECTION|Section|Clause|CLAUSE|§)\s+)?(\d{1,3}(?:\.\d{1,3}){0,4})(\.?)(?=\s|$|\p{Lu}\p{Ll})/u
const ROMAN_ARTICLE = /^(ARTICLE|Article)\s+([IVXLC]{1,7})\b\.?/
const ITEM_LABEL = /^(?:\(([a-zA-Z]{1,5}|\d{1,2})\)|([a-zA-Z]{1,5}|\d{1,2})([.)]))(?=\s)/

/**
 * Labels inside a paragraph, after a sentence ends: text taken from a PDF often runs several
 * sections into one paragraph ("… approvals. 1.58 "Marketing Plan" means …", "… 8. Term and
 * Termination 8.1 The term …"). They are targets for cross-references; numbering is checked only on
 * labels that open paragraphs, where their order is certain.
 */
const INLINE_SECTION = /(?:(?:ARTICLE|Article|SECTION|Section|Clause|CLAUSE)\s+)?(\d{1,3}(?:\.\d{1,3}){0,4})\.?(?:\s+(?=[\p{Lu}"“([])|(?=\p{Lu}\p{Ll}))/gu
const REFERENCE_WORD = /(?:\b(?:[Ss]ections?|SECTIONS?|[Aa]rticles?|[Cc]lauses?|[Pp]aragraphs?|and|or|to|through|in|under|of|with)|§)\s$/

/**
 * Where a label may stand inside a paragraph: at its start, after a sentence ends, after a run of
 * spaces, after a word in capitals ("INDEMNIFICATION 9.1 …"), or after a word when a Title Case
 * heading follows ("Commercialization 2.1 Governance Process …") — never after "Section" or "and".
 */
function labelCanStand(text: string, at: number, match: string): boolean {
  if (at === 0) return true
  if (/^[A-Za-z]/.test(match)) return true
  const before = text.slice(Math.max(0, at - 24), at)
  if (/(?:[.;:!?)"”\]]\s+|\s{2,})$/.test(before) || /\b\p{Lu}{3,}[.:]?\s+$/u.test(before)) return true
  if (REFERENCE_WORD.test(before) || !/\p{L}\s$/u.test(before)) return false
  return /^\d{1,3}\.\d{1,3}\S*\s+\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(text.slice(at, at + 60))
}
const INLINE_ARTICLE = /\b(?:ARTICLE|Article)\s+([IVXLC]{1,7}|\d{1,3})(?:\s*[-–—:.]\s*(?=[\p{Lu}"“[])|\s+(?=\p{Lu}{2}|["“[]))/gu
/** "XVI. DEFAULT AND TERMINATION"; a lone "C." or "L." is a lettered item, not a hundred or a fifty. */
const ROMAN_SECTION = /^((?:[IVXLC]{2,7}|[IVX]))\.\s+(?=\p{Lu})/u

export function readSections(paragraphs: readonly string[], layout: Layout): { sections: SectionLabel[]; items: ItemLabel[]; inline: SectionLabel[] } {
  const sections: SectionLabel[] = []
  const items: ItemLabel[] = []
  const inline: SectionLabel[] = []
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p] || layout.pageMark[p]) continue
    const text = paragraphs[p]!
    for (const m of text.matchAll(INLINE_SECTION)) {
      if (!labelCanStand(text, m.index, m[0])) continue
      const path = m[1]!.split('.').map(Number)
      inline.push({ paragraphIndex: p, path, article: false, start: m.index, end: m.index + m[0].length, prefixed: /[A-Za-z]/.test(m[0]) })
    }
    for (const m of text.matchAll(INLINE_ARTICLE)) {
      const value = /^\d/.test(m[1]!) ? Number(m[1]) : romanValue(m[1]!)
      if (value !== null) inline.push({ paragraphIndex: p, path: [value], article: true, start: m.index, end: m.index + m[0].length, prefixed: true })
    }
    const roman = ROMAN_ARTICLE.exec(text)
    if (roman) {
      const value = romanValue(roman[2]!)
      if (value !== null) sections.push({ paragraphIndex: p, path: [value], article: true, start: 0, end: roman[0].length })
      continue
    }
    const romanSection = ROMAN_SECTION.exec(text)
    if (romanSection) {
      const value = romanValue(romanSection[1]!)
      if (value !== null) {
        sections.push({ paragraphIndex: p, path: [value], article: false, roman: true, start: 0, end: romanSection[1]!.length + 1 })
        continue
      }
    }
    const section = SECTION_LABEL.exec(text)
    if (section) {
      const rest = text.slice(section[0].length).trimStart()
      const prefixed = section[1] !== undefined
      const dotted = section[2]!.includes('.') || section[3] === '.'
      // "5.3 of this Agreement" is a reference that a line break put first, not a label.
      const opensHeading = rest.length === 0 || /^[\p{Lu}"“([\-–—:]/u.test(rest)
      if ((prefixed || dotted) && opensHeading) {
        const path = section[2]!.split('.').map(Number)
        sections.push({ paragraphIndex: p, path, article: /^article$/i.test(section[1] ?? ''), start: 0, end: section[0].length })
        continue
      }
    }
    const item = ITEM_LABEL.exec(text)
    if (item) {
      const label = item[1] ?? item[2]!
      const form = item[1] !== undefined ? '()' : item[3] === ')' ? ')' : '.'
      // "a." and "A." need a following capital to be a label and not a word ("A. Smith" aside).
      if (form === '.' && !/^\d+$/.test(label) && label.length > 1 && romanValue(label.toUpperCase()) === null) continue
      items.push({ paragraphIndex: p, label, form, start: 0, end: item[0].length })
    }
  }
  return { sections, items, inline }
}

export function romanValue(text: string): number | null {
  const upper = text.toUpperCase()
  if (!/^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/.test(upper) || upper.length === 0) return null
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }
  let total = 0
  for (let i = 0; i < upper.length; i++) {
    const v = values[upper.charAt(i)]!
    const next = values[upper.charAt(i + 1)] ?? 0
    total += v < next ? -v : v
  }
  return total
}
