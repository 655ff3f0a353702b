/*
 * Numbers as contracts write them: "thirty (30)", "sixty", "one hundred eighty (180)", "12",
 * "twelve (12)". Where a figure in parentheses follows the words, the figure wins: it is what the
 * drafter meant to be unambiguous. Only English number words up to a few hundred occur in terms
 * and notice periods, so a table is all that is needed. The words are those the drafting checks
 * read, with their strict reader: the pattern below admits only well-formed numbers anyway.
 */
import { parseNumberWords, TENS, UNITS } from '../drafting/number-words'

const UNIT_WORD = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|')
const TENS_WORD = Object.keys(TENS).join('|')
const BELOW_HUNDRED = `(?:(?:${TENS_WORD})(?:[- ](?:${UNIT_WORD}))?|${UNIT_WORD})`
const WORDS = `(?:(?:${UNIT_WORD})[- ]hundred(?:(?: and)? ${BELOW_HUNDRED})?|${BELOW_HUNDRED})`

/**
 * A number in words, in digits, or both ("ninety (90)"), as a RegExp source with no capture
 * groups and no unbounded repetition.
 */
export const NUMBER = `(?:(?:${WORDS})(?:\\s{0,2}\\(\\s?\\d{1,4}\\s?\\))?|\\d{1,4}(?:\\s{0,2}\\(\\s?(?:${WORDS})\\s?\\))?|\\(\\s?\\d{1,4}\\s?\\))`

/** The value of a NUMBER match; null when it holds no number. */
export function parseNumber(text: string): number | null {
  const figure = /\d{1,4}/.exec(text)
  if (figure) return Number(figure[0])
  return parseNumberWords(text.split(/[\s-]+/).filter((word) => word !== ''))
}
