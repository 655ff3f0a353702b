import type { Definition, Finding, TextPlace } from '../../../shared/api/drafting-checks'
import type { DefinedTerm } from './definitions'
import { makeFinding } from './finding'
import type { Layout } from './layout'
import { TermIndex } from './term-index'
import { foldWord, isCapitalised, isLowercase, isAllCaps, singular, startsSentence, words, type ParagraphWords, type Word } from './text'

/**
 * Uses of defined terms, read once over the document: how often each term is used, and where a
 * term is written another way (another case or another spelling). The spans covered by a term are
 * handed on so the undefined-term check does not read them again.
 */
export interface TermUses {
  uses: Map<string, number>
  covered: Array<Array<[number, number]>>
  findings: Finding[]
}

export function readTermUses(paragraphs: readonly string[], layout: Layout, terms: readonly DefinedTerm[], paragraphWords: ParagraphWords): TermUses {
  const index = new TermIndex(terms, paragraphWords)
  const keys = new Set(terms.map((t) => t.key))
  // By paragraph, so a use is looked up without building a key string for each of the thousands.
  const definitionStarts = new Map<number, Set<number>>()
  const namedHere = new Map<number, Set<string>>()
  for (const t of terms) {
    definitionStarts.set(t.paragraphIndex, (definitionStarts.get(t.paragraphIndex) ?? new Set()).add(t.start))
    namedHere.set(t.paragraphIndex, (namedHere.get(t.paragraphIndex) ?? new Set()).add(t.key))
  }
  const termWords = new Map<DefinedTerm, Word[]>()
  const uses = new Map<string, number>()
  const covered: Array<Array<[number, number]>> = paragraphs.map(() => [])
  const findings: Finding[] = []
  const variants = new Map<string, Finding>()
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p] || layout.pageMark[p]) continue
    const text = paragraphs[p]!
    const end = paragraphWords.end(p)
    const definedHere = definitionStarts.get(p)
    const namesHere = namedHere.get(p)
    for (let k = paragraphWords.first(p); k < end; k++) {
      const match = index.matchAt(k, end)
      if (!match) continue
      const start = paragraphWords.startOf(match.first)
      const stop = paragraphWords.endOf(match.last)
      covered[p]!.push([start, stop])
      k = match.last
      if (definedHere?.has(start)) continue
      // "This Distributor Agreement (the "Agreement")": the words a definition names are not a use.
      if (namesHere?.has(match.term.key) && /^[\s,]*\((?:[^()"“]{0,30})["“]/.test(text.slice(stop, stop + 40))) continue
      // Most uses are written exactly as defined: no need to compare word by word, nor to cut the
      // use out of the text.
      const term = match.term.term
      if (text.startsWith(term, start) && (stop - start === term.length || /^(?:s|es|['’]s?|s['’])$/.test(text.slice(start + term.length, stop)))) {
        uses.set(match.term.key, (uses.get(match.term.key) ?? 0) + 1)
        continue
      }
      // Written with no capital, it is the ordinary word ("the parties"), whatever else differs.
      let anyCapital = false
      for (let j = match.first; j <= match.last && !anyCapital; j++) anyCapital = paragraphWords.is(j, isCapitalised)
      if (!anyCapital) continue
      const written = paragraphWords.slice(match.first, match.last + 1)
      const first = written[0]!
      const last = written[written.length - 1]!
      let defined = termWords.get(match.term)
      if (!defined) termWords.set(match.term, (defined = words(match.term.term)))
      const verdict = compare(written, match.term, defined, text, keys)
      if (verdict === 'use') uses.set(match.term.key, (uses.get(match.term.key) ?? 0) + 1)
      else if (verdict !== 'ordinary' && !layout.heading[p]) {
        // One finding per way of writing it, at its first place; the other places are related.
        const variant = text.slice(first.start, last.end)
        const seen = variants.get(variant)
        if (seen) {
          seen.related = [...(seen.related ?? []), { paragraphIndex: p, start: first.start, end: last.end }]
          continue
        }
        const suggestion = suggest(match.term.term, written)
        const finding = makeFinding(paragraphs, {
            kind: 'inconsistent-term',
            paragraphIndex: p,
            start: first.start,
            end: last.end,
            message: `"${text.slice(first.start, last.end)}" is written differently from the defined term "${match.term.term}"`,
            related: [place(match.term)],
            suggestion
          })
        variants.set(variant, finding)
        findings.push(finding)
      }
    }
  }
  return { uses, covered, findings }
}

type Verdict = 'use' | 'ordinary' | 'case' | 'spelling'

