import type { KeyTermEvidence, NoticePeriodValue } from '../../../shared/api/key-terms'
import { DURATION, durationOf, inDays } from './durations'
import { evidenceOf, sentences, type SentenceSplitter } from './evidence'
import type { RenewalReading } from './renewal'

export interface NoticeReading {
  value: NoticePeriodValue
  evidence: KeyTermEvidence
}

// Notice that stops a renewal or ends the term at its expiry — not notice to cure a breach or to
// terminate for convenience at any time.
const ABOUT_RENEWAL = /\brenew\w*|\bnon-?\s?renewal|\bexpir\w*|\bexpiry|\bend\sof\s(?:the|such|any|each|said|its)\b|\bautomatically\scontinue|\bextension|\bextend/i
const NOT_THIS_NOTICE = /\bcure\b|\bbreach\b|\bdefault\b|\binsolven|\bbankrupt|\bprice\s(?:increase|change)|\bforecast|\bpurchase\sorder|\bstandstill|\bstockholder|\bproceeding|\barbitration|\bmaintenance\b|\binsurance\b|\bintention\sto\sextend|\bstatut|\bcurrently\srequires|\blaws?\b/i
// The notice must stop the renewal or end the term …
const STOPS = /\bnon-?\s?renew|\bnot\s(?:to\s)?(?:renew|extend|be\srenewed)|\bintention\snot|\bterminat|\bcancel|\bunless\b|\bopt\sout/i
// … of an agreement that renews by itself; notice to exercise an option to renew is another thing.
const RENEWS = /\brenew|\bautomatic|\bextension|\bextend|\bevergreen|year[\s-]to[\s-]year|month[\s-]to[\s-]month/i
const RENEWS_ITSELF = /\brenew|\bautomatic|\bevergreen|year[\s-]to[\s-]year|month[\s-]to[\s-]month/i
const OPTION = /\boption\b|\bexercise|\belect(?:s|ion)?\b|\bdesire\sto\s(?:renew|extend)|\bwishing\sto\srenew/i
const NOT_RENEWING = /\bnot\s(?:to\s)?renew|\bnon-?\s?renewal/i
const OF_THE_AGREEMENT = /\bagreement\b|\bterm\b|\bcontract\b/i

// "at least sixty (60) days' prior written notice", "no less than 12 months prior to the
// expiration", "thirty (30) days before the end of the term", "upon ninety (90) days notice".
const NOTICE_LENGTH = new RegExp(
  `(?:\\b(?:at\\sleast|not\\sless\\sthan|no\\sless\\sthan|no\\slater\\sthan|not\\slater\\sthan|minimum\\sof|upon|with|giving|gives|provide[sd]?|by|within|on)\\s(?:(?:the|other|party|a|an|written|prior)\\s){0,3})?${DURATION}['’]?s?\\s(?:\\(\\d{1,4}\\)\\s)?(?:(?:prior|advance|advanced|written|of|notice|in|before|or|more)\\s?){1,4}`,
  'gi'
)
const IS_NOTICE = /\b(?:notice|notif\w*|prior\sto|before|in\sadvance)\b/i

/** The notice needed to stop the agreement renewing or to end it at the end of its term. */
export function readNoticePeriod(paragraphs: readonly string[], renewal: RenewalReading | null, split: SentenceSplitter = sentences): NoticeReading | null {
  // The renewal clause's own paragraph first: there a following sentence ("Such notice must be
  // given ninety (90) days prior to expiration") needs no renewal words of its own.
  if (renewal?.value.automatic) {
    const index = renewal.evidence.paragraphIndex
    const found = inRenewalClause(paragraphs, index, renewal.evidence.start, split)
    if (found) return found
    // A filed text breaks a sentence over pages: a renewal paragraph without its full stop, then
    // (past a page number) one that opens in lower case ("by either party with one (1) year
    // written notice prior to the expiration …"), is one sentence.
    const next = PAGE_NUMBER.test(paragraphs[index + 1] ?? '') ? index + 2 : index + 1
    if (!/[.;:]\s*$/.test(paragraphs[index] ?? '') && /^[a-z]/.test(paragraphs[next] ?? '')) {
      const continued = inRenewalClause(paragraphs, next, 0, split, 1)
      if (continued) return continued
    }
  }
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!ABOUT_RENEWAL.test(text) && !RENEWS.test(text)) continue
    for (const sentence of split(text)) {
      const words = text.slice(sentence.start, sentence.end)
      // Outside the renewal clause the sentence must itself speak of renewing ("extend" alone is as
      // often a deadline or a review period).
      if (NOT_THIS_NOTICE.test(words) || !RENEWS_ITSELF.test(words) || !STOPS.test(words) || !OF_THE_AGREEMENT.test(words)) continue
      if (OPTION.test(words) && !NOT_RENEWING.test(words)) continue
      const days = noticeDays(words)
      if (days !== null) return { value: { days }, evidence: evidenceOf(paragraphs, index, sentence.start, sentence.end) }
    }
  }
  return null
}

const PAGE_NUMBER = /^(?:-\s?\d{1,3}\s?-|\d{1,3}|page\s\d{1,3}(?:\sof\s\d{1,3})?)$/i

function inRenewalClause(paragraphs: readonly string[], index: number, from: number, split: SentenceSplitter, maxSentences = Infinity): NoticeReading | null {
  const text = paragraphs[index] ?? ''
  let read = 0
  for (const sentence of split(text)) {
    if (sentence.start < from) continue
    if (read++ >= maxSentences) break
    const words = text.slice(sentence.start, sentence.end)
    if (NOT_THIS_NOTICE.test(words) || !/\bnotice\b|\bnotif/i.test(words) || (OPTION.test(words) && !NOT_RENEWING.test(words))) continue
    if (!STOPS.test(words) && !/\bsuch\snotice\b|\bexpir/i.test(words)) continue
    const days = noticeDays(words)
    if (days !== null) return { value: { days }, evidence: evidenceOf(paragraphs, index, sentence.start, sentence.end) }
  }
  return null
}

function noticeDays(sentence: string): number | null {
  NOTICE_LENGTH.lastIndex = 0
  for (let match = NOTICE_LENGTH.exec(sentence); match; match = NOTICE_LENGTH.exec(sentence)) {
    const around = sentence.slice(Math.max(0, match.index - 80), match.index + match[0].length + 40)
    if (!IS_NOTICE.test(around)) continue
    const duration = durationOf(match[1] ?? '', match[2] ?? '')
    if (duration) return inDays(duration)
  }
  return null
}
