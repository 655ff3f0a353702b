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
 * Where the word starting at `start` ends: a run of letters and digits, joined by an inner
 * apostrophe or hyphen ("Co-Branded", "Party's"). A hand-written scanner: the checker reads every
 * word of a 5,000-paragraph contract, and a Unicode regular expression costs several times more.
 */
function wordEnd(text: string, start: number): number {
  const n = text.length
  let i = start + 1
  while (i < n) {
    const c = text.charCodeAt(i)
    if (isWordChar(c)) i++
    else if ((c === 39 || c === 0x2019 || c === 45) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) i += 2
    else break
  }
  return i
}

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
    i = wordEnd(text, start)
    out.push({ text: text.slice(start, i), start, end: i })
  }
  return out
}

/**
 * The words of every paragraph of a document, read once and shared by every check. A 5,000-paragraph
 * contract has some 300,000 words; kept as objects and strings for the length of a check, they were
 * copied and promoted by the garbage collector, which took a third of the checker's time. So they are
 * kept compact: offsets in typed arrays, numbered from the first paragraph on, and each distinct word's
 * text stored once (a contract has a few thousand) and referred to by its number, its `id`.
 */
export class ParagraphWords {
  /** Each distinct word's text, by its id. */
  readonly vocabulary: string[] = []
  private starts: Int32Array
  private ends: Int32Array
  private ids: Int32Array
  /** Paragraph p's words are numbered from firsts[p] up to firsts[p + 1]. */
  private readonly firsts: Int32Array
  private count = 0
  /** Open addressing over the words' hashes: id + 1 in each used slot. */
  private slots = new Int32Array(1 << 12)
  /** By word id, the word's hash. */
  private hashes = new Int32Array(1 << 11)
  /** Per test of a word, by word id: 0 not yet tested, 1 passes, 2 fails. */
  private readonly verdicts = new Map<(word: string) => boolean, Uint8Array>()

  constructor(paragraphs: readonly string[]) {
    let characters = 0
    for (const text of paragraphs) characters += text.length
    // A word and the space after it take six characters on average; the arrays grow if not.
    const capacity = Math.max(64, Math.ceil(characters / 5))
    this.starts = new Int32Array(capacity)
    this.ends = new Int32Array(capacity)
    this.ids = new Int32Array(capacity)
    this.firsts = new Int32Array(paragraphs.length + 1)
    for (let p = 0; p < paragraphs.length; p++) {
      this.firsts[p] = this.count
      this.read(paragraphs[p]!)
    }
    this.firsts[paragraphs.length] = this.count
  }

  /** The number of paragraph p's first word. */
  first(p: number): number {
    return this.firsts[p]!
  }

  /** One past the number of paragraph p's last word. */
  end(p: number): number {
    return this.firsts[p + 1]!
  }

  startOf(k: number): number {
    return this.starts[k]!
  }

  endOf(k: number): number {
    return this.ends[k]!
  }

  idOf(k: number): number {
    return this.ids[k]!
  }

  textOf(k: number): string {
    return this.vocabulary[this.ids[k]!]!
  }

  /**
   * Whether word k passes a test; each distinct word of the document is tested once, so the test
   * should be a function made once (at module load), not a new closure per call.
   */
  is(k: number, test: (word: string) => boolean): boolean {
    return this.verdict(this.verdictsOf(test), this.ids[k]!, test)
  }

  /**
   * Whether any word of paragraph p passes a test. A check that concerns only the paragraphs naming
   * a month, or a section, asks this rather than run its pattern over every paragraph's text: the
   * words were read already, and a contract's few thousand distinct words are tested once each.
   */
  some(p: number, test: (word: string) => boolean): boolean {
    const verdicts = this.verdictsOf(test)
    const end = this.firsts[p + 1]!
    for (let k = this.firsts[p]!; k < end; k++) if (this.verdict(verdicts, this.ids[k]!, test)) return true
    return false
  }

  private verdictsOf(test: (word: string) => boolean): Uint8Array {
    let verdicts = this.verdicts.get(test)
    if (!verdicts) {
      verdicts = new Uint8Array(this.vocabulary.length)
      this.verdicts.set(test, verdicts)
    }
    return verdicts
  }

  private verdict(verdicts: Uint8Array, id: number, test: (word: string) => boolean): boolean {
    let known = verdicts[id]!
    if (known === 0) {
      known = test(this.vocabulary[id]!) ? 1 : 2
      verdicts[id] = known
    }
    return known === 1
  }

  /** Words `from` up to `to` as objects, for the rarer readings that want them; not kept. */
  slice(from: number, to: number): Word[] {
    const out = new Array<Word>(Math.max(0, to - from))
    for (let k = from; k < to; k++) out[k - from] = { text: this.vocabulary[this.ids[k]!]!, start: this.starts[k]!, end: this.ends[k]! }
    return out
  }

  /** Paragraph p's words as objects; made on each call and not kept. */
  of(p: number): Word[] {
    return this.slice(this.firsts[p]!, this.firsts[p + 1]!)
  }

  /**
   * Reads a paragraph's words as `words` does, hashing each (FNV-1a over its UTF-16 code units) in
   * the same pass: the scanner is repeated here rather than shared, because reading the text twice
   * cost a sixth of the tokenising (a test holds the two to the same words).
   */
  private read(text: string): void {
    const n = text.length
    let i = 0
    while (i < n) {
      let c = text.charCodeAt(i)
      if (!isWordChar(c)) {
        i++
        continue
      }
      const start = i
      let hash = Math.imul(0x811c9dc5 ^ c, 0x01000193)
      i++
      while (i < n) {
        c = text.charCodeAt(i)
        if (isWordChar(c)) {
          hash = Math.imul(hash ^ c, 0x01000193)
          i++
        } else if ((c === 39 || c === 0x2019 || c === 45) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) {
          hash = Math.imul(Math.imul(hash ^ c, 0x01000193) ^ text.charCodeAt(i + 1), 0x01000193)
          i += 2
        } else break
      }
      if (this.count === this.starts.length) this.grow()
      this.starts[this.count] = start
      this.ends[this.count] = i
      this.ids[this.count] = this.intern(text, start, i, hash)
      this.count++
    }
  }

  /** The id of the word text[start, end), read without cutting it out of the text unless it is new. */
  private intern(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1
    let slot = hash & mask
    for (let entry = this.slots[slot]!; entry !== 0; entry = this.slots[slot]!) {
      const id = entry - 1
      if (this.hashes[id] === hash && sameText(this.vocabulary[id]!, text, start, end)) return id
      slot = (slot + 1) & mask
    }
    const id = this.vocabulary.length
    this.vocabulary.push(text.slice(start, end))
    if (id === this.hashes.length) {
      const grown = new Int32Array(this.hashes.length * 2)
      grown.set(this.hashes)
      this.hashes = grown
    }
    this.hashes[id] = hash
    this.slots[slot] = id + 1
    if (this.vocabulary.length * 2 > this.slots.length) this.rehash()
    return id
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2)
    const mask = this.slots.length - 1
    for (let id = 0; id < this.vocabulary.length; id++) {
      let slot = this.hashes[id]! & mask
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask
      this.slots[slot] = id + 1
    }
  }

  private grow(): void {
    const size = this.starts.length * 2
    const grown = (from: Int32Array) => {
      const to = new Int32Array(size)
      to.set(from)
      return to
    }
    this.starts = grown(this.starts)
    this.ends = grown(this.ends)
    this.ids = grown(this.ids)
  }
}

function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false
  return true
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
