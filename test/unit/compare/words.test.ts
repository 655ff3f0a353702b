import { describe, expect, test } from 'vitest'
import { wordChanges } from '../../../electron/engine/documents/compare/words'

describe('word changes inside a paragraph', () => {
  test('a replaced word is one deletion and one insertion between equal text', () => {
    expect(wordChanges('The Supplier shall pay the fees.', 'The Customer shall pay the fees.')).toEqual([
      { kind: 'equal', text: 'The ' },
      { kind: 'deleted', text: 'Supplier' },
      { kind: 'inserted', text: 'Customer' },
      { kind: 'equal', text: ' shall pay the fees.' }
    ])
  })

  test('several replaced words in a row read as one replacement, not word by word', () => {
    expect(wordChanges('payable within thirty calendar days of receipt', 'payable within sixty business days of receipt')).toEqual([
      { kind: 'equal', text: 'payable within ' },
      { kind: 'deleted', text: 'thirty calendar' },
      { kind: 'inserted', text: 'sixty business' },
      { kind: 'equal', text: ' days of receipt' }
    ])
  })

  test('words of any script are whole tokens, and spaces shared by both sides stay outside the change', () => {
    expect(wordChanges('Le Client paiera la redevance annuelle.', 'Le Fournisseur paiera la redevance mensuelle.')).toEqual([
      { kind: 'equal', text: 'Le ' },
      { kind: 'deleted', text: 'Client' },
      { kind: 'inserted', text: 'Fournisseur' },
      { kind: 'equal', text: ' paiera la redevance ' },
      { kind: 'deleted', text: 'annuelle' },
      { kind: 'inserted', text: 'mensuelle' },
      { kind: 'equal', text: '.' }
    ])
  })

  test('a soft line break is a token of its own', () => {
    expect(wordChanges('Notices:\nby hand', 'Notices:\nby email')).toEqual([
      { kind: 'equal', text: 'Notices:\nby ' },
      { kind: 'deleted', text: 'hand' },
      { kind: 'inserted', text: 'email' }
    ])
  })

  test('identical texts are one equal piece, and empty texts none', () => {
    expect(wordChanges('Same text.', 'Same text.')).toEqual([{ kind: 'equal', text: 'Same text.' }])
    expect(wordChanges('', '')).toEqual([])
    expect(wordChanges('', 'New.')).toEqual([{ kind: 'inserted', text: 'New.' }])
  })

  test('a paragraph rewritten past the edit bound is shown replaced whole, still exactly', () => {
    const older = Array.from({ length: 700 }, (_, i) => `alpha${i}`).join(' ')
    const newer = Array.from({ length: 700 }, (_, i) => `beta${i}`).join(' ')
    expect(wordChanges(older, newer)).toEqual([
      { kind: 'deleted', text: older },
      { kind: 'inserted', text: newer }
    ])
  })
})
