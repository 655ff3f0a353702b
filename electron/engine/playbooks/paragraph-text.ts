import type { ParagraphBytes } from './types'

/**
 * Above this many UTF-16 units, size the buffer exactly instead of for the worst case (three bytes
 * per unit), so a very large request does not briefly hold three times its text.
 */
const WORST_CASE_SIZING_LIMIT = 4_000_000

/**
 * The request's paragraphs encoded to UTF-8 once, in one buffer. RE2 works on UTF-8; handed a
 * JavaScript string, node-re2 encodes it again on every call, which made the shared set's pass
 * over 5000 CUAD paragraphs take nearly twice as long (see the breakdown rows of bench/matching.ts).
 * Lone surrogates become U+FFFD, as node-re2 would have encoded them.
 */
export class EncodedParagraphs implements ParagraphBytes {
  private readonly buffer: Buffer
  private readonly starts: Uint32Array

  constructor(paragraphs: readonly string[]) {
    this.starts = new Uint32Array(paragraphs.length + 1)
    let units = 0
    for (const paragraph of paragraphs) units += paragraph.length
    if (units <= WORST_CASE_SIZING_LIMIT) {
      // Writing into a buffer sized for the worst case skips measuring each paragraph first,
      // which took longer than the encoding itself.
      this.buffer = Buffer.allocUnsafe(units * 3)
      let offset = 0
      paragraphs.forEach((paragraph, index) => {
        this.starts[index] = offset
        offset += this.buffer.write(paragraph, offset, 'utf8')
      })
      this.starts[paragraphs.length] = offset
      return
    }
    let total = 0
    paragraphs.forEach((paragraph, index) => {
      this.starts[index] = total
      total += Buffer.byteLength(paragraph, 'utf8')
    })
    this.starts[paragraphs.length] = total
    this.buffer = Buffer.allocUnsafe(total)
    paragraphs.forEach((paragraph, index) => this.buffer.write(paragraph, this.starts[index] ?? 0, 'utf8'))
  }

  bytes(index: number): Buffer {
    return this.buffer.subarray(this.starts[index], this.starts[index + 1])
  }
}
