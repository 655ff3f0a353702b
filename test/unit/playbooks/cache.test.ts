import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs, PlaybookCache } from '../../../electron/engine/playbooks'
import { corpusAvailable, corpusParagraphs } from './cuad-corpus'
import { benchPositions } from './cuad-playbook'
import { exact, position } from './positions'

describe('PlaybookCache', () => {
  it('compiles a playbook once per key and hands back the same compiled playbook', () => {
    const cache = new PlaybookCache(4)
    let compilations = 0
    const compile = () => {
      compilations += 1
      return compilePlaybook([position(1, [exact('law')])])
    }
    const first = cache.get('6650a1f0c3d2e4b5a6978800:3:2025-06-18T14:02:31.000Z', compile)
    const second = cache.get('6650a1f0c3d2e4b5a6978800:3:2025-06-18T14:02:31.000Z', compile)
    expect(second).toBe(first)
    expect(compilations).toBe(1)
    expect(cache.size).toBe(1)
  })

  it('evicts the least recently used playbook when full', () => {
    const cache = new PlaybookCache(2)
    const compiled: string[] = []
    const get = (key: string) => cache.get(key, () => (compiled.push(key), compilePlaybook([])))
    get('a')
    get('b')
    get('a')
    get('c')
    get('a')
    get('b')
    expect(compiled).toEqual(['a', 'b', 'c', 'b'])
    expect(cache.size).toBe(2)
  })

  it('refuses a size that is not a positive integer', () => {
    expect(() => new PlaybookCache(0)).toThrow(new RangeError('maxEntries must be a positive integer, got 0'))
  })
})

describe('a compiled playbook', () => {
  const paragraphs = corpusAvailable()
    ? corpusParagraphs()
    : ['This Agreement is governed by the laws of the State of Delaware.', 'Neither party may assign this Agreement without consent.']

  it('answers exactly as a fresh compile, whether it came from the cache or not', () => {
    const cache = new PlaybookCache()
    const cached = cache.get('cuad', () => compilePlaybook(benchPositions()))
    matchParagraphs(cached, paragraphs, { spans: true })
    const again = cache.get('cuad', () => compilePlaybook(benchPositions()))
    expect(matchParagraphs(again, paragraphs, { spans: true })).toEqual(matchParagraphs(compilePlaybook(benchPositions()), paragraphs, { spans: true }))
  })

  it('carries nothing from one request to the next', () => {
    const compiled = compilePlaybook(benchPositions())
    const first = matchParagraphs(compiled, paragraphs)
    matchParagraphs(compiled, paragraphs.slice().reverse(), { spans: true })
    expect(matchParagraphs(compiled, paragraphs)).toEqual(first)
  })
})
