import type { KeyTermEvidence } from '../../../shared/api/key-terms'
import { findDates, type DateMention, type DateReading } from './dates'
import { evidenceOf, sentenceEvidence } from './evidence'
import { signatureDate, signatureDates, witnessDate } from './signature-dates'

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
    const made = makingDate(paragraphs, index, dates)
    if (made) return made
    if (!cover) cover = coverDate(paragraphs, index, dates)
  }
  if (cover) return cover
  // A long cover, table of contents or recital of the agreements it restates can push the
  // preamble further down; there only a sentence that opens as a preamble does ("THIS SECOND
  // AMENDED AND RESTATED … AGREEMENT … is entered into on August 31, 2017").
  for (let index = limit; index < Math.min(paragraphs.length, LATE_PREAMBLE_PARAGRAPHS); index++) {
    const text = paragraphs[index] ?? ''
    if (!LATE_PREAMBLE.test(text)) continue
    const made = makingDate(paragraphs, index, findDates(text), true)
    if (made) return made
  }
  return witnessDate(paragraphs) ?? signatureDate(paragraphs)
}

/** The date of a preamble's making sentence in one paragraph, if it has one. */
function makingDate(paragraphs: readonly string[], index: number, dates: readonly DateMention[], opensPreamble = false): DateReading | null {
  const text = paragraphs[index] ?? ''
  // A preamble states its date among the first few; the cap keeps a hostile paragraph linear.
  for (const date of dates.slice(0, 20)) {
    const sentence = sentenceEvidence(paragraphs, index, date.start, date.end)
    if (opensPreamble && !LATE_PREAMBLE.test(sentence.text)) continue
    const before = text.slice(sentence.start, date.start)
    // The making verb stands close before the date: "is made and entered into as of", "dated".
    if (MAKES_AGREEMENT.test(before.slice(-160)) && AGREEMENT_WORD.test(sentence.text) && !RECITES_ANOTHER.test(before) && !datesAnotherAgreement(before) && !OTHER_DATE.test(text.slice(Math.max(sentence.start, date.start - 40), date.start))) {
      return { iso: date.iso, evidence: sentence }
    }
  }
  return null
}

const LATE_PREAMBLE_PARAGRAPHS = 200
// "THIS … AGREEMENT": a preamble's capitals; "This Agreement" in the body is not one.
const LATE_PREAMBLE = /^(?:[\d.)\s]{0,6})?THIS\s(?:[A-Z][A-Z&-]*\s){0,8}(?:AGREEMENT|CONTRACT|AMENDMENT|LEASE|LICENSE)\b/

/**
 * A cover's date: a short "Dated: May 8, 2014" line, or a "Date:" label after the blanks of a
 * letterhead ("Contract No. 017 … ______ Date: June 1, 1998"). A signature block's "Date:" is not it.
 */
function coverDate(paragraphs: readonly string[], index: number, dates: readonly DateMention[]): DateReading | null {
  if (index >= COVER_PARAGRAPHS) return null
  const text = paragraphs[index] ?? ''
  const dated = text.length < 160 ? DATED_LINE.exec(text) : null
  const first = dated ? dates.find((date) => date.start >= dated.index && date.start - (dated.index + dated[0].length) < 8) : undefined
  if (first) return { iso: first.iso, evidence: sentenceEvidence(paragraphs, index, dated?.index ?? first.start, first.end) }
  if (text.length > 400 || /\bBy\s?:/.test(text)) return null
  const labelled = dates.find((date) => COVER_DATE_LABEL.test(text.slice(Math.max(0, date.start - 24), date.start)))
  return labelled ? { iso: labelled.iso, evidence: evidenceOf(paragraphs, index, text.lastIndexOf('Date', labelled.start), labelled.end) } : null
}

// "______ Date: " or ". Date: ": a bare label, not "Effective Date:" or "Due Date:".
const COVER_DATE_LABEL = /(?:^|_{2,}\s?|[.;]\s)Dated?\s?:\s?$/
const COVER_PARAGRAPHS = 15
const DATED_LINE = /^(?:[A-Z][A-Z\s,&-]{3,80}\s)?(?:dated|date|agreement\sdate)(?:\sas\sof)?\s?[:\-–]?\s/i

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


