/**
 * A small reader of RE2 pattern syntax, used only on patterns RE2 has already accepted. It does
 * not match anything; it answers three questions RE2 does not expose: how far counted repetitions
 * multiply, whether the pattern contains `\C`, and which parts of it are "gaps" (a broad atom
 * repeated many times, such as `.*` or `.{0,80}`) and which literal text every match must contain.
 */

export interface Quantifier {
  min: number
  /** `Infinity` for `*`, `+` and `{n,}`. */
  max: number
  /** True for `{n}`, `{n,}` and `{n,m}`: RE2 expands these into copies of the atom. */
  counted: boolean
}

interface NodeBase {
  quantifier: Quantifier | null
  /** Where the item (with its quantifier) is in the source; all characters of a `\Q…\E` share it. */
  span?: readonly [number, number]
}

export type PatternNode = NodeBase &
  (
    | { kind: 'literal'; char: string }
    | { kind: 'class'; broad: boolean }
    | { kind: 'anyByte' }
    | { kind: 'assertion' }
    | { kind: 'flags' }
    | { kind: 'group'; alternatives: PatternNode[][] }
  )

export class PatternSyntaxError extends Error {}

const CONTROL_ESCAPES: Record<string, string> = { a: '\x07', f: '\f', t: '\t', n: '\n', r: '\r', v: '\v' }
const COUNTED_REPETITION = /^\{(\d+)(?:(,)(\d*))?\}/

export function parsePattern(source: string): PatternNode[][] {
  const reader = new PatternReader(source)
  const alternatives = reader.alternatives()
  if (!reader.atEnd()) throw new PatternSyntaxError(`unexpected ${reader.peek()} at ${reader.position}`)
  return alternatives
}

class PatternReader {
  position = 0

  constructor(private readonly source: string) {}

  atEnd(): boolean {
    return this.position >= this.source.length
  }

  peek(offset = 0): string {
    return this.source[this.position + offset] ?? ''
  }

  alternatives(): PatternNode[][] {
    const alternatives = [this.sequence()]
    while (this.peek() === '|') {
      this.position += 1
      alternatives.push(this.sequence())
    }
    return alternatives
  }

  private sequence(): PatternNode[] {
    const nodes: PatternNode[] = []
    while (!this.atEnd() && this.peek() !== '|' && this.peek() !== ')') {
      const start = this.position
      const items = this.item()
      const quantifier = this.quantifier()
      const last = items[items.length - 1]
      if (quantifier !== null && last !== undefined) last.quantifier = quantifier
      const span = [start, this.position] as const
      for (const node of items) node.span = span
      nodes.push(...items)
    }
    return nodes
  }

  private quantifier(): Quantifier | null {
    const char = this.peek()
    let quantifier: Quantifier | null = null
    if (char === '*') quantifier = { min: 0, max: Infinity, counted: false }
    else if (char === '+') quantifier = { min: 1, max: Infinity, counted: false }
    else if (char === '?') quantifier = { min: 0, max: 1, counted: false }
    if (quantifier !== null) {
      this.position += 1
    } else if (char === '{') {
      const counted = COUNTED_REPETITION.exec(this.source.slice(this.position))
      if (counted === null) return null
      const min = Number(counted[1])
      const max = counted[2] === undefined ? min : counted[3] === '' || counted[3] === undefined ? Infinity : Number(counted[3])
      quantifier = { min, max, counted: true }
      this.position += counted[0].length
    } else {
      return null
    }
    if (this.peek() === '?') this.position += 1
    return quantifier
  }

  private item(): PatternNode[] {
    const char = this.peek()
    if (char === '(') return [this.group()]
    if (char === '[') return [this.characterClass()]
    if (char === '\\') return this.escape()
    this.position += char.length
    if (char === '.') return [{ kind: 'class', broad: true, quantifier: null }]
    if (char === '^' || char === '$') return [{ kind: 'assertion', quantifier: null }]
    return [this.literalAt(this.position - 1)]
  }

  private literalAt(start: number): PatternNode {
    const codePoint = this.source.codePointAt(start) ?? 0
    const char = String.fromCodePoint(codePoint)
    this.position = start + char.length
    return { kind: 'literal', char, quantifier: null }
  }

  private group(): PatternNode {
    this.position += 1
    if (this.peek() === '?') {
      this.position += 1
      if (this.peek() === 'P' && this.peek(1) === '<') this.skipPast('>')
      else if (this.peek() === '<') this.skipPast('>')
      else if (this.peek() !== ':') {
        while (/[imsU-]/.test(this.peek())) this.position += 1
        if (this.peek() === ')') {
          this.position += 1
          return { kind: 'flags', quantifier: null }
        }
      }
      if (this.peek() === ':') this.position += 1
    }
    const alternatives = this.alternatives()
    if (this.peek() !== ')') throw new PatternSyntaxError('missing )')
    this.position += 1
    return { kind: 'group', alternatives, quantifier: null }
  }

