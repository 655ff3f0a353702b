import type { Finding, TextPlace } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import type { Layout } from './layout'
import { romanValue, type ItemLabel, type SectionLabel } from './sections'

/**
 * Numbered sequences that skip or repeat: 5.2 then 5.4, (a) (b) (d), (ii) twice. What is not
 * flagged: a sequence starting again at 1 (a new list, an attachment's own numbering), a first
 * label that is not 1 (text extracted from a PDF often loses a line), a step backwards (more
 * likely a quoted or moved passage than a numbering error), and anything in a table of contents.
 */
export function findNumberingErrors(paragraphs: readonly string[], layout: Layout, sections: readonly SectionLabel[], items: readonly ItemLabel[], inline: readonly SectionLabel[] = []): Finding[] {
  const findings: Finding[] = []
  const report = (at: TextPlace, written: string, previous: TextPlace, previousLabel: string, message: string) =>
    findings.push(makeFinding(paragraphs, { kind: 'numbering', paragraphIndex: at.paragraphIndex, start: at.start, end: at.end, message: `${written} ${message} ${previousLabel}`, related: [previous] }))

  let last = new Map<string, { n: number; place: TextPlace; label: string }>()
  let scope = -1
  // Labels run into a paragraph (text from a PDF) move the sequence on but are never reported:
  // where a line starts is certain, what follows a full stop less so.
  const opening = new Set(sections)
  const steps = [...sections, ...inline.filter((s) => !s.prefixed && s.start > 0)].sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start)
  for (const s of steps) {
    if (layout.scope[s.paragraphIndex] !== scope) {
      scope = layout.scope[s.paragraphIndex]!
      last = new Map()
    }
    const n = s.path[s.path.length - 1]!
    const parent = (s.article ? 'A:' : s.roman ? 'R:' : 'S:') + s.path.slice(0, -1).join('.')
    const place = { paragraphIndex: s.paragraphIndex, start: s.start, end: s.end }
    const label = s.path.join('.')
    const before = last.get(parent)
    last.set(parent, { n, place, label })
    if (!before || n === 1 || n < before.n || !opening.has(s)) continue
    const written = paragraphs[s.paragraphIndex]!.slice(s.start, s.end).trim()
    // "3.5 (b) …" after "3.5 (a) …" continues the section by its items; it is not 3.5 again.
    if (n === before.n && !/^\s*\([a-zA-Z0-9]{1,4}\)/.test(paragraphs[s.paragraphIndex]!.slice(s.end))) report(place, written, before.place, before.label, 'repeats')
    else if (n > before.n + 1) report(place, written, before.place, before.label, `skips ${gap(s.path, before.n)} after`)
  }

  checkItems(paragraphs, layout, sections, items, findings)
  return findings
}

function gap(path: readonly number[], lastN: number): string {
  const n = path[path.length - 1]!
  const head = path.slice(0, -1)
  const missing = []
  for (let k = lastN + 1; k < n && missing.length < 3; k++) missing.push([...head, k].join('.'))
  return missing.join(', ') + (n - lastN - 1 > 3 ? '…' : '')
}

type Style = 'lower' | 'upper' | 'roman' | 'ROMAN' | 'number'
interface Level {
  style: Style
  form: string
  last: number
  place: TextPlace
  written: string
}

function valueIn(label: string, style: Style): number | null {
  switch (style) {
    case 'number':
      return /^\d+$/.test(label) ? Number(label) : null
    case 'lower':
      return /^[a-z]$/.test(label) ? label.charCodeAt(0) - 96 : /^([a-z])\1$/.test(label) ? label.charCodeAt(0) - 96 + 26 : null
    case 'upper':
      return /^[A-Z]$/.test(label) ? label.charCodeAt(0) - 64 : /^([A-Z])\1$/.test(label) ? label.charCodeAt(0) - 64 + 26 : null
    case 'roman':
      return /^[ivxlc]+$/.test(label) ? romanValue(label) : null
    case 'ROMAN':
      return /^[IVXLC]+$/.test(label) ? romanValue(label) : null
  }
}

const STYLES: Style[] = ['number', 'lower', 'upper', 'roman', 'ROMAN']

function checkItems(paragraphs: readonly string[], layout: Layout, sections: readonly SectionLabel[], items: readonly ItemLabel[], findings: Finding[]): void {
  const sectionStarts = new Set(sections.map((s) => s.paragraphIndex))
  let stack: Level[] = []
  let previousParagraph = -1
  for (const item of items) {
    // A new section or attachment starts its lists afresh.
    for (let p = previousParagraph + 1; p <= item.paragraphIndex; p++) if (sectionStarts.has(p) || layout.scope[p] !== layout.scope[Math.max(0, previousParagraph)]) stack = []
    previousParagraph = item.paragraphIndex
    const place = { paragraphIndex: item.paragraphIndex, start: item.start, end: item.end }
    const written = paragraphs[item.paragraphIndex]!.slice(item.start, item.end)
    const continued = stack.findLastIndex((level) => level.form === item.form && valueIn(item.label, level.style) === level.last + 1)
    if (continued >= 0) {
      stack = stack.slice(0, continued + 1)
      Object.assign(stack[continued]!, { last: valueIn(item.label, stack[continued]!.style)!, place, written })
      runOn(paragraphs[item.paragraphIndex]!, item, stack[continued]!)
      continue
    }
    const startStyle = STYLES.find((style) => valueIn(item.label, style) === 1)
    if (startStyle) {
      const styleHere = startStyle === 'lower' && item.label === 'i' ? 'roman' : startStyle === 'upper' && item.label === 'I' ? 'ROMAN' : startStyle
      // A list starting again at the same level replaces it.
      const same = stack.findLastIndex((level) => level.form === item.form && level.style === styleHere)
      if (same >= 0) stack = stack.slice(0, same)
      const level: Level = { style: styleHere, form: item.form, last: 1, place, written }
      stack.push(level)
      runOn(paragraphs[item.paragraphIndex]!, item, level)
      continue
    }
    const top = stack.length > 0 ? stack[stack.length - 1]! : null
    if (!top || top.form !== item.form) continue
    const value = valueIn(item.label, top.style)
    if (value === null) continue
    if (value === top.last) {
      findings.push(makeFinding(paragraphs, { kind: 'numbering', paragraphIndex: place.paragraphIndex, start: place.start, end: place.end, message: `${written} repeats ${top.written}`, related: [top.place] }))
    } else if (value > top.last + 1 && value - top.last <= 5) {
      findings.push(makeFinding(paragraphs, { kind: 'numbering', paragraphIndex: place.paragraphIndex, start: place.start, end: place.end, message: `${written} follows ${top.written}: ${value - top.last - 1 === 1 ? 'one item is' : `${value - top.last - 1} items are`} missing`, related: [top.place] }))
    } else continue
    Object.assign(top, { last: value, place, written })
    runOn(paragraphs[item.paragraphIndex]!, item, top)
  }
}

/** "(a) … ; (b) … ; (c) …" in one paragraph: the items written inside it carry the list on. */
function runOn(text: string, item: ItemLabel, level: Level): void {
  if (item.form !== '()') return
  // Only an item that follows a list's punctuation: "(b)" in "subject to Section 5(b)" is a reference.
  for (const m of text.slice(item.end).matchAll(/(?:[;:,.]\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)\(([a-zA-Z]{1,5}|\d{1,2})\)/g)) {
    if (valueIn(m[1]!, level.style) === level.last + 1) level.last++
  }
}
