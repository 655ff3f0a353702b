import type { KeyTermEvidence } from '../../../shared/api/key-terms'
import { addDays, addMonths, findDates } from './dates'
import { DURATION, durationOf, inMonths } from './durations'
import { evidenceOf, sentences, type SentenceSplitter } from './evidence'
import { labelledEnd, TERM_LABEL, withLabel } from './term-labels'
import { ENDS_ON_NOTICE, perpetualEnd, RUNS_FOR, SO_LONG_AS, UNTIL_TERMINATED } from './term-perpetual'

/** The date a stated term runs from, and what the contract calls it. */
export interface TermStart {
  iso: string
  label: string
  /**
   * The date the agreement is dated, when the contract states one: a term counted from "the date
   * of this Agreement" or "the date hereof" runs from it even where the term commences later.
   */
  agreement?: string
}

export interface ExpirationReading {
  value: string
  evidence: KeyTermEvidence
  basis?: string
}

// The sentence must speak of the agreement's own term, not of a licence, a warranty or a
// confidentiality obligation that survives it. A quoted "Term" stands outside the \b group: a
// quote after a space is no word boundary.
const TERM_SUBJECT = /\b(?:(?:initial|original)\sterm|term\sof\s(?:this|the)\s(?:agreement|contract)|the\sterm\b(?!\s["“])|agreement\sterm|contract\speriod|service\speriod|term\s(?:shall\s)?means?\b)|["“]term["”]|\bthis\s(?:agreement|contract)\s(?:(?:shall|will|is|has)\s(?:\w+\s){0,3}?)?(?:commence|begin|continue|remain|expire|terminate|take\seffect|enter\sinto\s(?:force|effect)|become\s(?:effective|binding)|be\s(?:effective|valid|in\s(?:full\s)?(?:force|effect))|have\s(?:a|an)\s(?:initial\s)?term|is\sfor|for\sa\sterm|expires|continues|remains)\b|\bbecomes?\seffective\s(?:on|upon|as\sof)\s[^.;]{0,120}?\b(?:remain|continue)s?\sin\s(?:full\s)?(?:force|effect)\b/i
function speaksOfTerm(words: string): boolean {
  return TERM_SUBJECT.test(words) || TERM_LABEL.test(words)
}

// Words that tie a period to something other than the agreement's own term. A party's "obligations
// hereunder" are the agreement's own ("XIMAGE's obligations hereunder shall become effective upon
// the Effective Date and … remain in full force and effect for at least one year thereafter").
const NOT_THE_TERM = /\bsurviv|\bconfidential|\bwarrant|\b(?:after|following|upon)\s(?:the\s|its\s|such\s)?(?:termination|expiration|expiry)\b|\bnon-?compet|\bsolicit|\bpayment|\brecords\b|\binsurance\b|\bguarant|\blicen[cs]e\b|\bobligation(?!s?\s(?:hereunder|under\sthis\s(?:agreement|contract)))|\bliabilit|\bpress\srelease|\boption\b|\brevision|\bwhile\sthis\sagreement|\bso\slong\sas|\bdeliverables|\bpurchase\sorder|\bstatement\sof\swork/i

// Before an end date: "shall expire on", "terminating on", "through", "until", "ending".
const ENDS_ON = /\b(?:expir(?:e|es|ing|ation\sdate\sis)|terminat(?:e|es|ing)|end(?:s|ing)?|conclud(?:e|es|ing)|through|until|to)\s(?:on\s|at\s|upon\s)?(?:the\s)?(?:close\sof\sbusiness\son\s)?$/i

// "for a term of five (5) years", "shall be ten (10) years", "continue for one (1) year",
// "expire ten (10) years from", "a period of 1 year".
const TERM_LENGTH = new RegExp(
  `\\b(?:term(?:\\sof\\s(?:the\\s)?(?:agreement|contract))?:|term|period|duration|continue|remain\\sin\\s(?:full\\s)?(?:force|effect)(?:\\sand\\s(?:force|effect))?|be|is|expires?|ending|for|of|until|on|upon|later\\sof)\\s(?:(?:of|for|be|is|a|an|the|that|date|period|initial|additional|at\\sleast|\\([a-z0-9]{1,3}\\))\\s){0,5}${DURATION}`,
  'gi'
)

// What the term runs from. Anything else ("the Launch Date", "first commercial sale") is a date
// the contract does not state, so Folio does not compute.
const FROM_AGREEMENT = /^\s?(?:\(\d+\)\s)?(?:year\s|month\s)?(?:(?:from|after|following|(?:commencing|beginning|starting)\s(?:on|with|from|as\sof)|measured\sfrom|anniversary\sof)\s(?:the\s)?["“]?(?:(?:effective|commencement|agreement|execution)\sdate\b|date\s(?:of\s(?:this|the)\s(?:agreement|contract)|hereof|first\s(?:above\s)?(?:written|set\sforth)|of\s(?:its\s)?(?:execution|signature|signing)|on\swhich\sthis)|execution|signing)|thereafter\b)/i
// The words that count a term from the day the agreement is dated rather than from the day it
// takes effect: "two (2) years after the date of this Agreement", "the first anniversary of the
// date hereof".
const AGREEMENT_DATED = /^(?:date\s(?:of\s(?:this|the)\s(?:agreement|contract)|of\s(?:its\s)?(?:execution|signing|signature)|hereof|first\s(?:above\s)?(?:written|set\sforth))|agreement\sdate)\b/i
const FROM_ELSEWHERE = /^\s?(?:\(\d+\)\s)?(?:year\s|month\s)?(?:from|after|following|commencing\s(?:on|with)|beginning|starting|anniversary\sof)\b/i
const STARTS_OTHERWISE = /\b(?:commenc\w*|begin\w*|start\w*|effective)\s(?:on|upon|as\sof|from|with)\s(?!(?:the\s)?["“]?(?:(?:effective|commencement|agreement)\sdate|date\s(?:hereof|of\sthis|first|set\sforth|above)|execution|signing|full\sexecution|its\sexecution))/i


/**
 * When the agreement ends: a date the term clause states; or the date its stated length reaches
 * from the effective date (`basis` says how); or `perpetual` when it runs until terminated.
 */
export function readExpiration(paragraphs: readonly string[], start: TermStart | null, split: SentenceSplitter = sentences): ExpirationReading | null {
  const candidates: Candidate[] = []
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!speaksOfTerm(text)) continue
    const termSection = TERM_HEADING.test(text) || BARE_TERM_HEADING.test(paragraphs[index - 1] ?? '')
    for (const sentence of withLabel(text, termSentences(text, split(text)))) {
      const words = text.slice(sentence.start, sentence.end)
      if (!speaksOfTerm(words)) continue
      const evidence = evidenceOf(paragraphs, index, sentence.start, sentence.end)
      const inTermClause = termSection || TERM_DEFINED.test(words) || TERM_HEADING_BEFORE.test(text.slice(Math.max(0, sentence.start - 40), sentence.start))
      // A term clause often runs on past a semicolon ("…for a period of 1 year; provided, that
      // Sections 2 and 3 shall terminate upon any breach…"): each clause is judged on its own.
      let offset = 0
      for (const clause of words.split(/;\s/)) {
        const upTo = words.slice(0, offset + clause.length)
        offset += clause.length + 2
        if (!speaksOfTerm(upTo)) continue
        if (/\bnotice\b/i.test(clause) && !/\b(?:term|expire)\b/i.test(clause) && !ENDS_ON_NOTICE.test(clause) && !UNTIL_TERMINATED.test(clause) && !RUNS_FOR.test(clause)) continue
        // What the clause is about is said before its date or length, and just after it ("five
        // years after the termination"); a payment or a survival named further on is another matter.
        // Only the words before that other matter are read.
        const otherAt = otherMatterAt(clause)
        const read = otherAt < 0 ? clause : clause.slice(0, otherAt)
        const about = (at: number) => otherAt < 0 || at + ABOUT_AFTER <= otherAt
        const stated = /\d/.test(read) ? endDateIn(read) : null
        const computed = stated || !HAS_UNIT.test(read) ? null : computedEnd(read, start)
        if (stated) {
          if (about(stated.end)) candidates.push({ reading: { value: stated.iso, evidence }, inTermClause })
        } else if (computed === 'abstain') {
          if (otherAt < 0) candidates.push({ reading: null, inTermClause })
        } else if (computed) {
          if (about(computed.end)) candidates.push({ reading: { value: computed.iso, evidence, basis: computed.basis }, inTermClause })
        } else {
          const perpetualAt = perpetualEnd(clause)
          if (perpetualAt >= 0 && (otherAt < 0 || !NOT_THE_TERM.test(clause.slice(0, perpetualAt + ABOUT_AFTER).replace(SO_LONG_AS, '')))) candidates.push({ reading: { value: 'perpetual', evidence }, inTermClause, perpetual: true })
        }
      }
    }
  }
  // A schedule's own line ("2.2 Contract end: 04-01-08") states the end outright.
  const labelled = labelledEnd(paragraphs)
  if (labelled) return labelled
  // The term clause decides, a stated length or date before "until terminated"; elsewhere only a
  // date or a length the agreement's own sentence states is read.
  const termClause = candidates.filter((c) => c.inTermClause)
  const decisive = termClause.find((c) => !c.perpetual) ?? termClause[0]
  if (decisive) return decisive.reading
  const firm = candidates.find((c) => !c.perpetual)
  if (firm) return firm.reading
  return candidates[0]?.reading ?? null
}

// "during the Term and for two (2) years thereafter": a period that outlasts the term is another
// matter, unless the clause starts the term itself ("shall become effective upon the Effective Date
// and … remain in full force and effect for one year thereafter").
const THEREAFTER_AT_END = /\bthereafter\.?$/i
const STARTS_TERM = /\b(?:becomes?\seffective|commences?|begins?)\s(?:on|upon|as\sof)\b/i

/** Where a clause turns to another matter than the agreement's term; -1 when it does not. */
function otherMatterAt(clause: string): number {
  const other = clause.search(NOT_THE_TERM)
  const after = STARTS_TERM.test(clause) ? -1 : clause.search(THEREAFTER_AT_END)
  return other < 0 ? after : after < 0 ? other : Math.min(other, after)
}

const COUNTED_FROM = /^\s?(?:\(\d+\)\s)?(?:year\s|month\s)?(?:from|after|following|(?:commencing|beginning|starting)\s(?:on|with|from|as\sof)|measured\sfrom|anniversary\sof)\s(?:the\s)?["“]?/i

/** The date a length or an anniversary is counted from: the agreement's own date where the words name it. */
function countedFrom(words: string, start: TermStart): TermStart {
  const lead = COUNTED_FROM.exec(words)
  if (!lead || !start.agreement || start.agreement === start.iso || !AGREEMENT_DATED.test(words.slice(lead[0].length))) return start
  return { iso: start.agreement, label: 'the date of the agreement' }
}

const HAS_UNIT = /\b(?:days?|months?|years?|anniversary)\b/i

interface Candidate {
  reading: ExpirationReading | null
  inTermClause: boolean
  perpetual?: boolean
}

// "2. TERM.", "Section 14.1 TERM.", "Term and Termination", "7) Term The term of…".
const TERM_HEADING = /^(?:(?:section|article|clause)\s)?[\dIVX]{0,3}(?:\.\d{1,2}){0,2}[.)]?\s?(?:[A-Z][\w\s]{0,30}\s)?(?:TERM|Term|DURATION|Duration)(?:\sOF\sAGREEMENT|\sof\sAgreement|\sAND\sTERMINATION|\sand\sTermination)?\b\.?/
// A heading on a line of its own ("2. TERM OF AGREEMENT") above the clause.
const BARE_TERM_HEADING = /^(?:(?:section|article|clause)\s)?(?:[\dIVX]{1,3}(?:\.\d{1,2}){0,2}[.)]?\s)?(?:TERM|Term|DURATION|Duration)(?:\sOF\s(?:THE\s)?AGREEMENT|\sof\s(?:the\s)?Agreement|\sAND\sTERMINATION|\sand\sTermination)?[.:]?$/
// Sections run together in one paragraph ("… 8. Term and Termination.   8.1 Term. The term of this
// Agreement …"): the heading just before the sentence marks it as the term clause.
const TERM_HEADING_BEFORE = /(?:^|\s)(?:(?:section|article|clause)\s)?[\dIVX]{1,3}(?:\.\d{1,2}){0,2}[.)]?\s(?:TERM|Term|DURATION|Duration)(?:\sOF\sAGREEMENT|\sof\sAgreement|\sAND\sTERMINATION|\sand\sTermination)?[.:]\s*$/
const TERM_DEFINED = /\(\s?(?:the\s)?["“](?:Initial\s)?Term["”]\s?\)|["“](?:Initial\s)?Term["”]\s(?:shall\s)?means?\b/i

function endDateIn(sentence: string): { iso: string; end: number } | null {
  for (const date of findDates(sentence)) {
    if (ENDS_ON.test(sentence.slice(Math.max(0, date.start - 40), date.start))) return { iso: date.iso, end: date.end }
  }
  return null
}

// "the sooner of six (6) months from the Effective Date, or replacement of this Agreement": the
// stated length is only a ceiling, the term may end first on an event the contract does not date.
// "The later of (a) the fourth anniversary … or (b) the completion" is still read: its date is the
// earliest the term can end, the date a lawyer diarises.
const EARLIER_OF = /\bthe\s(?:sooner|earlier|shorter|lesser)\sof\b/i
// An alternative that is only the agreement's own termination ("the earlier of (a) its termination
// in accordance with this Article or (b) two (2) years after the date of this Agreement") is the
// usual "unless sooner terminated": the length still gives the expiration.
const EARLIER_OF_TERMINATION = /\bthe\s(?:sooner|earlier)\sof\s(?:\(?[a-z1-9]\)\s)?(?:its|the|such)\s(?:earlier\s)?termination\b/i

const NOTICE_AFTER = /^['’]?s?\s(?:\(\d{1,4}\)\s)?(?:(?:prior|advance|advanced|written)\s){0,3}notice\b/i

const RENEWAL_BEFORE = /\b(?:renew\w*|extend\w*|extension|additional|successive)\b[^.;]*$/i

// The basis says so when the date is only the earliest end, so the lawyer reads it as a floor.
const LATER_OF = /\bthe\s(?:later|longer|greater)\sof\b/i

interface ComputedEnd {
  iso: string
  basis: string
  /** Where the length or anniversary that gave the date ends in the sentence. */
  end: number
}

function computedEnd(sentence: string, start: TermStart | null): ComputedEnd | 'abstain' | null {
  if (EARLIER_OF.test(sentence) && !EARLIER_OF_TERMINATION.test(sentence)) return 'abstain'
  const end = lengthOrAnniversaryEnd(sentence, start)
  if (end === null || end === 'abstain' || !LATER_OF.test(sentence)) return end
  return { ...end, basis: `${end.basis}, at the earliest: the term runs to the later of this and another event` }
}

function lengthOrAnniversaryEnd(sentence: string, start: TermStart | null): ComputedEnd | 'abstain' | null {
  TERM_LENGTH.lastIndex = 0
  for (let match = TERM_LENGTH.exec(sentence); match; match = TERM_LENGTH.exec(sentence)) {
    const duration = durationOf(match[1] ?? '', match[2] ?? '')
    if (!duration) continue
    const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 80)
    // "terminate the Agreement upon one hundred eighty (180) days prior written notice": a notice
    // period, not the length of the term.
    if (NOTICE_AFTER.test(after)) continue
    // "shall be automatically renewed for an additional five (5) years": a renewal's length.
    if (RENEWAL_BEFORE.test(sentence.slice(Math.max(0, match.index - 60), match.index))) continue
    // "thereafter" runs from whatever the sentence starts the term on: the effective date, or an
    // event the contract does not date ("effective upon the first commercial sale … five (5) years
    // thereafter").
    const fromAgreement = FROM_AGREEMENT.test(after) && !(/^\s?thereafter\b/i.test(after) && STARTS_OTHERWISE.test(sentence))
    if (!fromAgreement && (FROM_ELSEWHERE.test(after) || STARTS_OTHERWISE.test(sentence))) return 'abstain'
    if (!start) return 'abstain'
    const from = countedFrom(after, start)
    const months = inMonths(duration)
    const iso = months === null ? addDays(from.iso, duration.amount) : addMonths(from.iso, months)
    if (!iso) return null
    const length = `${duration.amount} ${duration.unit}${duration.amount === 1 ? '' : 's'}`
    return { iso, basis: `${length} from ${from.label} ${from.iso}`, end: match.index + match[0].length }
  }
  return anniversaryEnd(sentence, start) ?? calendarYearEnd(sentence, start)
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, fifteenth: 15, twentieth: 20 }
// "the fourth (4th) anniversary of the Effective Date", "the 5th anniversary of the date hereof".
const ANNIVERSARY = new RegExp(
  `\\b(?:(${Object.keys(ORDINALS).join('|')})|(\\d{1,2})(?:st|nd|rd|th))(?:\\s\\(\\d{1,2}(?:st|nd|rd|th)\\))?\\sanniversary\\sof\\s(?:the\\s)?(?:effective\\sdate|commencement\\sdate|date\\shereof|date\\sof\\sthis\\sagreement)`,
  'i'
)

// The anniversary must be where the term ends ("shall continue until the fourth anniversary"),
// not a date in a payment schedule that runs "during the term".
const ENDS_AT_ANNIVERSARY = /\b(?:until|through|expir\w*|end\w*|terminat\w*|conclud\w*|(?:later|longer|earlier|sooner)\sof(?:\s\(?[a-z1-9]\))?|be|is|prior\sto|before)\s(?:on\s|at\s|upon\s)?(?:the\s)?$/i
// "through the day prior to the fourth anniversary": the term's last day is the eve of it.
const DAY_BEFORE = /\bthe\sday\s(?:immediately\s)?(?:prior\sto|before|preceding)\s(?:the\s)?$/i

function anniversaryEnd(sentence: string, start: TermStart | null): ComputedEnd | null {
  const match = ANNIVERSARY.exec(sentence)
  if (!match || !start || !ENDS_AT_ANNIVERSARY.test(sentence.slice(Math.max(0, match.index - 40), match.index))) return null
  const years = match[1] ? ORDINALS[match[1].toLowerCase()] : Number(match[2])
  const from = countedFrom(match[0].slice(match[0].search(/anniversary/i)), start)
  const anniversary = years ? addMonths(from.iso, years * 12) : null
  if (!anniversary || !years) return null
  const basis = `the ${years}-year anniversary of ${from.label} ${from.iso}`
  const eve = DAY_BEFORE.test(sentence.slice(Math.max(0, match.index - 40), match.index)) ? addDays(anniversary, -1) : null
  if (eve) return { iso: eve, basis: `the day before ${basis}`, end: match.index + match[0].length }
  return { iso: anniversary, basis, end: match.index + match[0].length }
}

// "shall remain in effect until the end of the current calendar year", "until December 31 of the
// calendar year in which the Effective Date occurs": the year the term starts in.
const CALENDAR_YEAR_END = /\b(?:until|through|to|on)\s(?:the\s)?(?:end\sof\s(?:the\s)?|December\s31(?:st)?,?\sof\s(?:the\s)?)(?:(?:current|then[-\s]current|same|such|that)\scalendar\syear|(?:calendar\s)?year\sin\swhich\s(?:the\s)?(?:effective|commencement)\sdate\s(?:occurs|falls))\b/i

function calendarYearEnd(sentence: string, start: TermStart | null): ComputedEnd | null {
  const match = CALENDAR_YEAR_END.exec(sentence)
  if (!match || !start) return null
  const year = start.iso.slice(0, 4)
  return { iso: `${year}-12-31`, basis: `the end of the calendar year of ${start.label} ${start.iso}`, end: match.index + match[0].length }
}

/*
 * A paragraph's sentences as the term clause reads them: a month written with a full stop
 * ("April. 1st 2019") does not end a sentence, and a definitions list run together ("… this
 * Agreement. b) "SERVICES PERIOD" means …") is one definition a sentence.
 */
function termSentences(text: string, spans: Array<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  if (!ENUMERATED_ANYWHERE.test(text) && !(/\.\s\d/.test(text) && MONTH_STOP_ANYWHERE.test(text))) return spans
  const merged: Array<{ start: number; end: number }> = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && MONTH_BEFORE_STOP.test(text.slice(Math.max(last.start, last.end - 12), last.end)) && /^\d/.test(text.slice(span.start, span.start + 1))) last.end = span.end
    else merged.push({ ...span })
  }
  // Every item break of the paragraph, found once, then dealt to the sentence that holds it.
  const breaks: number[] = []
  ENUMERATED.lastIndex = 0
  for (let match = ENUMERATED.exec(text); match; match = ENUMERATED.exec(text)) breaks.push(match.index)
  const pieces: Array<{ start: number; end: number }> = []
  let next = 0
  for (const span of merged) {
    let from = span.start
    while (next < breaks.length && (breaks[next] ?? 0) < span.end) {
      const at = breaks[next++] ?? 0
      if (at < from) continue
      pieces.push({ start: from, end: at + 1 })
      from = at + 2
    }
    pieces.push({ start: from, end: span.end })
  }
  return pieces
}

const MONTH_STOP_ANYWHERE = /(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.\s\d/
const ENUMERATED_ANYWHERE = /\.\s\(?[a-z]\)\s/
const MONTH_BEFORE_STOP = /\b(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.$/
// ". b) " or ". (c) ": the next item of a lettered list.
const ENUMERATED = /\.\s(?=\(?[a-z]\)\s)/g

const ABOUT_AFTER = 60