  private skipPast(terminator: string): void {
    const end = this.source.indexOf(terminator, this.position)
    if (end < 0) throw new PatternSyntaxError(`missing ${terminator}`)
    this.position = end + terminator.length
  }

  private characterClass(): PatternNode {
    const start = this.position
    this.position += 1
    const negated = this.peek() === '^'
    if (negated) this.position += 1
    if (this.peek() === ']') this.position += 1
    while (!this.atEnd() && this.peek() !== ']') {
      if (this.peek() === '\\') {
        const kind = this.peek(1)
        this.position += 2
        if ((kind === 'p' || kind === 'P' || kind === 'x') && this.peek() === '{') this.skipPast('}')
      } else if (this.peek() === '[' && this.peek(1) === ':') {
        this.skipPast(':]')
      } else {
        this.position += 1
      }
    }
    if (this.atEnd()) throw new PatternSyntaxError('missing ]')
    this.position += 1
    const body = this.source.slice(start, this.position)
    return { kind: 'class', broad: negated || isBroadClassBody(body), quantifier: null }
  }

  private escape(): PatternNode[] {
    const kind = this.peek(1)
    this.position += 2
    if (kind === 'Q') return this.quoted()
    if (kind === 'C') return [{ kind: 'anyByte', quantifier: null }]
    if ('bBAz'.includes(kind)) return [{ kind: 'assertion', quantifier: null }]
    if ('dswSW'.includes(kind)) return [{ kind: 'class', broad: false, quantifier: null }]
    if (kind === 'D') return [{ kind: 'class', broad: true, quantifier: null }]
    if (kind === 'p' || kind === 'P') return [this.property(kind === 'P')]
    if (kind === 'x' || kind === 'u') return [this.codePointEscape(kind === 'x' ? 2 : 4)]
    if (kind === 'c') {
      const letter = this.peek()
      this.position += 1
      return [{ kind: 'literal', char: String.fromCharCode(letter.toUpperCase().charCodeAt(0) - 64), quantifier: null }]
    }
    if (/[0-7]/.test(kind)) {
      const octal = /^[0-7]{0,2}/.exec(this.source.slice(this.position))?.[0] ?? ''
      this.position += octal.length
      return [{ kind: 'literal', char: String.fromCodePoint(parseInt(kind + octal, 8)), quantifier: null }]
    }
    const control = CONTROL_ESCAPES[kind]
    if (control !== undefined) return [{ kind: 'literal', char: control, quantifier: null }]
    return [this.literalAt(this.position - 1)]
  }

  private quoted(): PatternNode[] {
    const end = this.source.indexOf('\\E', this.position)
    const text = this.source.slice(this.position, end < 0 ? this.source.length : end)
    this.position = end < 0 ? this.source.length : end + 2
    return [...text].map((char): PatternNode => ({ kind: 'literal', char, quantifier: null }))
  }

  private property(negated: boolean): PatternNode {
    let name = this.peek()
    if (name === '{') {
      const start = this.position + 1
      this.skipPast('}')
      name = this.source.slice(start, this.position - 1)
    } else {
      this.position += 1
    }
    const broad = negated || name.startsWith('^') || name === 'Any'
    return { kind: 'class', broad, quantifier: null }
  }

  private codePointEscape(fixedDigits: number): PatternNode {
    let digits: string
    if (this.peek() === '{') {
      const start = this.position + 1
      this.skipPast('}')
      digits = this.source.slice(start, this.position - 1)
    } else {
      digits = /^[0-9A-Fa-f]*/.exec(this.source.slice(this.position, this.position + fixedDigits))?.[0] ?? ''
      this.position += digits.length
    }
    const codePoint = parseInt(digits, 16)
    if (!Number.isFinite(codePoint) || codePoint > 0x10ffff) throw new PatternSyntaxError(`bad code point ${digits}`)
    return { kind: 'literal', char: String.fromCodePoint(codePoint), quantifier: null }
  }
}

/**
 * A class is broad when it matches both spaces and letters (or is a complement, which almost
 * always does): repeated, such a class can span phrases, unlike `\w+` or `\s+`.
 */
function isBroadClassBody(body: string): boolean {
  if (/\\[SDWP]|\[:\^|\\p\{\^|\\p\{Any\}/.test(body)) return true
  const spaces = /\\s| |\[:space:\]|\[:blank:\]/.test(body)
  const letters = /\\w|\\p|a-z|A-Z|\[:(?:alpha|alnum|word|upper|lower|graph|print):\]/.test(body)
  return spaces && letters
}
