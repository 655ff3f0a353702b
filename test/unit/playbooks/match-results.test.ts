import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs } from '../../../electron/engine/playbooks'
import { exact, negative, pattern, position, spanTexts } from './positions'

describe('match results', () => {
  it('list every position in order (ties keep their playbook order), matched or not', () => {
    const compiled = compilePlaybook([
      position(3, [exact('venue')], 'Venue'),
      position(1, [exact('term')], 'Term'),
      { order: 2, name: null, ifNotFound: { compliant: true, status: 'Accepted' }, keywords: [exact('law')] },
      position(1, [exact('law')], 'Second with order 1')
    ])
    const results = matchParagraphs(compiled, ['governing law'])
    expect(results).toEqual([
      { order: 1, name: 'Term', ifNotFound: { compliant: false, status: null }, matches: [] },
      { order: 1, name: 'Second with order 1', ifNotFound: { compliant: false, status: null }, matches: [{ paragraphIndex: 0, keywords: [exact('law')] }] },
      { order: 2, name: null, ifNotFound: { compliant: true, status: 'Accepted' }, matches: [{ paragraphIndex: 0, keywords: [exact('law')] }] },
      { order: 3, name: 'Venue', ifNotFound: { compliant: false, status: null }, matches: [] }
    ])
  })

  it("list a match's keywords in the position's order, each once, whatever the order in the text", () => {
    const keywords = [exact('assign'), pattern('consent'), exact('transfer'), exact('assign'), negative('merger'), exact('sublicense')]
    const [result] = matchParagraphs(compilePlaybook([position(1, keywords)]), ['No transfer, sublicense or assign without consent; assign means assign.'])
    expect(result?.matches).toEqual([{ paragraphIndex: 0, keywords: [exact('assign'), pattern('consent'), exact('transfer'), exact('sublicense')] }])
  })

  it('list matches in paragraph order with zero-based indices', () => {
    const paragraphs = ['law', 'nothing', 'law again', '', 'LAW']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('law')])]), paragraphs)
    expect(result?.matches.map((match) => match.paragraphIndex)).toEqual([0, 2, 4])
  })

  it('accept 5000 paragraphs and find every matching one', () => {
    const paragraphs = Array.from({ length: 5000 }, (_, index) =>
      index % 7 === 0 ? `Clause ${index}: this Agreement is governed by the laws of Delaware.` : `Clause ${index}: the parties agree.`
    )
    const [result] = matchParagraphs(compilePlaybook([position(1, [pattern('governed by the laws? of \\w+')])]), paragraphs)
    expect(result?.matches.length).toBe(715)
    expect(result?.matches.at(-1)).toEqual({ paragraphIndex: 4998, keywords: [pattern('governed by the laws? of \\w+')] })
  })

  it('answer an empty request with every position and no matches', () => {
    expect(matchParagraphs(compilePlaybook([position(1, [exact('law')])]), [])).toEqual([
      { order: 1, name: 'Position 1', ifNotFound: { compliant: false, status: null }, matches: [] }
    ])
  })

  it('refuse a playbook not built by compilePlaybook', () => {
    expect(() => matchParagraphs({ problems: [] }, ['law'])).toThrow(new TypeError('matchParagraphs needs a playbook built by compilePlaybook'))
  })
})

describe('spans', () => {
  it('point at the exact matched text of each occurrence, by start offset', () => {
    const paragraphs = ['Governing  Law: the governing law of this Agreement is the law of Delaware (see Governing\u00a0law).']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('governing law'), pattern('delaware|agreement')])]), paragraphs, { spans: true })
    expect(spanTexts(result, paragraphs)).toEqual([['Governing  Law', 'governing law', 'Agreement', 'Delaware', 'Governing\u00a0law']])
    expect(result?.matches[0]?.spans?.map((span) => [span.keyword.type, span.start, span.end])).toEqual([
      ['exact', 0, 14],
      ['exact', 20, 33],
      ['pattern', 42, 51],
      ['pattern', 66, 74],
      ['exact', 80, 93]
    ])
  })

  it('find repeated and adjacent occurrences of one keyword', () => {
    const paragraphs = ['law law,law; lawyer outlaw law']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('law')])]), paragraphs, { spans: true })
    expect(result?.matches[0]?.spans?.map((span) => [span.start, span.end])).toEqual([
      [0, 3],
      [4, 7],
      [8, 11],
      [27, 30]
    ])
  })

  it('count UTF-16 code units, so offsets work with String.slice after emoji and accents', () => {
    const paragraphs = ['📄 Société: 🇫🇷 la loi française applicable; LOI']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('loi'), pattern('fran\\pL+')])]), paragraphs, { spans: true })
    expect(spanTexts(result, paragraphs)).toEqual([['loi', 'française', 'LOI']])
    expect(result?.matches[0]?.spans?.map((span) => span.start)).toEqual([20, 24, 46])
  })

  it('cover overlapping keywords separately', () => {
    const paragraphs = ['the governing law applies']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('law'), exact('governing law')])]), paragraphs, { spans: true })
    expect(result?.matches[0]?.spans?.map((span) => [span.keyword.value, span.start, span.end])).toEqual([
      ['governing law', 4, 17],
      ['law', 14, 17]
    ])
  })

  it('are left out unless asked for', () => {
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('law')])]), ['law'])
    expect(result?.matches).toEqual([{ paragraphIndex: 0, keywords: [exact('law')] }])
  })

  it('survive a lone surrogate in the text', () => {
    const paragraphs = ['\ud800 law \udc00law']
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('law')])]), paragraphs, { spans: true })
    expect(spanTexts(result, paragraphs)).toEqual([['law', 'law']])
  })
})
