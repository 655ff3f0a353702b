const BACKSLASH = 0x5c
const NOT_SIMPLE = 0xff

/** The byte each one-character JSON escape stands for (`\n` → 0x0a); NOT_SIMPLE for `\u` and anything JSON refuses. */
const SIMPLE_ESCAPES = new Uint8Array(256).fill(NOT_SIMPLE)
for (const [letter, byte] of [
  ['"', 0x22],
  ['\\', 0x5c],
  ['/', 0x2f],
  ['b', 0x08],
  ['f', 0x0c],
  ['n', 0x0a],
  ['r', 0x0d],
  ['t', 0x09]
] as const) {
  SIMPLE_ESCAPES[letter.charCodeAt(0)] = byte
}

/**
 * The UTF-8 bytes of JSON strings written with one-character escapes (`\"`, `\n`: a quoted defined
 * term, a line break; one CUAD paragraph in eight has one), unescaped into one growing buffer. Each
 * escape stands for one ASCII byte and sits between whole characters, so the bytes around it are
 * copied as they are and stay valid UTF-8: the string's value is these bytes decoded, and the
 * matcher reads them as they are, where JSON.parse and then an encoding of its value cost twice.
 * `\u` escapes, which may be halves of surrogate pairs or lone ones, are left to JSON.parse.
 */
export class UnescapedBytes {
  private buffer = Buffer.allocUnsafe(0)
  private used = 0

  /** The bytes written so far (a buffer that may be replaced as it grows: read it when done). */
  get bytes(): Buffer {
    return this.buffer
  }

  get length(): number {
    return this.used
  }

  /**
   * Appends the unescaped contents of the string literal whose contents are `source[start, end)`
   * (no closing quote inside). False, with nothing appended, when it holds a `\u` escape or one
   * JSON refuses: JSON.parse then reads it, or names the error.
   */
  append(source: Buffer, start: number, end: number): boolean {
    const begin = this.used
    // Unescaping never lengthens a string.
    this.reserve(end - start)
    let from = start
    for (;;) {
      const backslash = source.indexOf(BACKSLASH, from)
      const stop = backslash < 0 || backslash >= end ? end : backslash
      this.used += source.copy(this.buffer, this.used, from, stop)
      if (stop === end) return true
      const byte = SIMPLE_ESCAPES[source[backslash + 1] ?? 0] ?? NOT_SIMPLE
      if (byte === NOT_SIMPLE || backslash + 1 >= end) {
        this.used = begin
        return false
      }
      this.buffer[this.used++] = byte
      from = backslash + 2
    }
  }

  private reserve(extra: number): void {
    if (this.used + extra <= this.buffer.length) return
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.used + extra, 64 * 1024))
    this.buffer.copy(grown, 0, 0, this.used)
    this.buffer = grown
  }
}
