import type { Finding, TextPlace } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import { attachmentFamily, type Layout } from './layout'
import { romanValue, type SectionLabel } from './sections'
import type { ParagraphWords } from './text'

/**
 * Cross-references naming nothing in the document: "Section 12.3", "clause 4(b)", "Article IX",
 * "Schedule C". Left alone:
 * - references to another instrument: "Section 5 of the Securities Act", "Section 2.1 of the
 *   Purchase Agreement", "Rule 144", "Section 409A";
 * - section references in a document whose own numbering could not be read (fewer than three
 *   numbered sections): a finding on every reference would be noise;
 * - attachment references in a document that carries no attachment of that kind: a filed contract
 *   often omits its exhibits, and "Exhibit B attached hereto" then names a real exhibit kept
 *   elsewhere. Once the document carries one exhibit, a missing exhibit is reported — once, at its
 *   first mention, the other mentions related.
 */
const SECTION_REF = /\b(Sections?|SECTIONS?|Articles?|ARTICLES?|[Cc]lauses?|CLAUSES?|[Pp]aragraphs?|[Ss]ubsections?|§§?)\s*((?:\d{1,4}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})(?:\s?\((?:[a-z]{1,4}|\d{1,2}|[A-Z])\)){0,3})(?![\w.]*\w)((?:\s*(?:,|and|or|through|to|-|–)\s*(?:\d{1,4}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})(?:\s?\((?:[a-z]{1,4}|\d{1,2}|[A-Z])\)){0,3}(?![\w.]*\w)){0,6})/g
/**
 * Cheap tests that spare most paragraphs the reference patterns. They look for letters, which lie
 * inside one word, so they are asked of the paragraph's words (each distinct word tested once) rather
 * than run over its text; "§" is no letter and is looked for in the text.
 */
const MAY_REFER = /ection|ECTION|rticle|RTICLE|lause|LAUSE|aragraph|ARAGRAPH/
const MAY_ATTACH = /xhibit|XHIBIT|chedule|CHEDULE|nnex|NNEX|ppendi|PPENDI|ttachment|TTACHMENT/
const mayRefer = (word: string): boolean => MAY_REFER.test(word)
const mayAttach = (word: string): boolean => MAY_ATTACH.test(word)
const LIST_NUMBER = /(\d{1,4}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})((?:\s?\((?:[a-z]{1,4}|\d{1,2}|[A-Z])\)){0,3})/g
const ATTACHMENT_REF = /\b(Exhibits?|EXHIBITS?|Schedules?|SCHEDULES?|Annex(?:es)?|ANNEX(?:ES)?|Appendix|Appendices|APPENDIX|APPENDICES|Attachments?|ATTACHMENTS?)\s+([A-Z]{1,2}(?:-\d{1,2})?|\d{1,3}(?:\.\d{1,2})?)(?![\w.]*\w)((?:\s*(?:,|and|or|through)\s*(?:[A-Z]{1,2}(?:-\d{1,2})?|\d{1,3})(?![\w.]*\w)){0,6})/g
const OTHER_INSTRUMENT = /^[\s,]*(?:(?:(?:and|or|,|through|to|-)\s*)?\([^)]{0,20}\)\s*)*(?:of|to|under|in|pursuant\s+to)\s+(?!this\b|these\b|hereof\b|hereto\b)(?:(?:the|that|such|said|any|each|an?|its)\s+)?(?:[\p{Lu}\d]|[a-z]+\s+\p{Lu}|[a-z]+\s+[a-z]+\s+\p{Lu})/u
/** "N.Y. Gen. Bus. Law Sections 687.4", "35 U.S.C. Section 101": the statute is named first. */
const STATUTE_BEFORE = /(?:\b(?:Law|Laws|Act|Code|Regulations?|Rules?|Statutes?|Treaty|Convention|Directive|Constitution|GBL|UCC)|U\.S\.C\.?|C\.F\.R\.?|\bCFR|\bUSC),?\s*$/
/** How many parts must visibly carry numbered subsections for a part without any to be read as having none. */
const READABLE_SUBSECTIONS = 3
/** "Section 3 of this Amendment", "Exhibit A hereto": a reference an amendment makes to itself. */
const THIS_DOCUMENT = /^[\s,]*(?:(?:of|to|in|under)\s+this\b|(?:hereof|hereto|herein|hereunder)\b|(?:attached|annexed)\s+(?:hereto|to\s+this)\b)/
const SELF = /^[\s,]*(?:of|to|under|in)\s+(?:the\s+)?(?:Agreement|Contract)\b/

