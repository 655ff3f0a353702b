import type { Finding } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import type { Layout } from './layout'
import type { ParagraphWords } from './text'

/**
 * Calendar dates that do not exist: "February 30, 2021", "31 June 2020", "the 29th day of
 * February, 2019", "13/13/2020". A date with no year is checked against the longest month
 * ("February 30" never exists; "February 29" may). A numeric date is invalid only when it is
 * invalid read both ways (month first and day first), since a contract may use either.
 */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)'
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'g')
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH},?(?:\\s+(\\d{4}))?\\b`, 'g')
const NUMERIC = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4})\b/g
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g
/**
 * Every month's name, written out or cut short, begins with one of these; a month's name is letters,
 * so it lies inside one of the paragraph's words, and a paragraph with no such word is spared the
 * two month patterns (the costliest of this check).
 */
const MONTH_START = /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/
const mayNameAMonth = (word: string): boolean => MONTH_START.test(word)

export function findInvalidDates(paragraphs: readonly string[], layout: Layout, paragraphWords: ParagraphWords): Finding[] {
  const findings: Finding[] = []
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p]) continue
    const text = paragraphs[p]!
    if (!/\d/.test(text)) continue
    const flagged = new Set<number>()
    const add = (start: number, end: number, message: string) => {
      if (flagged.has(start)) return
      flagged.add(start)
      findings.push(makeFinding(paragraphs, { kind: 'invalid-date', paragraphIndex: p, start, end, message }))
    }
    const months = paragraphWords.some(p, mayNameAMonth)
    for (const m of months ? text.matchAll(MONTH_DAY_YEAR) : []) {
      if (m[1] === 'May' && !m[3] && !/^\s*\d/.test(text.slice(m.index + 3))) continue
      const month = monthIndex(m[1]!)
      const day = Number(m[2])
      const year = m[3] ? Number(m[3]) : null
      if (!exists(year, month, day)) add(m.index, m.index + m[0].length, invalidMessage(m[1]!, day, year))
    }
    for (const m of months ? text.matchAll(DAY_MONTH_YEAR) : []) {
      const month = monthIndex(m[2]!)
      const day = Number(m[1])
      const year = m[3] ? Number(m[3]) : null
      if (!exists(year, month, day)) add(m.index, m.index + m[0].length, invalidMessage(m[2]!, day, year))
    }
    for (const m of text.matchAll(NUMERIC)) {
      const a = Number(m[1])
      const b = Number(m[3])
      const year = Number(m[4])
      if (!exists(year, a - 1, b) && !exists(year, b - 1, a)) add(m.index, m.index + m[0].length, `${m[0]} is not a date, read month first or day first`)
    }
    for (const m of text.matchAll(ISO)) {
      if (!exists(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) add(m.index, m.index + m[0].length, `${m[0]} is not a date`)
    }
  }
  return findings
}

function monthIndex(name: string): number {
  const key = name.toLowerCase().replace(/\.$/, '').slice(0, 3)
  return MONTHS.findIndex((m) => m.startsWith(key))
}

/** Whether the day exists in that month (of that year, or of some year when none is given). */
function exists(year: number | null, month: number, day: number): boolean {
  if (month < 0 || month > 11 || day < 1) return false
  const probeYear = year ?? 2024 // a leap year: without a year, February 29 may exist
  const date = new Date(Date.UTC(probeYear, month, day))
  return date.getUTCMonth() === month && date.getUTCDate() === day
}

function invalidMessage(month: string, day: number, year: number | null): string {
  const name = MONTHS[monthIndex(month)]!
  const title = name.charAt(0).toUpperCase() + name.slice(1)
  return year === null ? `${title} has no day ${day}` : `${title} ${year} has no day ${day}`
}
