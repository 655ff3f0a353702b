/*
 * Calendar dates as contracts write them. Every form returns its span so the caller can name the
 * evidence; blanks left for signing ("this ___ day of ____, 2014") carry no day and are never a
 * date.
 */

import type { KeyTermEvidence } from '../../../shared/api/key-terms'

/** A date read as one of the contract's dates, with its evidence and, when computed, how. */
export interface DateReading {
  iso: string
  evidence: KeyTermEvidence
  basis?: string
}

export interface DateMention {
  iso: string
  start: number
  end: number
}

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12
}

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?'
// "5th", "5 th", "15t h" (the filing's text sometimes splits the suffix).
const DAY = '(\\d{1,2})(?:\\s?(?:st|nd|rd|th|t\\s?h|s\\s?t|n\\s?d|r\\s?d))?'
const YEAR = '((?:19|20)\\d{2})'

const FORMS: ReadonlyArray<{ pattern: RegExp; order: 'mdy' | 'dmy' | 'ymd' }> = [
  // May 5, 2014 · May 5th 2014 · Sept. 5, 2014 · July 11 , 2006
  { pattern: new RegExp(`\\b${MONTH}\\s{1,3}${DAY}\\s?,?\\s{1,3}${YEAR}\\b`, 'gi'), order: 'mdy' },
  // the 5th day of May, 2014 · 5th day of May 2014 · 5 May 2014 · 5th of May, 2014 · First (1st) day of January, 1996
  { pattern: new RegExp(`\\b${DAY}\\)?(?:\\s{1,3}day)?(?:\\s{1,3}of)?\\s{1,3}${MONTH}\\s?,?\\s{1,3}${YEAR}\\b`, 'gi'), order: 'dmy' },
  // 05/05/2014 · 5-5-14 (US order, as in SEC filings); dotted forms are left out: "2.1.2014" is as often a clause number
  { pattern: /\b(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})\b/g, order: 'mdy' },
  // 2014-05-05
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, order: 'ymd' }
]

/** Every date written in a text, in reading order. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = []
  // Characters already read as part of a date: a later form never reads them again.
  const covered = new Uint8Array(text.length)
  for (const { pattern, order } of FORMS) {
    pattern.lastIndex = 0
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const start = match.index
      const end = start + match[0].length
      const iso = isoOf(match, order)
      if (!iso || covered[start] === 1 || covered[end - 1] === 1) continue
      covered.fill(1, start, end)
      found.push({ iso, start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

function isoOf(match: RegExpExecArray, order: 'mdy' | 'dmy' | 'ymd'): string | null {
  if (order === 'ymd') return isoDate(Number(match[1]), Number(match[2]), Number(match[3]))
  if (match[2] !== undefined && /^[/-]$/.test(match[2])) {
    return isoDate(fullYear(match[4] ?? ''), Number(match[1]), Number(match[3]))
  }
  if (order === 'mdy') return isoDate(Number(match[3]), monthNumber(match[1]), Number(match[2]))
  return isoDate(Number(match[3]), monthNumber(match[2]), Number(match[1]))
}

function monthNumber(name: string | undefined): number {
  return MONTHS[(name ?? '').toLowerCase().replace('.', '')] ?? 0
}

/** Two-digit years in filings: "99" is 1999, "06" is 2006. */
function fullYear(text: string): number {
  const year = Number(text)
  if (text.length === 4) return year
  return year >= 50 ? 1900 + year : 2000 + year
}

export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > last) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}


/**
 * An ISO date moved by whole months, the day kept and clamped to the month's end (a term of one
 * year from 29 February ends on 28 February): how a lawyer counts "N years from" a date.
 */
export function addMonths(iso: string, months: number): string | null {
  const [year, month, day] = iso.split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined) return null
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  return isoDate(targetYear, targetMonth, Math.min(day, last))
}

/** An ISO date moved by days. */
export function addDays(iso: string, days: number): string | null {
  const [year, month, day] = iso.split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined) return null
  const moved = new Date(Date.UTC(year, month - 1, day + days))
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}
