import type { GoverningLawValue, KeyTermEvidence } from '../../../shared/api/key-terms'
import { sentenceEvidence } from './evidence'
import { jurisdictionAtStart, jurisdictionEndingAt, JURISDICTIONS, type Jurisdiction } from './jurisdictions'

export interface GoverningLawReading {
  value: GoverningLawValue
  evidence: KeyTermEvidence
}

// The clause that chooses a law: "governed by", "construed in accordance with", "controlled by",
// "subject to … law", "legislation of X shall apply". A venue clause ("the courts of the State
// of New York") names courts, not law, and is not read.
const CHOOSES_LAW = /\bgovern(?:ed|s|ing)?\b|\bconstrued\b|\binterpreted\b|\bconstruction\b|\bcontrolled\sby\b|\bsubject\sto\b|\bshall\sapply\b|\bapplicable\slaw\b/i
const LAW_OF = /\b(?:laws?|legislation)\b(?:\s(?:and\s)?(?:regulations|rules)\b)?(?:,[^,]{1,60},)?\s(?:in\sforce\sin|of|applicable\sin)\s/gi
// "the State of", "the Commonwealth of", "the Province of" — and the odd typo ("the SIATE of").
const TITLE = /^(?:the\s)?[A-Za-z]{4,13}\sof\s(?:the\s)?/i
// "the laws of the United States and the State of Florida": the state decides.
const AND_STATE = /^\s(?:and|or)\s(?:the\s)?(?:laws\sof\s)?(?:the\s)?(?:State|Commonwealth)\sof\s/i
// "made in the State of California and shall be governed by … the laws thereof".
const LAWS_THEREOF = /\blaws?\s(?:thereof|of\s(?:said|such|that)\sstate)\b/i
const PLACE_NAMED = /\b(?:State|Commonwealth|Province)\sof\s/gi

// "English law", "Italian Law": the law named by an adjective.
const ADJECTIVES: Record<string, string> = {
  English: 'England and Wales', Scottish: 'Scotland', Irish: 'Ireland', Italian: 'Italy', German: 'Germany', French: 'France',
  Swiss: 'Switzerland', Dutch: 'Netherlands', Spanish: 'Spain', Swedish: 'Sweden', Japanese: 'Japan', Chinese: "People's Republic of China",
  Israeli: 'Israel', Canadian: 'Canada', Indian: 'India', Singaporean: 'Singapore', Singapore: 'Singapore', Korean: 'Korea', Australian: 'Australia'
}
const ADJECTIVE_LAW = new RegExp(`\\b(${Object.keys(ADJECTIVES).join('|')})\\s(?:substantive\\s)?law\\b`, 'gi')

