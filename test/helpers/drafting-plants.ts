import { madeOnAnother } from '../../electron/engine/drafting/instrument'
import { readLayout } from '../../electron/engine/drafting/layout'
import { readSections } from '../../electron/engine/drafting/sections'
import type { DraftingChecks, Finding, FindingKind } from '../../shared/api/drafting-checks'

/**
 * Planted drafting defects for the checker's tests and benchmark: a real contract's paragraphs
 * with one mistake of a given kind put at a random place (seeded), and where it was put. Plants
 * change text inside a paragraph and never add or remove paragraphs, so every other finding keeps
 * its paragraph and its text, and what a plant causes is what differs from the clean text.
 */
export interface Plant {
  kind: FindingKind
  paragraphs: string[]
  /** Where the planted mistake is; a duplicate definition has both places. */
  places: Array<{ paragraphIndex: number; start: number; end: number }>
  description: string
}

type Rng = () => number

const INVENTED_TERMS = ['Holdback Reserve Amount', 'Interim Supply Period', 'Transition Support Fee', 'Quality Review Notice', 'Deferred Launch Date', 'Regional Rollout Plan', 'Escrow Release Event', 'Minimum Shelf Commitment']
const NUMBER_WORDS: Array<[string, number]> = [['five', 5], ['ten', 10], ['fifteen', 15], ['thirty', 30], ['forty-five', 45], ['sixty', 60], ['ninety', 90]]
const BLANKS = ['[●]', '[insert amount]', '$________', 'TBD', '{{payment_terms}}', '[ ]', '[Name]']

