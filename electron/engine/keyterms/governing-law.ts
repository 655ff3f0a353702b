import type { GoverningLawValue, KeyTermEvidence } from '../../../shared/api/key-terms'
import { sentenceEvidence } from './evidence'
import { jurisdictionAtStart, JURISDICTION_NAMES, type Jurisdiction } from './jurisdictions'

export interface GoverningLawReading {
  value: GoverningLawValue
  evidence: KeyTermEvidence
}

// The clause that chooses a law: "governed by", "construed in accordance with", "governing law".
// A venue clause ("the courts of the State of New York") names courts, not law, and is not read.
const CHOOSES_LAW = /\bgovern(?:ed|s|ing)?\b|\bconstrued\b|\binterpreted\b|\bconstruction\b/i
const LAW_OF = /\blaws?\b(?:\s(?:and\s)?(?:regulations|rules)\b)?\s(?:in\sforce\sin|of|applicable\sin)\s/gi
// "the State of", "the Commonwealth of", "the Province of" before the name itself.
const TITLE = /^(?:the\s)?(?:(?:State|Commonwealth|Province|Kingdom|Territory)\sof\s)?(?:the\s)?/i
// "the federal laws of the United States and the laws of the State of New York": the state decides.
const FEDERAL = /\bfederal\b/i

/** The law the contract chooses; null when no clause names one. */
export function readGoverningLaw(paragraphs: readonly string[]): GoverningLawReading | null {
  let fallback: GoverningLawReading | null = null
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!CHOOSES_LAW.test(text) || !/\blaw/i.test(text)) continue
    const found = lawNamedIn(text)
    if (!found) continue
    const reading = { value: { jurisdiction: found.jurisdiction.jurisdiction, country: found.jurisdiction.country }, evidence: sentenceEvidence(paragraphs, index, found.start, found.end) }
    // The sentence itself must choose the law: "governed by … the laws of X".
    if (CHOOSES_LAW.test(reading.evidence.text)) {
      if (found.federalOnly) fallback ??= reading
      else return reading
    }
  }
  return fallback
}

interface LawMention {
  jurisdiction: Jurisdiction
  start: number
  end: number
  federalOnly: boolean
}

function lawNamedIn(text: string): LawMention | null {
  const mentions: LawMention[] = []
  LAW_OF.lastIndex = 0
  for (let match = LAW_OF.exec(text); match; match = LAW_OF.exec(text)) {
    const after = match.index + match[0].length
    const rest = text.slice(after, after + 80)
    const title = TITLE.exec(rest)?.[0] ?? ''
    const named = jurisdictionAtStart(rest.slice(title.length))
    if (!named) continue
    const before = text.slice(Math.max(0, match.index - 12), match.index)
    mentions.push({ jurisdiction: named.jurisdiction, start: match.index, end: after + title.length + named.length, federalOnly: FEDERAL.test(before) || named.jurisdiction.jurisdiction === 'United States' })
  }
  // "governed by Delaware law", "under New York law".
  const lower = text.toLowerCase()
  for (const { name, jurisdiction } of JURISDICTION_NAMES) {
    const at = lower.indexOf(`${name.toLowerCase()} law`)
    if (at < 0 || /\p{L}/u.test(text[at - 1] ?? '')) continue
    const next = text[at + name.length + 4] ?? ''
    if (/\p{L}/u.test(next) && next !== 's') continue
    if (mentions.some((m) => at >= m.start && at < m.end)) continue
    mentions.push({ jurisdiction, start: at, end: at + name.length + 4, federalOnly: jurisdiction.jurisdiction === 'United States' })
  }
  mentions.sort((a, b) => a.start - b.start)
  return mentions.find((m) => !m.federalOnly) ?? mentions[0] ?? null
}
