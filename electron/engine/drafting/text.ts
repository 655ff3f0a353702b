/**
 * Words with their offsets. Every pattern in the checker is linear (no nested quantifiers, no
 * back-references): paragraphs come from untrusted documents.
 */
export interface Word {
  text: string
  start: number
  end: number
}

const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}\p{M}]/u

/**
 * Whether each UTF-16 code unit is a letter, digit or mark: 0 not yet known, 1 yes, 2 no. Filled
 * as codes are met, so the Unicode test runs once per distinct character, not once per occurrence
 * (curly quotes and dashes are in most paragraphs of a contract).
 */
const WORD_CHAR = new Uint8Array(0x10000)
for (let c = 0; c < 128; c++) WORD_CHAR[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 2

function isWordChar(code: number): boolean {
  let known = WORD_CHAR[code]!
  if (known === 0) {
    // A lone surrogate is no letter, as the Unicode test says of a half of a pair.
    known = NON_ASCII_WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 2
    WORD_CHAR[code] = known
  }
  return known === 1
}

/**
 * Runs of letters and digits, joined by an inner apostrophe or hyphen ("Co-Branded", "Party's").
 * A hand-written scanner: the checker reads every word of a 5,000-paragraph contract several
 * times, and a Unicode regular expression costs several times more.
 */
export function words(text: string): Word[] {
  const out: Word[] = []
  const n = text.length
  let i = 0
  while (i < n) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++
      continue
    }
    const start = i
    i++
    while (i < n) {
      const c = text.charCodeAt(i)
      if (isWordChar(c)) i++
      else if ((c === 39 || c === 0x2019 || c === 45) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) i += 2
      else break
    }
    out.push({ text: text.slice(start, i), start, end: i })
  }
  return out
}

/** The words of one of the document's paragraphs, read once and shared by every check. */
export class ParagraphWords {
  private readonly read: Array<Word[] | undefined>
  constructor(private readonly paragraphs: readonly string[]) {
    this.read = new Array<Word[] | undefined>(paragraphs.length)
  }
  of(p: number): Word[] {
    let ws = this.read[p]
    if (!ws) {
      ws = words(this.paragraphs[p] ?? '')
      this.read[p] = ws
    }
    return ws
  }
}


export function isCapitalised(word: string): boolean {
  const first = word.charAt(0)
  return first !== first.toLowerCase() && first === first.toUpperCase()
}

export function isAllCaps(word: string): boolean {
  return /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word)
}

export function isLowercase(word: string): boolean {
  return !/\p{Lu}/u.test(word)
}

/** Title Case: a capital, then only lowercase letters (hyphenated parts may be capitalised too). */
export function isTitleCase(word: string): boolean {
  return /^\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?(?:-\p{Lu}?\p{Ll}+)*$/u.test(word)
}

/** The words a sentence can start after: a position right after these begins a sentence. */
export function startsSentence(text: string, at: number): boolean {
  let i = at - 1
  while (i >= 0 && /[\s"“'‘([]/.test(text.charAt(i))) i--
  if (i < 0) return true
  return /[.!?:;]/.test(text.charAt(i))
}

/** Folds a word for comparison: lower case, curly apostrophes straight, possessive dropped. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase()
  if (!lower.includes("'") && !lower.includes('’')) return lower
  return lower.replace(/’/g, "'").replace(/'s$|s'$/, (m) => (m === "s'" ? 's' : ''))
}

/** The singular of an English plural as contracts use them; good enough to match a defined term. */
export function singular(word: string): string {
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 115) return word
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y'
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2)
  if (/[^s']s$/.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}
