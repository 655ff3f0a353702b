/**
 * One pass over a JSON body's bytes before it is read as a list of strings: whether it holds a
 * control byte (then JSON.parse decides), and where its bytes beyond ASCII are (the strings there
 * are decoded as UTF-8, the others as Latin-1).
 */

const SPACE = 0x20

/**
 * Where a body has bytes above 0x7f (parts of non-ASCII characters), as ascending, non-overlapping
 * [start, end) runs of byte offsets; a run may reach a few ASCII bytes beyond the character, which
 * only sends a string the slower, always correct, UTF-8 way.
 */
export class NonAsciiRuns {
  private runs = new Uint32Array(64)
  private count = 0
  /** The first run that may overlap the strings still to come: strings are asked about in order. */
  private next = 0

  add(start: number, end: number): void {
    const last = 2 * this.count - 1
    if (this.count > 0 && this.runs[last] === start) {
      this.runs[last] = end
      return
    }
    if (2 * this.count + 2 > this.runs.length) {
      const grown = new Uint32Array(this.runs.length * 2)
      grown.set(this.runs)
      this.runs = grown
    }
    this.runs[2 * this.count] = start
    this.runs[2 * this.count + 1] = end
    this.count++
  }

  /** Whether a run overlaps [start, end); each call's `start` must be at or after the previous call's `end`. */
  overlaps(start: number, end: number): boolean {
    while (this.next < this.count && (this.runs[2 * this.next + 1] ?? 0) <= start) this.next++
    return this.next < this.count && (this.runs[2 * this.next] ?? 0) < end
  }
}

/** Whether any byte is below 0x20 (see scanBytes). */
export function hasControlByte(bytes: Uint8Array): boolean {
  return scanBytes(bytes, new NonAsciiRuns())
}

/**
 * Whether any byte is below 0x20: a control character, which JSON forbids inside strings (and
 * whitespace other than spaces, which this reader leaves to the general parser); on the way, where
 * bytes above 0x7f are. Read four bytes at a time: a word has a byte below 0x20 exactly when
 * `(w - 0x20202020) & ~w & 0x80808080` is not zero (each byte's borrow reaches its top bit only
 * from a byte below 0x20 with that bit clear), and a byte above 0x7f when `w & 0x80808080` is not.
 * Four words are tested together (their results ORed), so the loop branches once per 16 bytes;
 * only a block with a byte above 0x7f, rare in contracts, is looked at word by word.
 */
export function scanBytes(bytes: Uint8Array, nonAscii: NonAsciiRuns): boolean {
  // Whole words from the first byte whose address is a multiple of four; the bytes around them one by one.
  const first = Math.min(bytes.length, (4 - (bytes.byteOffset & 3)) & 3)
  const wordCount = (bytes.length - first) >>> 2
  const rest = first + 4 * wordCount
  for (let i = 0; i < first; i++) {
    const byte = bytes[i] ?? SPACE
    if (byte < SPACE) return true
    if (byte > 0x7f) nonAscii.add(i, i + 1)
  }
  if (wordCount > 0) {
    // Int32: V8 keeps the words and the `| 0` differences in registers, never as doubles.
    const words = new Int32Array(bytes.buffer, bytes.byteOffset + first, wordCount)
    const blocks = wordCount & ~3
    let i = 0
    for (; i < blocks; i += 4) {
      const a = words[i] ?? 0
      const b = words[i + 1] ?? 0
      const c = words[i + 2] ?? 0
      const d = words[i + 3] ?? 0
      if ((belowSpace(a) | belowSpace(b) | belowSpace(c) | belowSpace(d)) !== 0) return true
      if (((a | b | c | d) & HIGH_BITS) !== 0) {
        for (let j = i; j < i + 4; j++) if (((words[j] ?? 0) & HIGH_BITS) !== 0) nonAscii.add(first + 4 * j, first + 4 * j + 4)
      }
    }
    for (; i < wordCount; i++) {
      const word = words[i] ?? 0
      if (belowSpace(word) !== 0) return true
      if ((word & HIGH_BITS) !== 0) nonAscii.add(first + 4 * i, first + 4 * i + 4)
    }
  }
  for (let i = rest; i < bytes.length; i++) {
    const byte = bytes[i] ?? SPACE
    if (byte < SPACE) return true
    if (byte > 0x7f) nonAscii.add(i, i + 1)
  }
  return false
}

const HIGH_BITS = 0x80808080 | 0
const SPACES = 0x20202020

/** Not zero when one of the word's four bytes is below 0x20 (see scanBytes). */
function belowSpace(word: number): number {
  return ((word - SPACES) | 0) & ~word & HIGH_BITS
}
