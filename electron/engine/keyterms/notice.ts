import type { KeyTermEvidence, NoticePeriodValue } from '../../../shared/api/key-terms'
import { DURATION, durationOf, inDays } from './durations'
import { evidenceOf, sentences } from './evidence'

export interface NoticeReading {
  value: NoticePeriodValue
  evidence: KeyTermEvidence
}

// Notice that stops a renewal or ends the term at its expiry — not notice to cure a breach or to
// terminate for convenience at any time.
const ABOUT_RENEWAL = /\brenew\w*|\bnon-?\s?renewal|\bexpir\w*|\bexpiry|\bend\sof\s(?:the|such|any|each|said|its)\b|\bautomatically\scontinue|\bextension|\bextend/i
const NOT_THIS_NOTICE = /\bcure\b|\bbreach\b|\bdefault\b|\binsolven|\bbankrupt|\bprice\s(?:increase|change)|\bforecast|\bpurchase\sorder/i

// "at least sixty (60) days' prior written notice", "no less than 12 months prior to the
// expiration", "thirty (30) days before the end of the term", "upon ninety (90) days notice".
const NOTICE_LENGTH = new RegExp(
  `(?:\\b(?:at\\sleast|not\\sless\\sthan|no\\sless\\sthan|no\\slater\\sthan|not\\slater\\sthan|minimum\\sof|upon|with|giving|gives|provide[sd]?|by|within|on)\\s(?:(?:the|other|party|a|an|written|prior)\\s){0,3})?${DURATION}['’]?s?\\s(?:\\(\\d{1,4}\\)\\s)?(?:(?:prior|advance|advanced|written|of|notice|in|before|or|more)\\s?){1,4}`,
  'gi'
)
const IS_NOTICE = /\b(?:notice|notif\w*|prior\sto|before|in\sadvance)\b/i

/** The notice needed to stop the agreement renewing or to end it at the end of its term. */
export function readNoticePeriod(paragraphs: readonly string[], near: number | null): NoticeReading | null {
  const order = near === null ? paragraphs.map((_, i) => i) : [near, near + 1, near - 1, ...paragraphs.map((_, i) => i)]
  const seen = new Set<number>()
  for (const index of order) {
    if (index < 0 || index >= paragraphs.length || seen.has(index)) continue
    seen.add(index)
    const text = paragraphs[index] ?? ''
    if (!ABOUT_RENEWAL.test(text)) continue
    for (const sentence of sentences(text)) {
      const words = text.slice(sentence.start, sentence.end)
      if (!ABOUT_RENEWAL.test(words) || NOT_THIS_NOTICE.test(words)) continue
      if (!/\brenew|\bexpir|\bend\sof|\bterm\b|automatically\scontinue|\bextension|\bextend/i.test(words)) continue
      const days = noticeDays(words)
      if (days !== null) return { value: { days }, evidence: evidenceOf(paragraphs, index, sentence.start, sentence.end) }
    }
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
