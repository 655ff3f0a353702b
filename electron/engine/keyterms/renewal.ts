import type { KeyTermEvidence, RenewalTermValue } from '../../../shared/api/key-terms'
import { DURATION, durationOf, inMonths } from './durations'
import { evidenceOf, sentences, type SentenceSplitter } from './evidence'

export interface RenewalReading {
  value: RenewalTermValue
  evidence: KeyTermEvidence
}

const RENEWS = /\b(?:renew\w*|extend\w*|extension|continue[sd]?|prolong\w*)\b/i
// The renewal of the agreement or its term, not of a licence fee, a policy or a purchase order.
const OF_THE_AGREEMENT = /\b(?:this\s(?:agreement|contract|amendment)|the\s(?:agreement|contract)|(?:initial|then[-\s]current|current|renewal|original)\sterm|the\sterm|term\sof\sthis|term\shereof|it\sshall|it\swill|which\sshall|thereafter|the\sfranchise)\b/i
const NOT_A_RENEWAL = /\binsurance\b|\bpolic(?:y|ies)\b|\bwarrant|\bpurchase\sorders?\b|\bstatement\sof\swork\b|\bforecast|\bconfidential|\bsurviv/i

// "for successive one (1) year periods", "for additional periods of five (5) years",
// "for a further 12 months", "renewal terms of two (2) years each", "for another one (1) year".
const RENEWAL_LENGTH = new RegExp(
  `\\b(?:for|by|of|into)\\s(?:(?:a|an|one|two|three|four|five|up\\sto|another|successive|successor|additional|consecutive|further|subsequent|like|renewal|separate|automatic|periods?|terms?|of|each|and|the|equal\\sto|\\(\\d{1,3}\\))[\\s,]{1,2}){0,6}${DURATION}`,
  'gi'
)
const YEAR_TO_YEAR = /\b(?:from\s)?year[\s-]to[\s-]year\b|\byearly\sbasis\b|\bannual(?:ly)?\s(?:basis|renewals?)\b|\bannually\b/i
const HALF_A_YEAR = /\b(?:for|of)\s(?:an?\s)?(?:additional\s|further\s)?(?:period\sof\s)?half\sa\syear\b/i
const MONTH_TO_MONTH = /\b(?:from\s)?month[\s-]to[\s-]month\b|\bmonthly\sbasis\b/i

const AUTOMATIC = /\bautomatic(?:ally)?\b|\bunless\s(?:(?:either|one|a|the)\s(?:party|of\sthe\sparties)|(?:sooner\s|earlier\s)?terminated|written\snotice|notice|otherwise)|\bshall\s(?:thereafter\s)?(?:be\s)?(?:renew(?:ed)?|extended)\s(?:for|on)\b|\bwill\s(?:thereafter\s)?(?:be\s)?renew(?:ed)?\s(?:for|on)\b|\bevergreen\b|\bcontinue\s(?:thereafter\s)?(?:on\s)?(?:a\s)?(?:month|year)[\s-]to[\s-](?:month|year)/i
const OPTIONAL = /\b(?:may|option|elect|mutual(?:ly)?|agreed|agree|upon\s(?:written\s)?(?:request|agreement|approval)|if\s(?:both|the\sparties|each))\b/i

/** The length of one renewal of the agreement, and whether it renews unless notice is given. */
export function readRenewal(paragraphs: readonly string[], split: SentenceSplitter = sentences): RenewalReading | null {
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!RENEWS.test(text)) continue
    const spans = split(text)
    for (const sentence of spans) {
      const own = text.slice(sentence.start, sentence.end)
      if (!/\brenew|\bextend|\bextension|\bprolong|year[\s-]to[\s-]year|month[\s-]to[\s-]month|\boption\sto\scontinue/i.test(own)) continue
      // A filed text breaks a sentence over lines or pages: "… extended automatically for a period
      // of 12" / "months, each such extension …" is one sentence; the evidence stays in the first.
      const words = sentence === spans[spans.length - 1] ? `${own} ${continuation(paragraphs, index, split)}`.trimEnd() : own
      if (!OF_THE_AGREEMENT.test(words) || NOT_A_RENEWAL.test(words)) continue
      const months = renewalMonths(words)
      if (months === null) continue
      const automatic = AUTOMATIC.test(words) && !/\bmay\s(?:be\s)?(?:renew|extend)/i.test(words) && !/\boption\b/i.test(words) && !(BY_AGREEMENT.test(words) && !/\bautomatic|\bunless\b/i.test(words))
      if (!automatic && !OPTIONAL.test(words) && !/\brenew(?:ed|al|able)?\b/i.test(words)) continue
      return { value: { months, automatic }, evidence: evidenceOf(paragraphs, index, sentence.start, sentence.end) }
    }
  }
  return null
}

// "shall be renewed for additional one-year terms upon the mutual agreement of the parties": a
// renewal the parties must agree to is not automatic.
const BY_AGREEMENT = /\b(?:mutual(?:ly)?|upon\s(?:the\s)?(?:written\s)?agreement|if\s(?:both|the\sparties)\sagree|as\s(?:may\s(?:be\s)?)?agreed)\b/i

const PAGE_NUMBER = /^(?:-\s?\d{1,3}\s?-|\d{1,3}|page\s\d{1,3}(?:\sof\s\d{1,3})?)$/i

/** The first sentence of the next paragraph when this one stops mid-sentence and it goes on in lower case. */
function continuation(paragraphs: readonly string[], index: number, split: SentenceSplitter): string {
  if (/[.;:!?]["”)]?\s*$/.test(paragraphs[index] ?? '')) return ''
  const next = PAGE_NUMBER.test(paragraphs[index + 1] ?? '') ? index + 2 : index + 1
  const text = paragraphs[next] ?? ''
  if (!/^[a-z]/.test(text)) return ''
  const first = split(text)[0]
  return first ? text.slice(first.start, first.end) : ''
}

function renewalMonths(sentence: string): number | null {
  const renewVerb = sentence.search(/\brenew|\bextend|\bextension|\bprolong/i)
  const renewAt = renewVerb >= 0 ? renewVerb : sentence.search(/\bcontinue/i)
  RENEWAL_LENGTH.lastIndex = 0
  for (let match = RENEWAL_LENGTH.exec(sentence); match; match = RENEWAL_LENGTH.exec(sentence)) {
    // The length must follow the renewal verb: "an initial term of five years, renewing for one
    // year periods" names two lengths, and only the second is the renewal.
    if (renewAt < 0 || match.index < renewAt) continue
    const duration = durationOf(match[1] ?? '', match[2] ?? '')
    const months = duration ? inMonths(duration) : null
    if (months !== null && months > 0 && months <= 240) return months
  }
  if (HALF_A_YEAR.test(sentence.slice(Math.max(0, renewAt)))) return 6
  if (YEAR_TO_YEAR.test(sentence)) return 12
  if (MONTH_TO_MONTH.test(sentence)) return 1
  return null
}
