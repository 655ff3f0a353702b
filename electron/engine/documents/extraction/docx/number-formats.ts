/**
 * Renders a list counter the way Word does for the common ST_NumberFormat values. Formats Folio
 * does not know (East Asian counting systems and the like) fall back to decimal, which still
 * identifies the clause.
 */
export function formatListNumber(value: number, format: string): string {
  switch (format) {
    case 'decimal':
      return String(value)
    case 'decimalZero':
      return value >= 0 && value < 10 ? `0${value}` : String(value)
    case 'upperRoman':
      return toRoman(value).toUpperCase()
    case 'lowerRoman':
      return toRoman(value)
    case 'upperLetter':
      return toLetters(value).toUpperCase()
    case 'lowerLetter':
      return toLetters(value)
    case 'ordinal':
      return `${value}${ordinalSuffix(value)}`
    case 'none':
      return ''
    default:
      return String(value)
  }
}

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i']
]

function toRoman(value: number): string {
  if (value <= 0 || value >= 4000) return String(value)
  let remaining = value
  let roman = ''
  for (const [amount, numeral] of ROMAN) {
    while (remaining >= amount) {
      roman += numeral
      remaining -= amount
    }
  }
  return roman
}

/** Word's letter numbering repeats the letter past z: 26 → z, 27 → aa, 28 → bb. */
function toLetters(value: number): string {
  if (value <= 0) return String(value)
  const letter = String.fromCharCode(97 + ((value - 1) % 26))
  return letter.repeat(Math.floor((value - 1) / 26) + 1)
}

function ordinalSuffix(value: number): string {
  const lastTwo = value % 100
  if (lastTwo >= 11 && lastTwo <= 13) return 'th'
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'
}
