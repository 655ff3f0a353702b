import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasControlByte } from '../../../electron/engine/http/byte-scan'
import { StringListBody } from '../../../electron/engine/http/string-list-body'

const bytes = (text: string) => Buffer.from(text, 'utf8')

/** What the reader must agree with: JSON.parse's value, and each string's UTF-8 as Buffer encodes it. */
function expectReadAsJsonParse(text: string): void {
  const body = StringListBody.read(bytes(text))
  expect(body).not.toBeNull()
  const parsed = JSON.parse(text) as Record<string, string[]>
  expect(body?.value()).toEqual(parsed)
  const strings = Object.values(parsed)[0] ?? []
  // Compared as hex: a deep comparison of Buffers byte by byte is slow in a property run.
  expect(strings.map((_, index) => body?.bytes(index).toString('hex'))).toEqual(strings.map((string) => Buffer.from(string, 'utf8').toString('hex')))
}

describe('a body that is one list of strings', () => {
  it('is read as JSON.parse reads it, each string with its UTF-8 bytes', () => {
    expectReadAsJsonParse('{"paragraphs":["“Term” means §2 – 期間","plain",""," 12.3 ","😀 ©"]}')
    expectReadAsJsonParse('{"paragraphs":[]}')
    expectReadAsJsonParse('{"paragraphs":[""]}')
    expectReadAsJsonParse('{"constructor":["a"]}')
  })

  it('reads escapes as JSON does, lone surrogates encoded as U+FFFD', () => {
    expectReadAsJsonParse(String.raw`{"paragraphs":["the \"Company\"","a\\b","line\nbreak\ttab","\u00e9t\u00E9 \/ \b\f\r","\ud83d\ude00","lone \ud800 end","a\\\"b\\"]}`)
    expect(StringListBody.read(bytes(String.raw`{"p":["lone \udc00"]}`))?.bytes(0)).toEqual(Buffer.from([0x6c, 0x6f, 0x6e, 0x65, 0x20, 0xef, 0xbf, 0xbd]))
  })

  it('allows spaces between tokens, as written by clients that add them', () => {
    expectReadAsJsonParse(' { "paragraphs" : [ "a" , "b" ,"c", "d" ] } ')
    expectReadAsJsonParse('{"paragraphs": [ ]}')
  })

  it('agrees with JSON.parse on any list of strings, whatever characters they hold', () => {
    // Any code point, any UTF-16 unit (lone surrogates too), and the characters JSON escapes.
    const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
    const unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
    const escaped = fc.constantFrom('"', '\\', '/', 'a', ' ', 'é', '\n', '\t', '\u2028')
    const text = fc.oneof(fc.string({ unit: codePoint }), fc.string({ unit }), fc.string({ unit: escaped }))

    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.constantFrom(',', ', ', ' ,'), (strings, separator) => {
        const json = `{"paragraphs":[${strings.map((s) => JSON.stringify(s)).join(separator)}]}`
        expectReadAsJsonParse(json)
      }),
      { numRuns: 200, seed: 27 }
    )
  })

  it('reads ASCII strings beside non-ASCII ones as JSON.parse does, at any alignment of the body in memory', () => {
    // ASCII strings are read as Latin-1 slices of the body; a byte of a non-ASCII character
    // anywhere near one must send it the UTF-8 way.
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 20 })
    const wide = fc.tuple(ascii, fc.constantFrom('é', '’', '§', '期', '😀', '\u0085'), ascii).map(([before, char, after]) => `${before}${char}${after}`)
    fc.assert(
      fc.property(fc.array(fc.oneof(ascii, ascii, wide), { maxLength: 16 }), fc.nat(7), fc.nat(3), (strings, spaces, offset) => {
        const json = `${' '.repeat(spaces)}{"paragraphs":[${strings.map((s) => JSON.stringify(s)).join(',')}]}`
        const backing = Buffer.alloc(offset + Buffer.byteLength(json))
        backing.write(json, offset, 'utf8')
        const body = StringListBody.read(backing.subarray(offset))
        const parsed = JSON.parse(json) as Record<string, string[]>
        expect(body?.value()).toEqual(parsed)
        expect(strings.map((_, index) => body?.bytes(index).toString('hex'))).toEqual(strings.map((string) => Buffer.from(string, 'utf8').toString('hex')))
      }),
      { numRuns: 300, seed: 27 }
    )
  })

  it('reads one-character escapes beside any text as JSON.parse does, however many strings hold them', () => {
    // Quotes, backslashes and line breaks are unescaped into a buffer of their own, grown as it fills.
    const piece = fc.constantFrom('"', '\\', '/', '\n', '\r', '\t', '\b', '\f', 'a', ' ', 'é', '’', '期', '😀', '\u0001', '\ud800')
    const text = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.nat(3000), (strings, repeat) => {
        const long = strings.map((string, index) => (index === 0 ? string.repeat(1 + (repeat % 40)) : string))
        expectReadAsJsonParse(`{"paragraphs":[${long.map((s) => JSON.stringify(s)).join(',')}]}`)
      }),
      { numRuns: 200, seed: 27 }
    )
    expectReadAsJsonParse(JSON.stringify({ paragraphs: Array.from({ length: 3000 }, (_, index) => `“Term” ${index} means the "Agreement"\n${'x'.repeat(index % 50)}`) }))
    expectReadAsJsonParse(String.raw`{"paragraphs":["\/\"\\\b\f\n\r\t", "\\\\", "a\\"]}`)
  })

  it('hands every other body to the general parser (null), whatever its validity', () => {
    const others = [
      '',
      '[]',
      '["a"]',
      '{}',
      '"a"',
      '{"paragraphs":"a"}',
      '{"paragraphs":["a"],"b":["c"]}',
      '{"paragraphs":["a",1]}',
      '{"paragraphs":[["a"]]}',
      '{"paragraphs":["a",]}',
      '{"paragraphs":[,"a"]}',
      '{"paragraphs":["a"]',
      '{"paragraphs":["a"]}x',
      '{"paragraphs":["a"]}{}',
      '{"paragraphs":["a]}',
      '{"paragraphs":["a\\"]}',
      '{"paragraphs" ["a"]}',
      '{paragraphs:["a"]}',
      '{"para\\u0067raphs":["a"]}',
      '{"__proto__":["a"]}',
      '{"paragraphs":["bad \\x escape"]}',
      '{"paragraphs":["short \\u12 escape"]}',
      '{"paragraphs":["raw\ttab"]}',
      '{"paragraphs":["raw\nline"]}',
      '{\n  "paragraphs": [\n    "pretty"\n  ]\n}',
      '{"paragraphs":["a"]}\r\n'
    ]
    for (const other of others) expect(StringListBody.read(bytes(other)), other).toBeNull()
    // A byte-order mark, and bytes that are not UTF-8.
    expect(StringListBody.read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('{"p":["a"]}')]))).toBeNull()
    expect(StringListBody.read(Buffer.concat([bytes('{"p":["a'), Buffer.from([0xff, 0xfe]), bytes('"]}')]))).toBeNull()
    expect(StringListBody.read(Buffer.concat([bytes('{"p":["'), Buffer.from([0xed, 0xa0, 0x80]), bytes('"]}')]))).toBeNull()
  })

  it('leaves a list of more than 65,536 strings to the general parser', () => {
    const list = (count: number) => bytes(`{"p":[${Array.from({ length: count }, () => '"a"').join(',')}]}`)
    expect(StringListBody.read(list(65_536))?.strings.length).toBe(65_536)
    expect(StringListBody.read(list(65_537))).toBeNull()
  })

  it('gives its list only for its own value, its field holding its list, decoded or not', () => {
    const body = StringListBody.read(bytes('{"p":["a","b"]}'))
    if (body === null) throw new Error('not read')
    const value = body.value()
    expect(body.listIn(value, 'p')).toBe(body)
    expect(body.listIn(value, 'q')).toBeUndefined()
    expect(body.listIn({ p: ['a', 'b'] }, 'p')).toBeUndefined()
    expect(value.p).toEqual(['a', 'b'])
    expect(body.listIn(value, 'p')).toBe(body)
    value.p = ['a', 'b']
    expect(body.listIn(value, 'p')).toBeUndefined()
    expect(value).toEqual({ p: ['a', 'b'] })
  })

  it('decodes its strings only when they are read, then leaves a plain field', () => {
    const body = StringListBody.read(bytes(String.raw`{"p":["a","\u00e9t\u00e9","say \"no\"","期間"]}`))
    if (body === null) throw new Error('not read')
    const value = body.value()
    expect(StringListBody.unread(value)).toBe(body)
    expect([0, 1, 2, 3].map((index) => body.text(index))).toEqual(['a', 'été', 'say "no"', '期間'])
    expect([0, 1, 2, 3].map((index) => body.isAscii(index))).toEqual([true, false, true, false])
    expect(Object.keys(value)).toEqual(['p'])
    expect(JSON.stringify(value)).toBe(JSON.stringify({ p: ['a', 'été', 'say "no"', '期間'] }))
    expect(StringListBody.unread(value)).toBeUndefined()
    expect(Object.getOwnPropertyDescriptor(value, 'p')).toEqual({ value: ['a', 'été', 'say "no"', '期間'], enumerable: true, configurable: true, writable: true })
  })
})

describe('the control-byte scan', () => {
  it('finds a byte below 0x20 at any position and alignment, and only such a byte', () => {
    const backing = Buffer.alloc(40, 0x20)
    for (let offset = 0; offset < 4; offset++) {
      for (let length = 0; length <= 33; length++) {
        const view = backing.subarray(offset, offset + length)
        view.fill(0x20)
        expect(hasControlByte(view)).toBe(false)
        for (let at = 0; at < length; at++) {
          for (const control of [0x00, 0x09, 0x0a, 0x1f]) {
            view.fill(0x20)
            view[at] = control
            expect(hasControlByte(view)).toBe(true)
          }
        }
      }
    }
    // Every byte from 0x20 up, the bytes of multi-byte characters included, is no control byte.
    expect(hasControlByte(Buffer.from(Array.from({ length: 224 }, (_, i) => i + 0x20)))).toBe(false)
    expect(hasControlByte(bytes('“Term” §2 期間 😀'))).toBe(false)
  })
})