/** The law the contract chooses; null when no clause names one. */
export function readGoverningLaw(paragraphs: readonly string[]): GoverningLawReading | null {
  let fallback: GoverningLawReading | null = null
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!CHOOSES_LAW.test(text) || !/\blaw|\blegislation/i.test(text)) continue
    const found = lawNamedIn(text)
    if (!found) continue
    const reading = { value: { jurisdiction: found.jurisdiction.jurisdiction, country: found.jurisdiction.country }, evidence: sentenceEvidence(paragraphs, index, found.start, found.end) }
    // The sentence itself must choose the law, close before the name: "governed by … the laws of
    // X" — not "duly organized under the laws of Delaware" in a sentence that mentions governing.
    const lead = text.slice(Math.max(reading.evidence.start, found.start - 160), found.end)
    if (!(CHOOSES_LAW.test(lead) || GOVERNS_AFTER.test(text.slice(found.end, found.end + 160))) || ORGANIZED_UNDER.test(text.slice(Math.max(0, found.start - 60), found.start))) continue
    if (found.federalOnly) fallback ??= reading
    else return reading
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
  // A choice of law names its jurisdiction among the first few mentions; the caps keep a hostile
  // paragraph of thousands of "laws of" linear.
  for (let match = LAW_OF.exec(text), seen = 0; match && seen < MAX_MENTIONS; match = LAW_OF.exec(text), seen++) {
    const after = match.index + match[0].length
    const named = namedAt(text, after)
    if (!named) continue
    const before = text.slice(Math.max(0, match.index - 12), match.index)
    const federal = FEDERAL.test(before) || named.jurisdiction.jurisdiction === 'United States'
    const state = federal ? AND_STATE.exec(text.slice(named.end, named.end + 60)) : null
    const stateNamed = state ? namedAt(text, named.end + state[0].length) : null
    if (stateNamed) mentions.push({ jurisdiction: stateNamed.jurisdiction, start: match.index, end: stateNamed.end, federalOnly: false })
    else mentions.push({ jurisdiction: named.jurisdiction, start: match.index, end: named.end, federalOnly: federal })
  }
  const thereof = LAWS_THEREOF.exec(text)
  if (thereof) {
    PLACE_NAMED.lastIndex = 0
    const place = PLACE_NAMED.exec(text)
    const named = place && place.index < thereof.index ? jurisdictionAtStart(text.slice(place.index + place[0].length, place.index + place[0].length + 60)) : null
    if (place && named) mentions.push({ jurisdiction: named.jurisdiction, start: place.index, end: thereof.index + thereof[0].length, federalOnly: false })
  }
  // "governed by Delaware law", "under New York law": the name read backwards from each "law",
  // which is far cheaper than one alternation of every name tried at every position.
  LAW_WORD.lastIndex = 0
  for (let match = LAW_WORD.exec(text), seen = 0; match && seen < MAX_MENTIONS; match = LAW_WORD.exec(text), seen++) {
    const named = jurisdictionEndingAt(text, match.index)
    if (!named || mentions.some((m) => named.start >= m.start && named.start < m.end)) continue
    mentions.push({ jurisdiction: named.jurisdiction, start: named.start, end: match.index + match[0].length, federalOnly: named.jurisdiction.jurisdiction === 'United States' })
  }
  ADJECTIVE_LAW.lastIndex = 0
  for (let match = ADJECTIVE_LAW.exec(text); match; match = ADJECTIVE_LAW.exec(text)) {
    const adjective = Object.keys(ADJECTIVES).find((word) => word.toLowerCase() === (match?.[1] ?? '').toLowerCase())
    const jurisdiction = JURISDICTIONS.find((j) => j.jurisdiction === ADJECTIVES[adjective ?? ''])
    if (jurisdiction) mentions.push({ jurisdiction, start: match.index, end: match.index + match[0].length, federalOnly: false })
  }
  mentions.sort((a, b) => a.start - b.start)
  return mentions.find((m) => !m.federalOnly) ?? mentions[0] ?? null
}

const FEDERAL = /\bfederal\b/i
// The law named first and chosen after: "The Laws of the State of Delaware (without reference to
// its principles of conflicts of law) shall govern the construction …".
// Compliance ("comply with the laws of California, which shall apply to the sale of Products") is
// not a choice: after the name only "shall govern" or "shall apply to this Agreement" is one.
const GOVERNS_AFTER = /^[^.;]{0,120}?\b(?:shall|will)\s(?:govern\b|apply\sto\s(?:this|the)\s(?:[\w-]+\s){0,2}?(?:agreement|contract)\b)/i
const MAX_MENTIONS = 40
const LAW_WORD = /\s(?:substantive\s)?laws?\b/gi
// A party's status, not the contract's law: "duly organized and existing under the laws of".
const ORGANIZED_UNDER = /\b(?:organi[sz]ed|incorporated|existing|formed|standing|registered|chartered)\b/i

/** The jurisdiction named at `at`, after "the", or after a title ("the State of", "the Province of"). */
function namedAt(text: string, at: number): { jurisdiction: Jurisdiction; end: number } | null {
  const rest = text.slice(at, at + 90)
  const article = /^the\s/i.exec(rest)?.[0].length ?? 0
  const plain = jurisdictionAtStart(rest.slice(article))
  if (plain) return { jurisdiction: plain.jurisdiction, end: at + article + plain.length }
  const title = TITLE.exec(rest)?.[0].length ?? 0
  if (title === 0) return null
  const titled = jurisdictionAtStart(rest.slice(title))
  return titled ? { jurisdiction: titled.jurisdiction, end: at + title + titled.length } : null
}
