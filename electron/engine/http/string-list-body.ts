import { isUtf8 } from 'node:buffer'
import type { ParagraphList } from '../playbooks'
import { NonAsciiRuns, scanBytes } from './byte-scan'
import { UnescapedBytes } from './json-escapes'

/**
 * The body of every request that carries a document's text: one object with one field holding a
 * list of strings (`{"paragraphs": ["…", …]}`: matching, key terms, drafting checks). Read
 * straight from the request's bytes, each string is decoded on its own (an ASCII one as Latin-1,
 * a plain copy): decoding the whole
 * 1.8 MB body of 5,000 paragraphs into one string took longer than parsing it (its few curly
 * quotes made V8 widen all of it to two bytes a character), and the matcher, which works on
 * UTF-8, can read each paragraph's bytes where they arrived instead of encoding it again.
 *
 * Only a body that JSON.parse would read to exactly this value is read here; anything else
 * (other shapes, other whitespace than spaces, a byte-order mark, invalid UTF-8, a control
 * character, a malformed escape) answers null and goes the general way, to the same value or the
 * same error as before.
 */
export class StringListBody implements ParagraphList {
  /** The list as JSON.parse builds it, once something asked for it as strings. */
  private list: string[] | null = null
  /** Set once the request has been answered: `source` may then hold another request's body. */
  private retired = false

  private constructor(
    private readonly source: Buffer,
    /**
     * Each string's first byte and the byte after its last: in `source`, or (the first marked
     * UNESCAPED) in `unescaped`; strings with `\u` escapes have none.
     */
    private readonly bounds: Uint32Array,
    private readonly unescaped: Buffer,
    /** 1 where a string's bytes are all ASCII (read as Latin-1, a plain copy). */
    private readonly ascii: Uint8Array,
    /** The values of the strings written with `\u` escapes, read with the body, by index. */
    private readonly parsed: ReadonlyMap<number, string>,
    readonly field: string,
    readonly length: number
  ) {}

  /** The strings as JSON.parse would have built them, decoded at the first call. */
  get strings(): string[] {
    if (this.list === null) this.list = Array.from({ length: this.length }, (_, index) => this.text(index))
    return this.list
  }

  /**
   * The parsed body, as JSON.parse would have built it, except that its list is decoded only when
   * first read: an operation that works on the bytes (matching) never pays for 5,000 strings nor
   * for collecting them. Reading the field (a validator, a handler) decodes the whole list once and
   * leaves a plain field.
   */
  value(): Record<string, string[]> {
    const value: Record<string, string[]> = {}
    const field = this.field
    const settle = (strings: string[]): void => {
      Object.defineProperty(value, field, { value: strings, enumerable: true, configurable: true, writable: true })
    }
    Object.defineProperty(value, field, {
      enumerable: true,
      configurable: true,
      get: (): string[] => {
        const strings = this.strings
        settle(strings)
        return strings
      },
      set: settle
    })
    LAZY_VALUES.set(value, this)
    return value
  }

  /** The body `value` is the value() of, while its list is still undecoded. */
  static unread(value: unknown): StringListBody | undefined {
    if (typeof value !== 'object' || value === null) return undefined
    const body = LAZY_VALUES.get(value)
    if (body === undefined) return undefined
    return Object.getOwnPropertyDescriptor(value, body.field)?.get === undefined ? undefined : body
  }

  /**
   * This body's list when `value` is its value(), `field` its field, and the field still holds this
   * body's list, undecoded or decoded (validation leaves a list of strings as it is); else undefined.
   */
  listIn(value: unknown, field: string): ParagraphList | undefined {
    if (field !== this.field) return undefined
    if (StringListBody.unread(value) === this) return this
    if (typeof value !== 'object' || value === null || LAZY_VALUES.get(value) !== this) return undefined
    return this.list !== null && Object.getOwnPropertyDescriptor(value, this.field)?.value === this.list ? this : undefined
  }

