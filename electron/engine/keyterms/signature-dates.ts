import { findDates, type DateReading } from './dates'
import { evidenceOf } from './evidence'

/*
 * Dates the signing pages give: the testimonium's ("IN WITNESS WHEREOF … executed this Agreement
 * this 14th day of February 2020") and the signature blocks' ("Date: November 5, 2019").
 */

const WITNESS = /\bIN\sWITNESS\sWHEREOF\b/i
const EXECUTED = /\b(?:execut\w*|sign\w*|dated)\b/i

/**
 * The first date of the signature blocks: after the testimonium where there is one (schedules and
 * exhibits may follow it at length), else in the last third.
 */
export function signatureDate(paragraphs: readonly string[]): DateReading | null {
  return signatureDates(paragraphs)[0] ?? null
}

// A signature block's date: "Date: November 5, 2019", "Its: Vice President/Sales Date: 3/21/08".
const SIGNATURE_DATE_LABEL = /(?:^|\s)Dated?\s?:{1,2}\s?$/i
// Another date a block may carry: "Effective Date:", "Expiration Date:", "Due Date:".
const OTHER_LABEL = /\b(?:effective|expiration|expiry|termination|commencement|start|end|due|delivery|closing|invoice|birth|issue)\s(?:date|dated)\s?:{1,2}\s?$/i
// A line that opens with the date, or with the place of signing and the date, beside the names:
// "5/17/12 GENO AURIEMMA", "Rome/Houston, 2 April 2020 Kiromic Biopharma Inc.".
const PLACE_BEFORE_DATE = /^(?:[A-Z][\p{L}/.' -]{1,40},\s)?$/u
const SIGNATURE_LINE_LENGTH = 200

/** Every date the signature blocks give, in reading order, with the span that states it. */
export function signatureDates(paragraphs: readonly string[]): DateReading[] {
  const witness = paragraphs.findLastIndex((text) => WITNESS.test(text))
  const found: DateReading[] = []
  const lastThird = Math.floor((paragraphs.length * 2) / 3)
  let headers: Set<string> | null = null
  for (let index = Math.max(0, witness); index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    if (!/\bdate/i.test(text) && (witness < 0 || index <= witness)) continue
    // The blocks may share the testimonium's paragraph: there, only after its first "By:".
    const blocksFrom = index === witness ? WITNESS_CLOSES.exec(text)?.[0].length ?? text.length : 0
    // Without a testimonium, only short lines of the last third or just below a "By: /s/" line
    // (signature blocks between the summary and the general provisions) count.
    const inBlock = witness >= 0 ? index > witness || blocksFrom < text.length : text.length <= SIGNATURE_LINE_LENGTH && (index >= lastThird || signedAbove(paragraphs, index))
    for (const date of findDates(text).slice(0, 8)) {
      const before = text.slice(Math.max(0, date.start - 30), date.start)
      const labelled = inBlock && date.start >= blocksFrom && (text.length <= SIGNATURE_LINE_LENGTH * 2 || index === witness) && SIGNATURE_DATE_LABEL.test(before) && !OTHER_LABEL.test(before)
      const opening = witness >= 0 && index > witness && text.length <= SIGNATURE_LINE_LENGTH / 2 && PLACE_BEFORE_DATE.test(text.slice(0, date.start)) && !(headers ??= runningHeaders(paragraphs)).has(text.slice(0, date.end))
      if (labelled || opening) {
        const from = labelled ? text.lastIndexOf('ate', date.start) - 1 : 0
        found.push({ iso: date.iso, evidence: evidenceOf(paragraphs, index, Math.max(0, from), date.end) })
      }
    }
  }
  return found
}

/** Dates that open two or more paragraphs: a running header of the filing ("May 3, 2016"), not a signing. */
function runningHeaders(paragraphs: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const text of paragraphs) {
    const opening = OPENING_DATE.exec(text)
    if (!opening) continue
    const date = findDates(opening[0])[0]
    if (!date || date.start !== 0) continue
    const key = opening[0].slice(0, date.end)
    if (seen.has(key)) repeated.add(key)
    seen.add(key)
  }
  return repeated
}

const OPENING_DATE = /^[\w ,/-]{6,24}/
const SIGNED = /\bBy\s?:\s?\/s\//

function signedAbove(paragraphs: readonly string[], index: number): boolean {
  for (let above = Math.max(0, index - 3); above <= index; above++) if (SIGNED.test(paragraphs[above] ?? '')) return true
  return false
}

// The testimonium and the blocks may share a paragraph ("IN WITNESS WHEREOF … By: … Date: 5/11/2016").
const WITNESS_CLOSES = /^[\s\S]*?\bIN\sWITNESS\sWHEREOF\b[\s\S]*?\bBy\s?:/i


export function witnessDate(paragraphs: readonly string[]): DateReading | null {
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
