/*
 * Numbers as contracts write them: "thirty (30)", "sixty", "one hundred eighty (180)", "12",
 * "twelve (12)". Where a figure in parentheses follows the words, the figure wins: it is what the
 * drafter meant to be unambiguous. Only English number words up to a few hundred occur in terms
 * and notice periods, so a table is all that is needed.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19
}
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }

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
  return wordsValue(text.toLowerCase())
}

function wordsValue(words: string): number | null {
  let total = 0
  let current = 0
  let seen = false
  for (const word of words.split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue
    if (word === 'hundred') {
      current = (current || 1) * 100
    } else if (word in UNITS) {
      current += UNITS[word] ?? 0
    } else if (word in TENS) {
      current += TENS[word] ?? 0
    } else {
      return null
    }
    seen = true
  }
  total += current
  return seen ? total : null
}
