import type { Finding } from '../../../shared/api/drafting-checks'
import { makeFinding } from './finding'
import type { Layout } from './layout'
import { isNumberWord, parseNumberWords } from './number-words'
import { words } from './text'

/**
 * Words and figures that disagree: "thirty (60) days", "One Hundred Thousand Dollars ($10,000)",
 * "30 (sixty) days". The suggestion makes the figure agree with the words: by the usual rule of
 * construction words prevail over figures (UCC § 3-114 states it for instruments), so the words are
 * the side a court would hold certain. A pair whose words do not read as one number is left alone.
 */
const FIGURE_IN_PARENS = /\(\s*((?:US\s?\$|U\.S\.\s?\$|\$|€|£|USD\s?|EUR\s?|GBP\s?)?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%|percent)?\s*\)/g
const FIGURE_THEN_WORDS = /((?:US\s?\$|\$|€|£)?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%?)\s*\(([A-Za-z][A-Za-z ,-]{0,150})\)/g
const UNIT_WORDS = new Set(['dollars', 'dollar', 'us', 'u', 's', 'usd', 'euros', 'euro', 'pounds', 'sterling', 'percent', 'per', 'cent', 'united', 'states', 'canadian', 'only', 'and'])

export function findNumberMismatches(paragraphs: readonly string[], layout: Layout): Finding[] {
  const findings: Finding[] = []
  for (let p = 0; p < paragraphs.length; p++) {
    if (layout.toc[p]) continue
    const text = paragraphs[p]!
    // Words and figures side by side need a parenthesis and a figure.
    if (!text.includes('(') || !/\d/.test(text)) continue
    for (const m of text.matchAll(FIGURE_IN_PARENS)) {
      const figure = Number(m[2]!.replace(/,/g, '') + (m[3] ?? ''))
      const spoken = wordsBefore(text, m.index)
      if (!spoken || !spoken.cents.certain) continue
      const value = spoken.value + spoken.cents.value
      if (Math.abs(value - figure) < 0.005) continue
      const figureStart = m.index + m[0].indexOf(m[2]!)
      const figureEnd = figureStart + m[2]!.length + (m[3]?.length ?? 0)
      const suggestion = text.slice(spoken.start, figureStart) + formatLike(value, m[2]!, m[3]) + text.slice(figureEnd, m.index + m[0].length)
      findings.push(
        makeFinding(paragraphs, {
          kind: 'number-mismatch',
          paragraphIndex: p,
          start: spoken.start,
          end: m.index + m[0].length,
          message: `the words say ${formatLike(value, '0,000', undefined)} but the figure says ${m[2]}${m[3] ?? ''}`,
          suggestion
        })
      )
    }
    for (const m of text.matchAll(FIGURE_THEN_WORDS)) {
      const inner = m[5]!
      const tokens = words(inner).map((w) => w.text)
      while (tokens.length > 0 && UNIT_WORDS.has(tokens[tokens.length - 1]!.toLowerCase())) tokens.pop()
      if (tokens.length === 0 || !tokens.every((t) => isNumberWord(t) || t.toLowerCase() === 'and')) continue
      const value = parseNumberWords(tokens)
      if (value === null) continue
      if (m.index > 0 && /[\d.,/]/.test(text.charAt(m.index - 1))) continue
      const figure = Number(m[2]!.replace(/,/g, '') + (m[3] ?? ''))
      if (Math.abs(value - figure) < 0.005) continue
      const figureStart = m.index + m[1]!.length
      findings.push(
        makeFinding(paragraphs, {
          kind: 'number-mismatch',
          paragraphIndex: p,
          start: m.index,
          end: m.index + m[0].length,
          message: `the figure says ${m[2]}${m[3] ?? ''} but the words say ${formatLike(value, '0,000', undefined)}`,
          suggestion: m[1]! + formatLike(value, m[2]!, m[3]) + text.slice(figureStart + m[2]!.length + (m[3]?.length ?? 0), m.index + m[0].length)
        })
      )
    }
  }
  return findings
}

interface Spoken {
  start: number
  value: number
  cents: { value: number; certain: boolean }
}

/** The number words ending right before a parenthesis, skipping "Dollars", "percent" and "and 50/100". */
function wordsBefore(text: string, parenAt: number): Spoken | null {
  const windowStart = Math.max(0, parenAt - 200)
  const before = text.slice(windowStart, parenAt)
  if (!/\S\s*$/.test(before)) return null
  let cents = { value: 0, certain: true }
  const fraction = /\s+and\s+(\d{1,2})\/100\s*(?:(?:U\.?S\.?\s+)?dollars?)?\s*$/i.exec(before)
  const ws = words(fraction ? before.slice(0, fraction.index) : before)
  if (fraction) cents = { value: Number(fraction[1]) / 100, certain: true }
  let k = ws.length - 1
  if (!fraction) {
    while (k >= 0 && UNIT_WORDS.has(ws[k]!.text.toLowerCase()) && ws[k]!.text.toLowerCase() !== 'and') k--
  }
  // Only whitespace (and the unit words skipped) may stand between the words and the parenthesis.
  const last = k
  const first = (() => {
    let j = last
    while (j >= 0) {
      const w = ws[j]!.text
      if (isNumberWord(w) || (w.toLowerCase() === 'and' && j > 0 && isNumberWord(ws[j - 1]!.text) && j < last)) j--
      else break
    }
    return j + 1
  })()
  if (first > last || last < 0) return null
  // "one percent and one-half (1.5%)", "one and half percent": a compound the strict reader does not take.
  if (first > 0 && /^and$/i.test(ws[first - 1]!.text)) return null
  if (ws.slice(first, last + 1).some((w) => /half|third|quarter|fourth|fifth|tenth/i.test(w.text)) && last - first > 0) return null
  for (let j = first + 1; j <= last; j++) if (!/^[\s-]+$/.test(before.slice(ws[j - 1]!.end, ws[j]!.start))) return null
  const tail = before.slice(ws[last]!.end)
  if (!/^[\sA-Za-z.$]*$/.test(tail) && !fraction) return null
  const value = parseNumberWords(ws.slice(first, last + 1).map((w) => w.text))
  if (value === null) return null
  return { start: windowStart + ws[first]!.start, value, cents }
}

/** A value written the way the original figure was: with or without thousands commas and decimals. */
function formatLike(value: number, integerPart: string, decimals: string | undefined): string {
  const digits = decimals ? decimals.length - 1 : Number.isInteger(value) ? 0 : 2
  const fixed = value.toFixed(digits)
  const [whole, fractionPart] = fixed.split('.')
  const grouped = integerPart.includes(',') ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole!
  return fractionPart ? `${grouped}.${fractionPart}` : grouped
}