// "(the "Effective Date")", "(hereinafter the “Effective Date”)" right after a date; "the ("Effective
// Date")" as a filed text misplaces it.
const EFFECTIVE_DEFINED_AFTER = /^[,\s]{0,3}(?:the\s)?\((?:the\s|hereinafter\s(?:the\s)?|hereinafter\sreferred\sto\sas\s(?:the\s)?|referred\sto\sas\s(?:the\s)?)?["“']{1,2}(?:Effective|Commencement|Start)\s?Date["”']{1,2}/i
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
      const from = effectiveFrom(text, date)
      if (from === null) continue
      // A label the sentence splitter cut off ("… THIS ADDENDUM: MARCH 1, 2001") stays in the evidence.
      const sentence = sentenceEvidence(paragraphs, index, date.start, date.end)
      return { iso: date.iso, evidence: from < sentence.start ? evidenceOf(paragraphs, index, from, sentence.end) : sentence }
    }
  }
  const lastSigned = lastSignatureDate(paragraphs)
  if (lastSigned) return lastSigned
  if (agreement) {
    const byReference = definedAsAgreementDate(paragraphs)
    if (byReference) return { iso: agreement.iso, evidence: byReference, basis: `the date of the agreement, ${agreement.iso}` }
  }
  return null
}

/** Where the words that make a date the effective date begin; null when nothing does. */
function effectiveFrom(text: string, date: DateMention): number | null {
  const from = Math.max(0, date.start - 80)
  const before = text.slice(from, date.start)
  const label = EFFECTIVE_DEFINED_AFTER.test(text.slice(date.end, date.end + 60)) ? date.start : wordsBefore(text, date, before, from)
  // "that certain agreement effective as of June 25, 2013 among …": another agreement's date.
  if (label === null || ANOTHER_AGREEMENT_BEFORE.test(before) || datesAnotherAgreement(before)) return null
  return label
}

function wordsBefore(text: string, date: DateMention, before: string, from: number): number | null {
  const label = EFFECTIVE_BEFORE.exec(before) ?? EFFECTIVE_LABEL.exec(before)
  if (label) return from + label.index
  return EFFECTIVE_NAMELY.test(text.slice(Math.max(0, date.start - 200), date.start)) ? date.start : null
}

const ANOTHER_AGREEMENT_BEFORE = /\bthat\scertain\s(?:[\w-]+\s){0,6}?(?:agreement|contract|lease|license|licence)\b/i
// "COMMENCEMENT DATE FOR MAINTENANCE UNDER THIS ADDENDUM: MARCH 1, 2001", "Effective Date: April 17, 2017".
const EFFECTIVE_LABEL = /\b(?:effective|commencement)\sdate(?:\s[\w\s]{0,40}?\bthis\s(?:agreement|addendum|amendment|contract|lease))?\s?:\s?$/i
// "EFFECTIVE DATE shall mean the Date of Installation of the PSS in Kuwait, i.e. December 10, 1993."
const EFFECTIVE_NAMELY = /["“]?(?:Effective|Commencement)\sDate["”]?\s(?:shall\s)?(?:means?|be|is)\s[^.;]{0,120}?,?\s(?:i\.e\.|namely|that\sis)\s?,?\s?$/i

// "effective as of the date first written above" (or listed, mentioned), "commences upon execution
// of this document", ""Effective Date" means the date of this Agreement": the effective date is the
// agreement date.
const EFFECTIVE_AS_AGREEMENT_DATE = /(?:\beffective|\bcommenc(?:e[sd]?|ing)|\bterm\s(?:of\s)?(?:[\w()-]+\s){1,6}?(?:from|commencing\s(?:on|with)|beginning\son)|\bbegins?|\bbecome\seffective|\benters?\sinto\sforce|\btakes?\seffect|\bcomes?\sinto\s(?:force|effect)|["“]?(?:Effective|Commencement)\sDate["”]?\s(?:shall\s)?(?:means?|is|be))\s(?:as\sof\s|on\s|upon\s|from\s|with\s)?(?:the\s)?(?:date\s(?:first\s)?(?:above\s)?(?:written|set\sforth|stated|specified|listed|mentioned|shown)(?:\s(?:above|below))?|date\shereof|date\sof\s(?:this\s(?:agreement|contract)|(?:its\s)?(?:execution|signature|signing))|(?:full\s)?execution\b|signing\b|above\s(?:written\s)?date)/i
// "This Agreement has been duly executed as of the date first set forth above and shall be
// effective simultaneously".
const EXECUTED_AND_EFFECTIVE = /\bexecuted\s(?:as\sof|on)\s(?:the\s)?date\s(?:first\s)?(?:above\s)?(?:written|set\sforth|stated)(?:\s(?:above|below))?,?\s(?:and|to)\s(?:shall\s|will\s)?(?:be|become)\s(?:effective|binding)\b/i
// A definition, quoted or not as English drafting has it: "Commencement Date means the date of this Agreement".
const DEFINES_START = /^["“]?(?:Effective|Commencement)\sDate\b/i
// "Services Commencement Date means …" defines when something else starts. Only the lead's last
// words are tried: a hostile run of letters stays linear.
const QUALIFIED = /\b(?!The\b)[A-Z][\w-]*\s$/
const OF_THIS_AGREEMENT = /\bthis\s(?:[\w-]+\s){0,3}?(?:agreement|contract|amendment|document)\b|["“]Effective\sDate["”]/i

const ACCEPTED_LATER = /^\s(?:by\s[\w\s.,&]{1,40}?\s)?and\s(?:(?:its|the)\s)?(?:acceptance|approval|countersignature)\b/i

function definedAsAgreementDate(paragraphs: readonly string[]): KeyTermEvidence | null {
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    const match = EFFECTIVE_AS_AGREEMENT_DATE.exec(text) ?? (/xecuted\s/i.test(text) ? EXECUTED_AND_EFFECTIVE.exec(text) : null)
    if (!match) continue
    // "upon the date of its execution by MA and acceptance in writing by Company": the date the
    // second party accepts is not written down.
    if (ACCEPTED_LATER.test(paragraphs[index]?.slice(match.index + match[0].length, match.index + match[0].length + 60) ?? '')) continue
    const evidence = sentenceEvidence(paragraphs, index, match.index, match.index + match[0].length)
    // The agreement (or its term) must be what takes effect: "The standstill period begins on the
    // date of this Agreement" dates a standstill, not the agreement.
    const lead = evidence.text.slice(0, match.index - evidence.start)
    if ((OF_THIS_AGREEMENT.test(lead) || (DEFINES_START.test(match[0]) && !QUALIFIED.test(lead.slice(-40))) || /^term\b/i.test(match[0])) && !/\bperiod\b|\bobligation/i.test(lead) && !/\bnot\b|\bunless\b|\bin\seffect\sas\sof/i.test(lead + match[0])) return evidence
  }
  return null
}