  /**
   * The request has been answered and its buffer may take the next request's body: its bytes can
   * no longer be read (reading one throws rather than answer another body's bytes). A list that
   * was decoded (its field read) stays readable: its strings are copies.
   */
  retire(): void {
    this.retired = true
  }

  /** String `index`, as JSON.parse reads it: decoded from its bytes, unless the list was decoded already. */
  text(index: number): string {
    const listed = this.list?.[index]
    if (listed !== undefined) return listed
    const end = this.bounds[2 * index + 1] ?? 0
    if (end === ESCAPED) return this.parsed.get(index) ?? ''
    const start = this.bounds[2 * index] ?? 0
    if (start === end) return ''
    if (this.retired && start < UNESCAPED) throw new RetiredBodyError()
    const encoding = this.ascii[index] === 1 ? 'latin1' : 'utf8'
    return start >= UNESCAPED ? this.unescaped.toString(encoding, start - UNESCAPED, end) : this.source.toString(encoding, start, end)
  }

  /**
   * The UTF-8 bytes of string `index`, as they arrived, or unescaped (`\"`, `\n`). A string
   * written with `\u` escapes is encoded from its value; lone surrogates become U+FFFD, as Buffer
   * encodes them.
   */
  bytes(index: number): Buffer {
    const start = this.bounds[2 * index] ?? 0
    const end = this.bounds[2 * index + 1] ?? 0
    if (end === ESCAPED) return Buffer.from(this.parsed.get(index) ?? '', 'utf8')
    if (start >= UNESCAPED) return this.unescaped.subarray(start - UNESCAPED, end)
    if (this.retired) throw new RetiredBodyError()
    return this.source.subarray(start, end)
  }

  /** Whether string `index` is all ASCII (its UTF-8 as long as its text). */
  isAscii(index: number): boolean {
    return this.ascii[index] === 1 && this.bounds[2 * index + 1] !== ESCAPED
  }

  static read(bytes: Buffer): StringListBody | null {
    if (!isUtf8(bytes)) return null
    const nonAscii = new NonAsciiRuns()
    if (scanBytes(bytes, nonAscii)) return null
    const reader = new Reader(bytes, nonAscii)
    reader.skipSpaces()
    if (!reader.take(OPEN_BRACE)) return null
    reader.skipSpaces()
    const field = reader.plainString()
    // `__proto__` would set the prototype of the value built here; JSON.parse makes it a field,
    // which the general path refuses as poisoning.
    if (field === null || field === '__proto__') return null
    reader.skipSpaces()
    if (!reader.take(COLON)) return null
    reader.skipSpaces()
    if (!reader.take(OPEN_BRACKET)) return null
    reader.skipSpaces()
    if (!reader.take(CLOSE_BRACKET)) {
      do {
        reader.skipSpaces()
        if (!reader.listString()) return null
        reader.skipSpaces()
      } while (reader.take(COMMA))
      if (!reader.take(CLOSE_BRACKET)) return null
    }
    reader.skipSpaces()
    if (!reader.take(CLOSE_BRACE)) return null
    reader.skipSpaces()
    if (!reader.atEnd()) return null
    const count = reader.count
    return new StringListBody(bytes, reader.bounds.subarray(0, 2 * count), reader.unescaped.bytes, reader.ascii.subarray(0, count), reader.parsed, field, count)
  }
}

/** A body's bytes read after its request was answered: a mistake in Folio, never in the request. */
export class RetiredBodyError extends Error {
  override readonly name = 'RetiredBodyError'
  constructor() {
    super('A request body was read after its request had been answered')
  }
}

/** Each lazy value() with the body it reads from. */
const LAZY_VALUES = new WeakMap<object, StringListBody>()

/**
 * Past this many strings the general parser takes over: every operation's list holds at most a
 * few thousand (longer ones are refused by its schema), and JSON.parse builds a huge list of tiny
 * strings faster than one decoding call per string.
 */