/** Prose paragraphs of the body that a plant may go into: long sentences ending with a full stop. */
function prose(paragraphs: readonly string[]): number[] {
  const out: number[] = []
  for (let p = 0; p < paragraphs.length; p++) {
    const text = paragraphs[p]!
    // The body only: an attached form or schedule has its own blanks, definitions and numbering.
    if (/^(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ADDENDUM|ATTACHMENT)\b/i.test(text) && p > 0) break
    // Not the testimonium ("IN WITNESS WHEREOF … as of the date first above written"), whose date blank is expected.
    if (text.length >= 120 && /[a-z]{3}\.$/.test(text) && !/in witness whereof/i.test(text) && !/_{3}|\[|\{|TBD|"/.test(text) && countOf(text, '(') === countOf(text, ')')) out.push(p)
  }
  return out
}

function countOf(text: string, char: string): number {
  let n = 0
  for (const c of text) if (c === char) n++
  return n
}

function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(rng() * items.length)]
}

/** Text inserted before a paragraph's final full stop; returns where it landed. */
function insertAtEnd(paragraphs: string[], p: number, insertion: string, marked: string): { start: number; end: number } {
  const text = paragraphs[p]!
  const at = text.length - 1
  paragraphs[p] = text.slice(0, at) + insertion + text.slice(at)
  const start = at + insertion.indexOf(marked)
  return { start, end: start + marked.length }
}

export function plant(kind: FindingKind, clean: readonly string[], checks: DraftingChecks, rng: Rng): Plant | null {
  const paragraphs = [...clean]
  const body = prose(paragraphs)
  const all = clean.join('\n')
  const add = (p: number, insertion: string, marked: string, description: string): Plant => ({ kind, paragraphs, places: [{ paragraphIndex: p, ...insertAtEnd(paragraphs, p, insertion, marked) }], description })
  switch (kind) {
    case 'undefined-term': {
      // A document that says its capitalised terms are defined in another instrument, or that
      // amends or is attached to another agreement (whose terms it uses), gets no undefined-term
      // findings, by design: there is nothing to plant.
      if (/capitali[sz]ed\s+terms\s+(?:used\s+)?(?:(?:herein|in\s+this\s+\w+)\s+)?(?:and|but)\s+not\s+(?:otherwise\s+)?defined/i.test(all) || madeOnAnother(clean, readLayout(clean))) return null
      const term = pick(rng, INVENTED_TERMS.filter((t) => !all.includes(t)))
      const p = pick(rng, body)
      if (!term || p === undefined) return null
      return add(p, `, subject to the ${term}`, term, `"${term}" used, never defined`)
    }
    case 'unused-definition': {
      const term = pick(rng, INVENTED_TERMS.filter((t) => !all.includes(t)))
      const p = pick(rng, body)
      if (!term || p === undefined) return null
      return add(p, `; for this purpose "${term}" means the amount so determined`, term, `"${term}" defined, never used`)
    }
    case 'duplicate-definition': {
      // A term really defined (not an index entry pointing at its definition), once, in the body.
      const pointer = /^["”]?\s*(?:shall\s+)?(?:also\s+)?(?:has|have|is\s+defined|are\s+defined|includes?|include)\b/
      const defined = checks.definitions.filter(
        (d) => d.uses > 0 && /^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}$/.test(d.term) && checks.definitions.filter((o) => o.term === d.term).length === 1 && !pointer.test(clean[d.paragraphIndex]!.slice(d.end))
      )
      const d = pick(rng, defined)
      // Shortly after the definition, in the same part of the document (an exhibit may define its own).
      const sameScope = (q: number) => d !== undefined && q > d.paragraphIndex && q - d.paragraphIndex < 40 && !clean.slice(d.paragraphIndex + 1, q + 1).some((t) => /^(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ADDENDUM)\b/i.test(t))
      const p = pick(rng, body.filter(sameScope))
      if (!d || p === undefined) return null
      const made = add(p, `; for this purpose "${d.term}" means the item so described`, d.term, `"${d.term}" defined a second time`)
      made.places.push({ paragraphIndex: d.paragraphIndex, start: d.start, end: d.end })
      return made
    }
    case 'inconsistent-term': {
      const candidates: Array<{ p: number; at: number; from: string; to: string }> = []
      const terms = new Set(checks.definitions.map((d) => d.term.toLowerCase()))
      for (const d of checks.definitions) {
        // Used twice at least, so the variant does not leave the definition unused.
        if (d.uses < 2) continue
        const variant = misspell(d.term)
        // "initial Term" where "Term" is itself defined is an adjective and a term, not a variant.
        if (variant && /^[a-z]/.test(variant) && terms.has(variant.slice(variant.indexOf(' ') + 1).toLowerCase())) continue
        if (!variant || all.includes(variant)) continue
        for (const p of body) {
          const at = paragraphs[p]!.indexOf(d.term)
          if (at > 0 && p !== d.paragraphIndex && /\s/.test(paragraphs[p]!.charAt(at - 1)) && !/^[\w’'-]/.test(paragraphs[p]!.slice(at + d.term.length))) candidates.push({ p, at, from: d.term, to: variant })
        }
      }
      const c = pick(rng, candidates)
      if (!c) return null
      const text = paragraphs[c.p]!
      paragraphs[c.p] = text.slice(0, c.at) + c.to + text.slice(c.at + c.from.length)
      return { kind, paragraphs, places: [{ paragraphIndex: c.p, start: c.at, end: c.at + c.to.length }], description: `"${c.from}" written "${c.to}"` }
    }
    case 'broken-reference': {
      // A section the document does not have by the checker's own reading of its numbering: past
      // the last section that opens a paragraph, and not one that a PDF ran into a paragraph
      // either. A document whose numbering the checker cannot read (fewer than three numbered
      // sections: a fragment of a filing, numbering kept by the word processor) gets no plant —
      // there, neither the checker nor a reader can know which sections are absent. Nor does an
      // amendment: a section it does not have is the amended agreement's.
      const layout = readLayout(clean)
      const { sections, inline } = readSections(clean, layout)
      const read = new Set([...sections, ...inline].map((s) => s.path.join('.')))
      const p = pick(rng, body)
      if (read.size < 3 || sections.length === 0 || p === undefined || madeOnAnother(clean, layout)) return null
      let top = Math.max(...sections.map((s) => s.path[0]!)) + 3
      while (read.has(String(top))) top++
      const reference = `Section ${top}.${2 + Math.floor(rng() * 5)}`
      return add(p, `, except as provided in ${reference}`, reference, `${reference} names nothing`)
    }
    case 'numbering': {
      const labels = clean.map((text, p) => ({ p, m: /^(\d{1,2})\.(\d{1,2})(?=\s+[A-Z"“(])/.exec(text) })).filter((l): l is { p: number; m: RegExpExecArray } => l.m !== null)
      const lasts = labels.filter((l, k) => {
        const [head, n] = [l.m[1], Number(l.m[2])]
        const previous = labels[k - 1]
        const next = labels.slice(k + 1).find((o) => o.m[1] === head)
        return n > 1 && previous?.m[1] === head && Number(previous!.m[2]) === n - 1 && next === undefined && labels[k + 1]?.m[1] !== head
      })
      const l = pick(rng, lasts)
      if (!l) return null
      const renumbered = `${l.m[1]}.${Number(l.m[2]) + 1}`
      paragraphs[l.p] = renumbered + clean[l.p]!.slice(l.m[0].length)
      return { kind, paragraphs, places: [{ paragraphIndex: l.p, start: 0, end: renumbered.length }], description: `${l.m[0]} renumbered ${renumbered}` }
    }
    case 'placeholder': {
      const blank = pick(rng, BLANKS)!
      const p = pick(rng, body)
      if (p === undefined) return null
      return add(p, ` within ${blank} days`, blank, `${blank} left in`)
    }
    case 'number-mismatch': {
      const [word, value] = pick(rng, NUMBER_WORDS)!
      const wrong = value + 5 + Math.floor(rng() * 20)
      const p = pick(rng, body)
      if (p === undefined) return null
      const phrase = `${word} (${wrong})`
      return add(p, ` within ${phrase} days`, phrase, `${phrase}`)
    }
    case 'invalid-date': {
      const date = pick(rng, ['February 30, 2021', 'April 31, 2019', 'June 31, 2020', 'September 31, 2018', 'February 29, 2023'])!
      const p = pick(rng, body)
      if (p === undefined) return null
      return add(p, ` on or before ${date}`, date, date)
    }
    case 'unbalanced': {
      const candidates: Array<{ p: number; open: number; close: number }> = []
      for (const p of body) {
        // The paragraph's last parenthesis, so that no later ")" closes the one left open.
        for (const m of paragraphs[p]!.matchAll(/\(([a-z][a-z ,;'-]{8,80})\)/g)) if (!/[()]/.test(paragraphs[p]!.slice(m.index + m[0].length))) candidates.push({ p, open: m.index, close: m.index + m[0].length - 1 })
      }
      const c = pick(rng, candidates)
      if (!c) return null
      const text = paragraphs[c.p]!
      paragraphs[c.p] = text.slice(0, c.close) + text.slice(c.close + 1)
      return { kind, paragraphs, places: [{ paragraphIndex: c.p, start: c.open, end: c.open + 1 }], description: 'a parenthesis left open' }
    }
  }
}

/** A plausible mistyping of a defined term: British for American spelling, or a word left lowercase. */
function misspell(term: string): string | null {
  const words = term.split(' ')
  if (words.length >= 2 && words.every((w) => /^[A-Z][a-z]+$/.test(w))) return words[0]!.toLowerCase() + ' ' + words.slice(1).join(' ')
  if (/ense/.test(term)) return term.replace('ense', 'ence')
  if (/ize/.test(term)) return term.replace('ize', 'ise')
  return null
}

/** A finding's identity across the clean and planted texts: same paragraph, same kind, same words. */
export function findingKey(f: Finding): string {
  return `${f.kind}|${f.paragraphIndex}|${f.text}`
}

/** Whether a finding of the plant's kind lies on one of its places. */
export function hits(plant: Plant, finding: Finding): boolean {
  return finding.kind === plant.kind && plant.places.some((place) => place.paragraphIndex === finding.paragraphIndex && finding.start < place.end && place.start < finding.end)
}

/** What the plant caused: findings of the planted text that the clean text did not have. */
export function causedBy(clean: DraftingChecks, planted: DraftingChecks): Finding[] {
  const before = new Map<string, number>()
  for (const f of clean.findings) before.set(findingKey(f), (before.get(findingKey(f)) ?? 0) + 1)
  const caused: Finding[] = []
  for (const f of planted.findings) {
    const left = before.get(findingKey(f)) ?? 0
    if (left > 0) before.set(findingKey(f), left - 1)
    else caused.push(f)
  }
  return caused
}
