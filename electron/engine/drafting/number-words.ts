/**
 * English number words as contracts write them ("thirty", "One Hundred Thousand", "twenty-five",
 * "one hundred and five", "one-half"), read strictly: every word must be a number word, or the
 * reading fails. Strictness is the point: a lenient reader that guesses makes false alarms.
 */
export const UNITS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19
}
export const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 }
const FRACTIONS: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5, tenth: 10, tenths: 10 }

export function isNumberWord(word: string): boolean {
  const w = word.toLowerCase()
  return w in UNITS || w in TENS || w in SCALES || w === 'hundred' || w.split('-').every((part) => part in UNITS || part in TENS || part in FRACTIONS)
}

/** The value of a sequence of number words, or null when it is not one well-formed number. */
export function parseNumberWords(tokens: readonly string[]): number | null {
  const ws = tokens.flatMap((t) => t.toLowerCase().split('-')).filter((w) => w !== 'and' && w !== 'a')
  if (ws.length === 0) return null
  // "one-half", "two-thirds"
  const fraction = ws.length === 2 ? FRACTIONS[ws[1]!] : undefined
  if (fraction !== undefined && ws[0]! in UNITS) return UNITS[ws[0]!]! / fraction
  let total = 0
  let group = 0
  let lastKind: 'unit' | 'ten' | 'hundred' | 'scale' | null = null
  let lastScale = Infinity
  for (const w of ws) {
    if (w in UNITS) {
      if (lastKind === 'unit' || (lastKind === 'ten' && UNITS[w]! >= 10) || (lastKind === 'ten' && UNITS[w]! === 0)) return null
      group += UNITS[w]!
      lastKind = 'unit'
    } else if (w in TENS) {
      if (lastKind === 'unit' || lastKind === 'ten') return null
      group += TENS[w]!
      lastKind = 'ten'
    } else if (w === 'hundred') {
      if (lastKind !== 'unit' || group % 100 === 0 || group >= 100) return null
      group *= 100
      lastKind = 'hundred'
    } else if (w in SCALES) {
      const scale = SCALES[w]!
      if (group === 0 || scale >= lastScale) return null
      total += group * scale
      group = 0
      lastScale = scale
      lastKind = 'scale'
    } else return null
  }
  return total + group
}
