import type { Finding, TextPlace } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import { attachmentFamily, type Layout } from './layout'
import { romanValue, type ItemLabel, type SectionLabel } from './sections'

/**
 * Cross-references naming nothing in the document: "Section 12.3", "clause 4(b)", "Article IX",
 * "Schedule C". Left alone:
 * - references to another instrument: "Section 5 of the Securities Act", "Section 2.1 of the
 *   Purchase Agreement", "Rule 144", "Section 409A";
 * - section references in a document whose own numbering could not be read (fewer than three
 *   numbered sections): a finding on every reference would be noise;
 * - attachment references in a document that carries none of its attachments: a filed contract
 *   often omits them, and "Exhibit B attached hereto" then names a real exhibit kept elsewhere.
 *   Once the document carries one attachment, a missing one is reported.
 */
const SECTION_REF = /\b(Sections?|SECTIONS?|Articles?|ARTICLES?|[Cc]lauses?|CLAUSES?|[Pp]aragraphs?|[Ss]ubsections?|§§?)\s*((?:\d{1,3}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})(?:\s?\([a-zA-Z0-9]{1,5}\)){0,3})(?![\w.]*\w)((?:\s*(?:,|and|or|through|to|-|–)\s*(?:\d{1,3}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})(?:\s?\([a-zA-Z0-9]{1,5}\)){0,3}(?![\w.]*\w)){0,6})/g
const LIST_NUMBER = /(\d{1,3}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})((?:\s?\([a-zA-Z0-9]{1,5}\)){0,3})/g
const ATTACHMENT_REF = /\b(Exhibits?|EXHIBITS?|Schedules?|SCHEDULES?|Annex(?:es)?|ANNEX(?:ES)?|Appendix|Appendices|APPENDIX|APPENDICES|Attachments?|ATTACHMENTS?)\s+([A-Z]{1,2}(?:-\d{1,2})?|\d{1,3}(?:\.\d{1,2})?)(?![\w.]*\w)((?:\s*(?:,|and|or|through)\s*(?:[A-Z]{1,2}(?:-\d{1,2})?|\d{1,3})(?![\w.]*\w)){0,6})/g
const OTHER_INSTRUMENT = /^[\s,]*(?:\([^)]{0,20}\)\s*)*(?:of|to|under|in|pursuant\s+to)\s+(?!this\b|these\b|hereof\b|hereto\b)(?:(?:the|that|such|said|any|each|an?|its)\s+)?(?:[\p{Lu}\d]|[a-z]+\s+\p{Lu}|[a-z]+\s+[a-z]+\s+\p{Lu})/u
const SELF = /^[\s,]*(?:of|to|under|in)\s+(?:the\s+)?(?:Agreement|Contract)\b/

export function findBrokenReferences(paragraphs: readonly string[], layout: Layout, sections: readonly SectionLabel[], items: readonly ItemLabel[]): Finding[] {
  const findings: Finding[] = []
  const amendsAnother = paragraphs.some((p) => /\bis\s+hereby\s+amended\b|\bhereby\s+amends\b/i.test(p))
  const index = sectionIndex(paragraphs, sections, items)
  const checkSections = new Set(sections.map((s) => s.path.join('.'))).size >= 3
  const attachments = new Set(layout.attachments.map((a) => `${a.family}:${a.label}`))
  const checkAttachments = layout.attachments.length > 0

  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p] || layout.pageMark[p]) continue
    const text = paragraphs[p]!
    if (checkSections) {
      for (const m of text.matchAll(SECTION_REF)) {
        const end = m.index + m[0].length
        if (refersElsewhere(text.slice(end), amendsAnother)) continue
        const keyword = m[1]!.toLowerCase()
        const targets: Array<{ start: number; end: number; text: string }> = [{ start: m.index, end: m.index + m[1]!.length + (m[0].length - m[1]!.length - (m[3]?.length ?? 0)), text: m[2]! }]
        const listStart = end - (m[3]?.length ?? 0)
        for (const n of (m[3] ?? '').matchAll(LIST_NUMBER)) targets.push({ start: listStart + n.index, end: listStart + n.index + n[0].length, text: n[0] })
        for (const target of targets) {
          const verdict = resolve(target.text, keyword, index)
          if (verdict.found) continue
          findings.push(
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
    if (checkAttachments && !layout.attachments.some((a) => a.paragraphIndex === p)) {
      for (const m of text.matchAll(ATTACHMENT_REF)) {
        const end = m.index + m[0].length
        if (refersElsewhere(text.slice(end), amendsAnother)) continue
        const family = attachmentFamily(m[1]!)
        const labels = [{ label: m[2]!, start: m.index, end: m.index + m[1]!.length + 1 + m[2]!.length }]
        const listStart = end - (m[3]?.length ?? 0)
        for (const n of (m[3] ?? '').matchAll(/[A-Z]{1,2}(?:-\d{1,2})?|\d{1,3}/g)) labels.push({ label: n[0], start: listStart + n.index, end: listStart + n.index + n[0].length })
        for (const l of labels) {
          if (attachments.has(`${family}:${l.label.toUpperCase()}`)) continue
          findings.push(makeFinding(paragraphs, { kind: 'broken-reference', paragraphIndex: p, start: l.start, end: l.end, message: `${text.slice(l.start, l.end)} is not attached to this document` }))
        }
      }
    }
  }
  return findings
}

function refersElsewhere(after: string, amendsAnother: boolean): boolean {
  if (SELF.test(after)) return amendsAnother
  return OTHER_INSTRUMENT.test(after) && !/^[\s,]*(?:of|to|under|in)\s+(?:this|these)\b/.test(after)
}

interface SectionIndex {
  paths: Set<string>
  tops: Set<number>
  articles: Set<number>
  /** The enumerators ("a", "iv") seen within each numbered section, by its path. */
  subItems: Map<string, Set<string>>
  headingOf: Map<string, TextPlace>
}

function sectionIndex(paragraphs: readonly string[], sections: readonly SectionLabel[], items: readonly ItemLabel[]): SectionIndex {
  const paths = new Set<string>()
  const tops = new Set<number>()
  const articles = new Set<number>()
  const subItems = new Map<string, Set<string>>()
  const headingOf = new Map<string, TextPlace>()
  const ordered = [...sections].sort((a, b) => a.paragraphIndex - b.paragraphIndex)
  for (const s of ordered) {
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
  void items
  return { paths, tops, articles, subItems, headingOf }
}

function resolve(reference: string, keyword: string, index: SectionIndex): { found: boolean; nearest?: TextPlace } {
  const head = /^(\d{1,3}(?:\.\d{1,3}){0,4}|[IVXLC]{1,7})/.exec(reference)![1]!
  const subs = [...reference.slice(head.length).matchAll(/\(([a-zA-Z0-9]{1,5})\)/g)].map((m) => m[1]!.toLowerCase())
  let path: string
  if (/^\d/.test(head)) path = head.replace(/\.$/, '')
  else {
    const value = romanValue(head)
    if (value === null) return { found: true }
    path = String(value)
  }
  const top = Number(path.split('.')[0])
  const exists = path.includes('.') ? index.paths.has(path) : index.paths.has(path) || index.tops.has(top) || (keyword.startsWith('art') && index.articles.has(top))
  if (!exists) {
    const parts = path.split('.')
    for (let k = parts.length - 1; k >= 1; k--) {
      const nearest = index.headingOf.get(parts.slice(0, k).join('.'))
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