// ""EFFECTIVE DATE" of this Agreement shall mean the date the last party hereto has executed this
// Agreement", "effective on the date on which it has been signed by both parties".
const LAST_SIGNATURE = /\b(?:effective\sdate["”]?(?:\sof\sthis\s(?:agreement|contract|amendment))?\s(?:shall\s)?(?:means?|be|is)|(?:become|becomes|be|is)\seffective\s(?:on|as\sof|upon))\s(?:the\s)?(?:(?:later|latest)\sof\sthe\sdates\s(?:of\s|on\swhich\s)?(?:signature|execution|the\sparties\ssign)|date\sof\s(?:the\s)?last\s(?:signature|execution)|date\s(?:on\swhich\s|that\s|when\s)?(?:the\slast\s(?:party|of\sthe\sparties|signatory)(?:\shereto|\sto\sthis\s(?:agreement|contract))?\s(?:has\s|shall\shave\s)?(?:executed|signed|signs|executes)|(?:it|this\s(?:agreement|contract))\s(?:has\sbeen|is)\s(?:executed|signed)\sby\s(?:both|all)\s(?:the\s)?parties))\b/i

const LAST_SIGNATURE_WORDS = /ffective/i

/**
 * An effective date defined as the day the last party signs: the latest date of the signature
 * blocks, its evidence that date and its basis the definition.
 */
function lastSignatureDate(paragraphs: readonly string[]): DateReading | null {
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    // A literal first: the full pattern is tried only where an effective date is spoken of.
    const match = LAST_SIGNATURE_WORDS.test(text) ? LAST_SIGNATURE.exec(text) : null
    if (!match) continue
    const signed = signatureDates(paragraphs)
    const last = signed.reduce<DateReading | null>((latest, date) => (!latest || date.iso > latest.iso ? date : latest), null)
    if (!last) return null
    const definition = sentenceEvidence(paragraphs, index, match.index, match.index + match[0].length)
    return { iso: last.iso, evidence: last.evidence, basis: `the date the last party signed (${signed.length === 1 ? 'the one date' : `the latest of ${signed.length} dates`} of the signature blocks), as "${clip(definition.text)}" defines it` }
  }
  return null
}

function clip(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, text.lastIndexOf(' ', 157))} …`
}

/**
 * Both dates of the agreement. Where the contract states only when it takes effect (""Effective
 * Date" shall mean December 5, 2014"; "THE EFFECTIVE DATE OF THIS RESELLER AGREEMENT SHALL BE: Sept
 * 29, 2004"), that date is also the date of the agreement, and its basis says so.
 */
export function readContractDates(paragraphs: readonly string[]): { agreement: DateReading | null; effective: DateReading | null } {
  const agreement = readAgreementDate(paragraphs)
  const effective = readEffectiveDate(paragraphs, agreement)
  // Only a date the contract calls its Effective Date: a "Commencement Date for Maintenance" dates a service.
  if (agreement || !effective || effective.basis !== undefined || !/\beffective\b/i.test(effective.evidence.text) || /\bcommencement\sdate\b/i.test(effective.evidence.text)) return { agreement, effective }
  return { agreement: { iso: effective.iso, evidence: effective.evidence, basis: `the effective date ${effective.iso}: the contract states no other date of the agreement` }, effective }
}