/**
 * `madeOnAnother`: the document amends, supplements or is attached to another agreement
 * (instrument.ts). A section or attachment it names and does not have is then that agreement's,
 * unless the reference says it is this document's ("Section 3 of this Amendment").
 */
export function findBrokenReferences(paragraphs: readonly string[], layout: Layout, sections: readonly SectionLabel[], inline: readonly SectionLabel[], paragraphWords: ParagraphWords, madeOnAnother = false): Finding[] {
  const findings: Finding[] = []
  const amendsAnother = () => madeOnAnother
  const index = sectionIndex(paragraphs, sections, inline)
  const checkSections = new Set([...sections, ...inline].map((s) => s.path.join('.'))).size >= 3
  const attachments = new Set(layout.attachments.flatMap((a) => [`${a.family}:${a.label}`, numberedAs(a.family, a.label)]))
  const carried = new Set(layout.attachments.map((a) => a.family))
  const missing = new Map<string, Finding>()
  const maxTop = Math.max(0, ...sections.map((s) => s.path[0]!))
  const sectionFindings: Finding[] = []
  const resolved = new Set<string>()
  const unresolved = new Set<string>()

  // The filing's own label ("EXHIBIT 10.1") and a cover page come before the body.
  for (let p = layout.bodyStart; p < paragraphs.length; p++) {
    if (layout.toc[p] || layout.pageMark[p]) continue
    const text = paragraphs[p]!
    if (checkSections && (paragraphWords.some(p, mayRefer) || text.includes('§'))) {
      for (const m of text.matchAll(SECTION_REF)) {
        const end = m.index + m[0].length
        const before = text.slice(Math.max(0, m.index - 40), m.index)
        if (refersElsewhere(text.slice(end), amendsAnother) || STATUTE_BEFORE.test(before)) continue
        // "as provided in this Section 10" is written from inside Section 10; ""Section 365(n)"" is a term.
        if (/\bthis\s+$/i.test(before) || /["“]$/.test(before) || /^-\d/.test(text.slice(end))) continue
        const keyword = m[1]!.toLowerCase()
        const targets: Array<{ start: number; end: number; text: string }> = [{ start: m.index, end: m.index + m[1]!.length + (m[0].length - m[1]!.length - (m[3]?.length ?? 0)), text: m[2]! }]
        const listStart = end - (m[3]?.length ?? 0)
        for (const n of (m[3] ?? '').matchAll(LIST_NUMBER)) targets.push({ start: listStart + n.index, end: listStart + n.index + n[0].length, text: n[0] })
        for (const target of targets) {
          // "Section 365", "Section 4971": a statute's numbering, far past this document's own.
          const top = /^\d/.test(target.text) ? Number(/^\d+/.exec(target.text)![0]) : (romanValue(/^[IVXLC]+/.exec(target.text)?.[0] ?? '') ?? 0)
          if (top >= 100 || (top > 40 && top > 2 * maxTop)) continue
          const verdict = resolve(target.text, keyword, index)
          const key = target.text.replace(/\s/g, '')
          if (verdict.found) {
            resolved.add(key)
            continue
          }
          if (madeOnAnother && !THIS_DOCUMENT.test(text.slice(end))) continue
          unresolved.add(key)
          sectionFindings.push(
            makeFinding(paragraphs, {
              kind: 'broken-reference',
              paragraphIndex: p,
              start: target.start,
              end: target.end,
              message: `${text.slice(target.start, target.end).trim()} names no ${keyword.startsWith('art') ? 'article' : 'section'} of this document`,
              related: verdict.nearest ? [verdict.nearest] : undefined
            })
          )
        }
      }
    }
    if (carried.size > 0 && paragraphWords.some(p, mayAttach) && !layout.attachments.some((a) => a.paragraphIndex === p)) {
      for (const m of text.matchAll(ATTACHMENT_REF)) {
        const end = m.index + m[0].length
        if (refersElsewhere(text.slice(end), amendsAnother)) continue
        const family = attachmentFamily(m[1]!)
        // The first paragraph's "Exhibit 10.13" is the filing's label, however often it repeats it.
        if (!carried.has(family) || (p === 0 && (m.index === 0 || /^\d+\.\d+$/.test(m[2]!)))) continue
        const labels = [{ label: m[2]!, start: m.index, end: m.index + m[1]!.length + 1 + m[2]!.length }]
        const listStart = end - (m[3]?.length ?? 0)
        for (const n of (m[3] ?? '').matchAll(/[A-Z]{1,2}(?:-\d{1,2})?|\d{1,3}/g)) labels.push({ label: n[0], start: listStart + n.index, end: listStart + n.index + n[0].length })
        for (const l of labels) {
          const key = `${family}:${l.label.toUpperCase()}`
          if (attachments.has(key) || attachments.has(numberedAs(family, l.label)) || (madeOnAnother && !THIS_DOCUMENT.test(text.slice(end)))) continue
          const first = missing.get(key)
          if (first) {
            first.related = [...(first.related ?? []), { paragraphIndex: p, start: l.start, end: l.end }]
            continue
          }
          const finding = makeFinding(paragraphs, { kind: 'broken-reference', paragraphIndex: p, start: l.start, end: l.end, message: `${text.slice(l.start, l.end)} is not attached to this document, which carries its other ${family === 'appendix' ? 'appendices' : `${family}s`}` })
          missing.set(key, finding)
          findings.push(finding)
        }
      }
    }
  }
  // When a third or more of the sections referred to cannot be found, it is the document's own
  // numbering that could not be read (numbered by the word processor, lost on the way out of a
  // PDF), not its references that are broken: saying so forty times would be noise.
  const unreadable = unresolved.size >= 4 && unresolved.size * 3 > resolved.size + unresolved.size
  return unreadable ? findings : [...findings, ...sectionFindings]
}

/** "Appendix 1" and "APPENDIX I" are one appendix: a label's number, whether written in figures or in Roman numerals. */
function numberedAs(family: string, label: string): string {
  const value = /^\d+$/.test(label) ? Number(label) : romanValue(label)
  return value === null ? `${family}:${label}` : `${family}#${value}`
}

function refersElsewhere(after: string, amendsAnother: () => boolean): boolean {
  if (SELF.test(after)) return amendsAnother()
  return OTHER_INSTRUMENT.test(after) && !/^[\s,]*(?:of|to|under|in)\s+(?:this|these)\b/.test(after)
}

interface SectionIndex {
  paths: Set<string>
  tops: Set<number>
  articles: Set<number>
  /** The enumerators ("a", "iv") seen within each numbered section, by its path. */
  subItems: Map<string, Set<string>>
  headingOf: Map<string, TextPlace>
  /** By depth (1 for "5", 2 for "5.2"), how many sections visibly have numbered subsections. */
  parentsAtDepth: Map<number, number>
  /** Sections whose number opens a paragraph as "12." or "5.2" does, not as "ARTICLE 6" or "XVI." (whose parts are more often numbered by the word processor). */
  numbered: Set<string>
}

function sectionIndex(paragraphs: readonly string[], sections: readonly SectionLabel[], inline: readonly SectionLabel[]): SectionIndex {
  const paths = new Set<string>()
  const tops = new Set<number>()
  const articles = new Set<number>()
  const subItems = new Map<string, Set<string>>()
  const headingOf = new Map<string, TextPlace>()
  const ordered = [...sections].sort((a, b) => a.paragraphIndex - b.paragraphIndex)
  for (const s of [...ordered, ...inline]) {
    for (let k = 1; k <= s.path.length; k++) paths.add(s.path.slice(0, k).join('.'))
    tops.add(s.path[0]!)
    if (s.article) articles.add(s.path[0]!)
    const key = s.path.join('.')
    if (!headingOf.has(key)) headingOf.set(key, { paragraphIndex: s.paragraphIndex, start: s.start, end: Math.min(paragraphs[s.paragraphIndex]!.length, s.end + 60) })
  }
  // Enumerators belong to the section whose paragraph they follow, whether they open a
  // paragraph or sit inside one ("(a) … ; (b) …").
  let k = 0
  for (let p = 0; p < paragraphs.length && ordered.length > 0; p++) {
    while (k + 1 < ordered.length && ordered[k + 1]!.paragraphIndex <= p) k++
    if (ordered[k]!.paragraphIndex > p) continue
    const key = ordered[k]!.path.join('.')
    const set = subItems.get(key) ?? new Set<string>()
    for (const m of paragraphs[p]!.matchAll(/\(([a-zA-Z]{1,5}|\d{1,2})\)/g)) set.add(m[1]!.toLowerCase())
    subItems.set(key, set)
  }
  const parents = new Set<string>()
  for (const path of paths) if (path.includes('.')) parents.add(path.slice(0, path.lastIndexOf('.')))
  const parentsAtDepth = new Map<number, number>()
  for (const parent of parents) {
    const depth = parent.split('.').length
    parentsAtDepth.set(depth, (parentsAtDepth.get(depth) ?? 0) + 1)
  }
  const numbered = new Set(sections.filter((s) => !s.article && !s.roman).map((s) => s.path.join('.')))
  return { paths, tops, articles, subItems, headingOf, parentsAtDepth, numbered }
}

function lastChild(index: SectionIndex, parent: string): TextPlace | undefined {
  let best: { n: number; place: TextPlace } | undefined
  for (const [path, place] of index.headingOf) {
    if (!path.startsWith(parent + '.') || path.slice(parent.length + 1).includes('.')) continue
    const n = Number(path.slice(parent.length + 1))
    if (!best || n > best.n) best = { n, place }
  }
  return best?.place
}

function hasChildren(index: SectionIndex, parent: string): boolean {
  for (const p of index.paths) if (p.startsWith(parent + '.')) return true
  return false
}

function resolve(reference: string, keyword: string, index: SectionIndex): { found: boolean; nearest?: TextPlace } {
  const head = /^(\d{1,3}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})/.exec(reference)![1]!
  const subs = [...reference.slice(head.length).matchAll(/\(([a-zA-Z0-9]{1,5})\)/g)].map((m) => m[1]!.toLowerCase())
  let path: string
  if (/^\d/.test(head)) path = head.replace(/\.$/, '').split('.').map(Number).join('.')
  else {
    const value = romanValue(head)
    if (value === null) return { found: true }
    path = String(value)
  }
  const top = Number(path.split('.')[0])
  const exists = path.includes('.') ? index.paths.has(path) : index.paths.has(path) || index.tops.has(top) || (keyword.startsWith('art') && index.articles.has(top))
  // Where a part's subdivisions could not be read (numbered by the word processor and lost on the
  // way out), "Section 6.2" under a visible Article 6 cannot be judged. But a section numbered
  // "22." at the head of its paragraph, in a document that visibly numbers the subsections of
  // other sections at that level (3.1, 4.1, 7.2 …), is a section that has none: "Section 22.2"
  // names nothing.
  const parent = path.split('.').slice(0, -1).join('.')
  const leaf = parent !== '' && index.numbered.has(parent) && (index.parentsAtDepth.get(parent.split('.').length) ?? 0) >= READABLE_SUBSECTIONS
  if (!exists && parent !== '' && index.paths.has(parent) && !hasChildren(index, parent) && !leaf) return { found: true }
  if (!exists) {
    const parts = path.split('.')
    for (let k = parts.length - 1; k >= 1; k--) {
      const parent = parts.slice(0, k).join('.')
      // The part it belongs in, or failing a heading for it, the last section the part has.
      const nearest = index.headingOf.get(parent) ?? lastChild(index, parent)
      if (nearest) return { found: false, nearest }
    }
    return { found: false }
  }
  if (subs.length > 0) {
    const seen = index.subItems.get(path)
    // Only when the section visibly has lettered items can a missing letter be told apart.
    if (seen && seen.size > 0 && !seen.has(subs[0]!)) return { found: false, nearest: index.headingOf.get(path) }
  }
  return { found: true }
}
