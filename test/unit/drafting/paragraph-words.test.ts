import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ParagraphWords, words } from '../../../electron/engine/drafting/text'

/*
 * The checker reads a document's words once, into typed arrays with each distinct word stored once
 * (ParagraphWords), and the rarer readings tokenise a phrase on their own (`words`). Both must see
 * the same words, or a finding would depend on which of them read the text.
 */
const PIECES = ['a', 'Z', '7', 'Party', "'", '’', '-', ' ', '.', '(', '"', '“', 'é', 'ß', 'Ü', '\u0301', '٣', '𝐀', '\ud800', '\u00a0', '_', 'Co-Branded', "Party's"]
const paragraph = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''))

describe('ParagraphWords', () => {
  it('reads each paragraph into the words `words` finds, at the same places', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 8 }), (paragraphs) => {
        const table = new ParagraphWords(paragraphs)
        paragraphs.forEach((text, p) => expect(table.of(p)).toEqual(words(text)))
      })
    )
  })

  it('gives the same id to the same word wherever it is, and different ids to different words', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 8 }), (paragraphs) => {
        const table = new ParagraphWords(paragraphs)
        const idOf = new Map<string, number>()
        for (let p = 0; p < paragraphs.length; p++) {
          for (let k = table.first(p); k < table.end(p); k++) {
            const text = table.textOf(k)
            expect(idOf.get(text) ?? table.idOf(k)).toBe(table.idOf(k))
            idOf.set(text, table.idOf(k))
          }
        }
        expect(new Set(idOf.values()).size).toBe(idOf.size)
      })
    )
  })

  it('keeps every word of a long document, past the first guess of how many words and distinct words there are', () => {
    // Words of two or three characters: more words than one per five characters, the first guess.
    const paragraphs = Array.from({ length: 300 }, (_, p) => Array.from({ length: 60 }, (_, k) => ((p * 61 + k) % 4999).toString(36)).join(' '))
    const table = new ParagraphWords(paragraphs)
    paragraphs.forEach((text, p) => expect(table.of(p)).toEqual(words(text)))
    expect(table.vocabulary.length).toBe(4999)
  })
})