function compare(written: readonly Word[], term: DefinedTerm, termWords: readonly Word[], text: string, keys: ReadonlySet<string>): Verdict {
  if (termWords.length !== written.length) return 'ordinary'
  const sameSpelling = written.every((w, k) => sameWord(w.text, termWords[k]!.text, k === written.length - 1))
  const anyCapital = written.some((w) => isCapitalised(w.text))
  if (!anyCapital) return 'ordinary'
  // "the Bank's common stock" for "Bank Common Stock": a possessive and plain words, ordinary English.
  if (written.slice(0, -1).some((w, k) => /['’]s$/.test(w.text) && !/['’]s$/.test(termWords[k]!.text)) && written.slice(1).every((w) => isLowercase(w.text))) return 'ordinary'
  if (!sameSpelling) return 'spelling'
  if (written.every((w) => isAllCaps(w.text) || !/\p{L}/u.test(w.text))) return 'use'
  const termAllCaps = termWords.every((w) => isAllCaps(w.text) || !/\p{L}/u.test(w.text))
  // A term defined in capitals ("EBIX CONTENT") was capitalised for emphasis; its case is no rule.
  if (termAllCaps) return 'use'
  const caseAgrees = written.every((w, k) => {
    const t = termWords[k]!.text
    if (termAllCaps || !/\p{L}/u.test(t)) return isCapitalised(w.text) || !/\p{L}/u.test(w.text)
    if (isCapitalised(t) === isCapitalised(w.text)) return true
    // A sentence may capitalise a term's lowercase first word ("iEscrow" stays as written).
    return k === 0 && isCapitalised(w.text) && startsSentence(text, w.start)
  })
  if (caseAgrees) return 'use'
  if (written.length === 1) return 'ordinary'
  // "licensed Product" is a variant of "Licensed Product" only when "Product" is not a term itself.
  const firstCapital = written.findIndex((w) => isCapitalised(w.text))
  const rest = written.slice(firstCapital).map((w) => foldWord(w.text))
  rest[rest.length - 1] = singular(rest[rest.length - 1]!)
  if (firstCapital > 0 && keys.has(rest.join(' '))) return 'ordinary'
  if (written.every((w) => isLowercase(w.text) || (isCapitalised(w.text) && startsSentence(text, w.start)))) return 'ordinary'
  return 'case'
}

function sameWord(written: string, defined: string, last: boolean): boolean {
  const a = foldWord(written)
  const b = foldWord(defined)
  return a === b || (last && singular(a) === singular(b))
}

/** The defined form, keeping the written plural or possessive ending. */
function suggest(term: string, written: readonly Word[]): string {
  const lastWritten = written[written.length - 1]!.text
  const termWords = words(term)
  const lastTerm = termWords[termWords.length - 1]!.text
  let out = term
  const possessive = /['’]s?$/.exec(lastWritten)?.[0] ?? ''
  const bare = possessive ? lastWritten.slice(0, -possessive.length) : lastWritten
  if (foldWord(bare) !== foldWord(lastTerm) && singular(foldWord(bare)) !== foldWord(bare) && singular(foldWord(lastTerm)) === foldWord(lastTerm)) {
    out = term + (/(?:s|x|ch|sh)$/i.test(lastTerm) ? 'es' : /[^aeiou]y$/i.test(lastTerm) ? '' : 's')
    if (/[^aeiou]y$/i.test(lastTerm)) out = term.slice(0, -1) + 'ies'
  }
  return out + possessive
}

function place(t: DefinedTerm): TextPlace {
  return { paragraphIndex: t.paragraphIndex, start: t.start, end: t.end }
}

/** Definitions with their use counts, and the unused and duplicate ones as findings. */
export function definitionFindings(paragraphs: readonly string[], terms: readonly DefinedTerm[], uses: ReadonlyMap<string, number>): { definitions: Definition[]; findings: Finding[] } {
  const definitions: Definition[] = terms.map((t) => ({ term: t.term, paragraphIndex: t.paragraphIndex, start: t.start, end: t.end, uses: uses.get(t.key) ?? 0 }))
  const findings: Finding[] = []
  const byKey = new Map<string, DefinedTerm[]>()
  // An index entry ("X" has the meaning set forth in Section 5) points at a definition; it is
  // not a second one. Each attachment may define its own terms.
  for (const t of terms) {
    if (t.pointer) continue
    const key = `${t.scope}|${t.exact}`
    byKey.set(key, [...(byKey.get(key) ?? []), t])
  }
  const reportedUnused = new Set<string>()
  for (const t of terms) {
    if ((uses.get(t.key) ?? 0) === 0 && !reportedUnused.has(t.key)) {
      reportedUnused.add(t.key)
      findings.push(makeFinding(paragraphs, { kind: 'unused-definition', paragraphIndex: t.paragraphIndex, start: t.start, end: t.end, message: `"${t.term}" is defined but never used` }))
    }
  }
  for (const group of byKey.values()) {
    const distinct = group.filter((t, k) => group.findIndex((o) => o.paragraphIndex === t.paragraphIndex && o.start === t.start) === k)
    // "the term "X" shall exclude…" after X was defined refines that definition; it is not a second one.
    const made = distinct.filter((t, k) => !t.restated || !distinct.slice(0, k).some((o) => !o.restated))
    if (made.length < 2) continue
    // A party or body named again by the same name or initials means the same thing twice.
    if (made.every((t) => t.name)) continue
    // A name restated with what it names ("Acme Inc. ("Acme")" in the recitals again) means the same thing twice.
    const first = made[0]!.antecedent
    if (first && made.every((t) => t.antecedent === first)) continue
    for (const t of made) {
      findings.push(
        makeFinding(paragraphs, {
          kind: 'duplicate-definition',
          paragraphIndex: t.paragraphIndex,
          start: t.start,
          end: t.end,
          message: `"${t.term}" is defined ${made.length} times`,
          related: made.filter((o) => o !== t).map(place)
        })
      )
    }
  }
  return { definitions, findings }
}
