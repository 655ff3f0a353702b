import type { KeyTermEvidence } from '../../../shared/api/key-terms'
import { findDates, type DateMention } from './dates'
import { evidenceOf, sentenceEvidence } from './evidence'

export interface DateReading {
  iso: string
  evidence: KeyTermEvidence
  basis?: string
}

/** How far into a contract its preamble can lie: cover pages and tables of contents come first. */
const PREAMBLE_PARAGRAPHS = 60

// The sentence that makes the agreement: "is made and entered into as of", "dated", "executed on".
const MAKES_AGREEMENT = /\b(?:made|entered\sinto|dated|executed|signed|concluded|effective|agreed)\b/i
const AGREEMENT_WORD = /\b(?:agreement|contract|amendment|lease|license|licence|addendum|memorandum|arrangement|plan|deed|note|instrument|this)\b/i
// Dates that say something else than when the agreement was made.
const OTHER_DATE = /\b(?:amended\sand\srestated|original(?:ly)?|prior|previous|expire[sd]?|terminat|until|through|ending|filed|incorporated|formed|registered|dated\s(?:as\sof\s)?[A-Z][a-z]+\s\d{1,2},\s\d{4}\s\(the\s"original)/i

// The making sentence speaks of this agreement, not of another one it recites.
const RECITES_ANOTHER = /\bthat\scertain\b|\bsupersedes?\b|\bin\sconnection\swith\b|\bpursuant\sto\b|\bentered\sinto\s(?:a|an)\b|\bRECITALS?\b|\bWHEREAS\b|\bamends\b|\bto\sthe\s[\w\s-]{0,60}agreement\b/i
// "… Section 3.1 of the First Amended and Restated License Agreement, dated as of September 16,
// 2019 between …": the nearest agreement named before the date is another one than this.
const NAMED_AGREEMENT = /\bthe\s[A-Z][\w&,-]*\s(?:(?:[A-Z][\w&,-]*|and|of|for|on|&)\s){0,9}(?:Agreement|Contract|Lease|License|Licence)\b/g
const THIS_AGREEMENT = /\bthis\s(?:[\w-]+\s){0,3}?(?:agreement|contract|amendment|lease|license|licence)\b/gi
const WITNESS = /\bIN\sWITNESS\sWHEREOF\b/i
const EXECUTED = /\b(?:execut\w*|sign\w*|dated)\b/i

/**
 * The date the agreement was made: the date in the preamble's making sentence; failing that a
 * "Date:" line of the cover, the date of the testimonium ("IN WITNESS WHEREOF … executed this
 * Agreement this 14th day of February 2020"), or the Effective Date the definitions state.
 * The annotators' "agreement date" is this date (an amendment's own date, not the original's).
 */
export function readAgreementDate(paragraphs: readonly string[]): DateReading | null {
  const limit = Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS)
  let cover: DateReading | null = null
  for (let index = 0; index < limit; index++) {
    const text = paragraphs[index] ?? ''
    const dates = findDates(text)
    // A preamble states its date among the first few; the cap keeps a hostile paragraph linear.
    for (const date of dates.slice(0, 20)) {
      const sentence = sentenceEvidence(paragraphs, index, date.start, date.end)
      const before = text.slice(sentence.start, date.start)
      // The making verb stands close before the date: "is made and entered into as of", "dated".
      if (MAKES_AGREEMENT.test(before.slice(-160)) && AGREEMENT_WORD.test(sentence.text) && !RECITES_ANOTHER.test(before) && !datesAnotherAgreement(before) && !OTHER_DATE.test(text.slice(Math.max(sentence.start, date.start - 40), date.start))) {
        return { iso: date.iso, evidence: sentence }
      }
    }
    // A cover's "Dated: May 8, 2014" line: short, near the top; a signature block's "Date:" is not it.
    const dated = index < COVER_PARAGRAPHS && text.length < 160 ? DATED_LINE.exec(text) : null
    const first = dated ? dates.find((date) => date.start >= dated.index && date.start - (dated.index + dated[0].length) < 8) : undefined
    if (!cover && first) cover = { iso: first.iso, evidence: sentenceEvidence(paragraphs, index, dated?.index ?? first.start, first.end) }
  }
  if (cover) return cover
  return witnessDate(paragraphs) ?? signatureDate(paragraphs)
}

function lastIndexOf(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0
  let last = -1
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match.index
  return last
}

function datesAnotherAgreement(before: string): boolean {
  const named = lastIndexOf(NAMED_AGREEMENT, before)
  return named >= 0 && named > lastIndexOf(THIS_AGREEMENT, before)
}

const SIGNATURE_DATE = /^(?:date|dated)\s?:\s?/i

/**
 * The first "Date: November 5, 2019" line of the signature blocks: after the testimonium where
 * there is one (schedules and exhibits may follow it at length), else in the last third.
 */
function signatureDate(paragraphs: readonly string[]): DateReading | null {
  const witness = paragraphs.findLastIndex((text) => WITNESS.test(text))
  for (let index = witness >= 0 ? witness : Math.floor((paragraphs.length * 2) / 3); index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    const label = SIGNATURE_DATE.exec(text)
    if (!label || text.length > 120) continue
    const date = findDates(text).find((d) => d.start === label[0].length)
    if (date) return { iso: date.iso, evidence: sentenceEvidence(paragraphs, index, 0, date.end) }
  }
  return null
}

const COVER_PARAGRAPHS = 15
const DATED_LINE = /^(?:[A-Z][A-Z\s,&-]{3,80}\s)?(?:dated|date|agreement\sdate)(?:\sas\sof)?\s?[:\-–]?\s/i

function witnessDate(paragraphs: readonly string[]): DateReading | null {
  for (let index = paragraphs.length - 1; index >= 0; index--) {
    const text = paragraphs[index] ?? ''
    const witness = WITNESS.exec(text)
    if (!witness) continue
    const date = findDates(text).find((d) => d.start > witness.index && d.start - witness.index < 400)
    // The evidence runs from the testimonium to the date: the signature blocks between are part of it.
    if (date && EXECUTED.test(text.slice(witness.index, date.start))) return { iso: date.iso, evidence: evidenceOf(paragraphs, index, witness.index, date.end) }
  }
  return null
}

// "(the "Effective Date")", "(hereinafter the “Effective Date”)" right after a date.
const EFFECTIVE_DEFINED_AFTER = /^[,\s]{0,3}\((?:the\s|hereinafter\s(?:the\s)?|hereinafter\sreferred\sto\sas\s(?:the\s)?|referred\sto\sas\s(?:the\s)?)?["“']{1,2}(?:Effective|Commencement|Start)\s?Date["”']{1,2}/i
// "Effective Date" means / shall mean <date>, "effective as of <date>", "shall commence on <date>".
const EFFECTIVE_BEFORE = /(?:\b(?:effective\s(?:(?:for\sall\spurposes\s(?:and\sin\sall\srespects\s)?)?as\s(?:of|from)\s|on\s|from\s|(?:as\sof\s)?this\s|date\s(?:of\s|shall\sbe\s|is\s|:\s?)?)|(?:Effective|Commencement)\sDate["”]?\s(?:shall\s)?(?:mean|be|is)s?\s|(?:commence|begin|start)s?\s(?:on\s)?|(?:commencing|beginning|starting)\son\s|effective\sdate\sof\sthis\s[\w\s-]{0,40}?\s(?:shall\sbe|is)\s?:?\s|(?:take|takes|taking)\seffect\s(?:on|as\sof)\s|(?:come|comes|came|enter|enters)\sinto\s(?:force|effect)\son\s)(?:the\s)?)$/i

/**
 * The date the agreement takes effect, only where the contract says so: a date defined as the
 * "Effective Date", "effective as of" a date, or a term that commences on a date. An effective
 * date defined by reference to the date above is the agreement date.
 */
export function readEffectiveDate(paragraphs: readonly string[], agreement: DateReading | null): DateReading | null {
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!/effective|commenc|begin|start|force/i.test(text)) continue
    for (const date of findDates(text)) {
      if (isEffective(text, date)) return { iso: date.iso, evidence: sentenceEvidence(paragraphs, index, date.start, date.end) }
    }
  }
  if (agreement) {
    const byReference = definedAsAgreementDate(paragraphs)
    if (byReference) return { iso: agreement.iso, evidence: byReference, basis: `the date of the agreement, ${agreement.iso}` }
  }
  return null
}

function isEffective(text: string, date: DateMention): boolean {
  if (EFFECTIVE_DEFINED_AFTER.test(text.slice(date.end, date.end + 60))) return true
  const before = text.slice(Math.max(0, date.start - 80), date.start)
  return EFFECTIVE_BEFORE.test(before)
}

// "effective as of the date first written above" (or listed, mentioned), "commences upon execution
// of this document", ""Effective Date" means the date of this Agreement": the effective date is the
// agreement date.
const EFFECTIVE_AS_AGREEMENT_DATE = /(?:\beffective|\bcommence[sd]?|\bterm\s(?:of\s)?(?:[\w()-]+\s){1,6}?(?:from|commencing\s(?:on|with)|beginning\son)|\bbegins?|\bbecome\seffective|\benters?\sinto\sforce|\btakes?\seffect|\bcomes?\sinto\s(?:force|effect)|["“]?(?:Effective|Commencement)\sDate["”]?\s(?:shall\s)?(?:means?|is|be))\s(?:as\sof\s|on\s|upon\s|from\s|with\s)?(?:the\s)?(?:date\s(?:first\s)?(?:above\s)?(?:written|set\sforth|stated|specified|listed|mentioned|shown)(?:\s(?:above|below))?|date\shereof|date\sof\s(?:this\s(?:agreement|contract)|(?:its\s)?(?:execution|signature|signing))|(?:full\s)?execution\b|signing\b|above\s(?:written\s)?date)/i
// A definition, quoted or not as English drafting has it: "Commencement Date means the date of this Agreement".
const DEFINES_START = /^["“]?(?:Effective|Commencement)\sDate\b/i
// "Services Commencement Date means …" defines when something else starts. Only the lead's last
// words are tried: a hostile run of letters stays linear.
const QUALIFIED = /\b(?!The\b)[A-Z][\w-]*\s$/
const OF_THIS_AGREEMENT = /\bthis\s(?:[\w-]+\s){0,3}?(?:agreement|contract|amendment|document)\b|["“]Effective\sDate["”]/i

function definedAsAgreementDate(paragraphs: readonly string[]): KeyTermEvidence | null {
  for (let index = 0; index < paragraphs.length; index++) {
    const match = EFFECTIVE_AS_AGREEMENT_DATE.exec(paragraphs[index] ?? '')
    if (!match) continue
    const evidence = sentenceEvidence(paragraphs, index, match.index, match.index + match[0].length)
    // The agreement (or its term) must be what takes effect: "The standstill period begins on the
    // date of this Agreement" dates a standstill, not the agreement.
    const lead = evidence.text.slice(0, match.index - evidence.start)
    if ((OF_THIS_AGREEMENT.test(lead) || (DEFINES_START.test(match[0]) && !QUALIFIED.test(lead.slice(-40))) || /^term\b/i.test(match[0])) && !/\bperiod\b|\bobligation/i.test(lead) && !/\bnot\b|\bunless\b|\bin\seffect\sas\sof/i.test(lead + match[0])) return evidence
  }
  return null
}
