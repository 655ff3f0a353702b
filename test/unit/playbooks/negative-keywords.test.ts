import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs } from '../../../electron/engine/playbooks'
import { exact, matchingParagraphs, negative, pattern, position } from './positions'

describe('negative keywords', () => {
  const paragraphs = [
    'This Agreement is governed by the laws of the State of Delaware.',
    'This Agreement is governed by the laws of Delaware, without regard to its choice of law rules.',
    'The Licensee is a company duly organized under the laws of the State of Texas.',
    'Choice of law: Delaware.'
  ]

  it('disqualify a paragraph that other keywords of the position match', () => {
    const keywords = [pattern('governed by the laws'), exact('laws of the state of'), negative('choice of law'), negative('duly organized')]
    expect(matchingParagraphs(keywords, paragraphs)).toEqual([0])
  })

  it('never appear in a match keyword list', () => {
    const [result] = matchParagraphs(compilePlaybook([position(1, [exact('Delaware'), negative('Texas')])]), paragraphs)
    expect(result?.matches).toEqual([
      { paragraphIndex: 0, keywords: [exact('Delaware')] },
      { paragraphIndex: 1, keywords: [exact('Delaware')] },
      { paragraphIndex: 3, keywords: [exact('Delaware')] }
    ])
  })

  it('match whole words only, like exact keywords', () => {
    expect(matchingParagraphs([exact('agreement'), negative('law')], ['this agreement and its lawyers', 'this agreement and its law'])).toEqual([0])
  })

  it('only disqualify paragraphs for their own position', () => {
    const compiled = compilePlaybook([position(1, [exact('Delaware'), negative('choice of law')]), position(2, [exact('Delaware')])])
    const results = matchParagraphs(compiled, paragraphs)
    expect(results.map((result) => result.matches.map((match) => match.paragraphIndex))).toEqual([
      [0],
      [0, 1, 3]
    ])
  })

  it('never make a position match on their own', () => {
    const results = matchParagraphs(compilePlaybook([position(1, [negative('Delaware')]), position(2, [])]), paragraphs)
    expect(results).toEqual([
      { order: 1, name: 'Position 1', ifNotFound: { compliant: false, status: null }, matches: [] },
      { order: 2, name: 'Position 2', ifNotFound: { compliant: false, status: null }, matches: [] }
    ])
  })
})