const MAX_STRINGS = 65_536
const ESCAPED = 0xffffffff
/** Added to a string's start when its bytes are in the unescaped buffer (bodies are far below 2 GB). */
const UNESCAPED = 0x80000000

const SPACE = 0x20
const QUOTE = 0x22
const COMMA = 0x2c
const COLON = 0x3a
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

class Reader {
  private at = 0
  /** The first backslash at or after `at`, or the end: found once per stretch, not once per string. */
  private nextBackslash = -1
  bounds = new Uint32Array(256)
  ascii = new Uint8Array(128)
  count = 0
  readonly parsed = new Map<number, string>()
  readonly unescaped = new UnescapedBytes()

  constructor(
    private readonly bytes: Buffer,
    private readonly nonAscii: NonAsciiRuns
  ) {}

  atEnd(): boolean {
    return this.at === this.bytes.length
  }

  take(byte: number): boolean {
    if (this.bytes[this.at] !== byte) return false
    this.at++
    return true
  }

  skipSpaces(): void {
    while (this.bytes[this.at] === SPACE) this.at++
  }

  /** A string without escapes (a field name), or null. */
  plainString(): string | null {
    if (this.bytes[this.at] !== QUOTE) return null
    const close = this.bytes.indexOf(QUOTE, this.at + 1)
    if (close < 0 || this.backslashBefore(close)) return null
    const text = this.bytes.toString('utf8', this.at + 1, close)
    this.at = close + 1
    return text
  }

  /**
   * One string of the list, kept with its bounds and decoded only when asked for; false when
   * there is none or it is malformed.
   */
  listString(): boolean {
    const open = this.at
    if (this.bytes[open] !== QUOTE || this.count === MAX_STRINGS) return false
    let close = this.bytes.indexOf(QUOTE, open + 1)
    const escaped = close >= 0 && this.backslashBefore(close)
    if (escaped) close = closingQuote(this.bytes, open)
    if (close < 0) return false
    const index = this.count
    if (2 * index + 2 > this.bounds.length) {
      const grown = new Uint32Array(this.bounds.length * 2)
      grown.set(this.bounds)
      this.bounds = grown
    }
    if (index + 1 > this.ascii.length) {
      const grown = new Uint8Array(this.ascii.length * 2)
      grown.set(this.ascii)
      this.ascii = grown
    }
    const ascii = !this.nonAscii.overlaps(open + 1, close)
    this.ascii[index] = ascii ? 1 : 0
    const from = this.unescaped.length
    if (escaped && this.unescaped.append(this.bytes, open + 1, close)) {
      this.bounds[2 * index] = UNESCAPED + from
      this.bounds[2 * index + 1] = this.unescaped.length
    } else if (escaped) {
      // `\u` escapes, rarer in text: JSON.parse reads them and refuses malformed ones, and the
      // general path then names the error.
      const value = parseString(this.bytes.toString(ascii ? 'latin1' : 'utf8', open, close + 1))
      if (value === null) return false
      this.parsed.set(index, value)
      this.bounds[2 * index + 1] = ESCAPED
    } else {
      this.bounds[2 * index] = open + 1
      this.bounds[2 * index + 1] = close
    }
    this.count = index + 1
    this.at = close + 1
    return true
  }

  /** Whether a backslash occurs between the current position and `position`. */
  private backslashBefore(position: number): boolean {
    if (this.nextBackslash < this.at) {
      const found = this.bytes.indexOf(BACKSLASH, this.at)
      this.nextBackslash = found < 0 ? this.bytes.length : found
    }
    return this.nextBackslash < position
  }
}

function parseString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** The index of the quote that closes the string opened at `open`, or -1 when it is never closed. */
export function closingQuote(bytes: Uint8Array, open: number): number {
  let from = open + 1
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from)
    if (quote < 0) return -1
    let backslashes = 0
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return quote
    from = quote + 1
  }
}
