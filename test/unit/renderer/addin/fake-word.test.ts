// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createFakeWord, FakeModelError } from '../../../fakes/word'
import { findAll } from '../../../fakes/word/search'

/** The fake keeps the rules of Office's proxy objects, so an operation that breaks them fails here as in Word. */
describe('the fake Word object model', () => {
  const fake = () => createFakeWord({ paragraphs: ['First paragraph.', 'Second paragraph, with a Second word.'] })

  it('refuses to read a property before load() and sync(), as Office does', async () => {
    const word = fake()
    await word.wordHost.run(async (context) => {
      const paragraphs = context.document.body.paragraphs
      expect(() => paragraphs.items).toThrow(expect.objectContaining({ code: 'PropertyNotLoaded' }))
      paragraphs.load('items/text')
      expect(() => paragraphs.items).toThrow(expect.objectContaining({ code: 'PropertyNotLoaded' }))
      await context.sync()
      const [first] = paragraphs.items
      expect(first?.text).toBe('First paragraph.')
      expect(() => first?.font.highlightColor).toThrow(
        `The property 'highlightColor' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`
      )
      const reviewed = first?.getReviewedText('Current')
      expect(() => reviewed?.value).toThrow(expect.objectContaining({ code: 'PropertyNotLoaded' }))
      await context.sync()
      expect(reviewed?.value).toBe('First paragraph.')
    })
  })

  it('runs queued commands only at sync, in order, and lets the add-in read back what it set', async () => {
    const word = fake()
    await word.wordHost.run(async (context) => {
      const document = context.document
      document.changeTrackingMode = 'TrackAll'
      expect(document.changeTrackingMode).toBe('TrackAll')
      expect(word.model.changeTrackingMode).toBe('Off')
      await context.sync()
      expect(word.model.changeTrackingMode).toBe('TrackAll')
    })
    expect(word.host.syncs).toBe(1)
  })

  it('fails a sync with ApiNotFound when a command needs a requirement set the host lacks', async () => {
    const word = createFakeWord({ paragraphs: ['Text.'], wordApi: '1.3' })
    expect(word.wordHost.office.requirements.isSetSupported('WordApi', '1.3')).toBe(true)
    expect(word.wordHost.office.requirements.isSetSupported('WordApi', '1.4')).toBe(false)
    await expect(
      word.wordHost.run(async (context) => {
        context.document.load('changeTrackingMode')
        await context.sync()
      })
    ).rejects.toThrow(expect.objectContaining({ code: 'ApiNotFound' }))
  })

  it('refuses objects from an earlier batch unless they were tracked', async () => {
    const word = fake()
    const range = await word.wordHost.run(async (context) => {
      const selection = context.document.getSelection()
      await context.sync()
      return selection
    })
    await expect(word.wordHost.runWith([range], async () => undefined)).rejects.toThrow(expect.objectContaining({ code: 'InvalidObjectPath' }))
    const tracked = await word.wordHost.run(async (context) => {
      const paragraphs = context.document.body.paragraphs
      paragraphs.load('items')
      await context.sync()
      const found = paragraphs.items[1]?.search('Second', { matchCase: true })
      found?.load('items')
      await context.sync()
      const second = found?.items[1]
      if (!second) throw new Error('no second match')
      second.track()
      await context.sync()
      return second
    })
    await word.wordHost.runWith([tracked], async (context) => {
      tracked.font.highlightColor = 'Yellow'
      tracked.untrack()
      await context.sync()
    })
    expect(word.snapshot().paragraphs[1]?.runs).toEqual([{ text: 'Second paragraph, with a ' }, { text: 'Second', highlight: '#FFFF00' }, { text: ' word.' }])
  })

  it('flushes commands a batch left queued, as Word.run does, and counts it', async () => {
    const word = fake()
    await word.wordHost.run(async (context) => {
      context.document.changeTrackingMode = 'TrackAll'
    })
    expect(word.unsynced.batches).toBe(1)
    expect(word.model.changeTrackingMode).toBe('TrackAll')
  })

  it('searches as Word does: case, whole words, wildcards, ^ codes, and the 255-character limit', () => {
    expect(findAll('Law, lawyers and LAW', 'law')).toEqual([[0, 3], [5, 8], [17, 20]])
    expect(findAll('Law, lawyers and LAW', 'law', { matchWholeWord: true })).toEqual([[0, 3], [17, 20]])
    expect(findAll('Law, lawyers and LAW', 'LAW', { matchCase: true })).toEqual([[17, 20]])
    expect(findAll('a^b\tc', 'a^^b^tc')).toEqual([[0, 5]])
    expect(findAll('abc', '?', { matchWildcards: true })).toEqual([[0, 1], [1, 2], [2, 3]])
    expect(findAll('sad started', '<s*d>', { matchWildcards: true })).toEqual([[0, 3], [4, 11]])
    expect(() => findAll('x', 'x'.repeat(256))).toThrow(FakeModelError)
    expect(() => findAll('x', '')).toThrow(expect.objectContaining({ code: 'InvalidArgument' }))
  })

  it('reads a highlight as #RRGGBB, null for none and "" where it is mixed, and refuses colours Word has not', async () => {
    const word = createFakeWord({ paragraphs: [{ runs: [{ text: 'Red', highlight: '#FF0000' }, { text: ' plain' }] }] })
    const colours = await word.wordHost.run(async (context) => {
      const paragraphs = context.document.body.paragraphs
      paragraphs.load('items/font/highlightColor')
      await context.sync()
      const whole = paragraphs.items[0]?.font.highlightColor
      const red = paragraphs.items[0]?.search('Red')
      const plain = paragraphs.items[0]?.search('plain')
      red?.load('items/font/highlightColor')
      plain?.load('items/font/highlightColor')
      await context.sync()
      return [whole, red?.items[0]?.font.highlightColor, plain?.items[0]?.font.highlightColor]
    })
    expect(colours).toEqual(['', '#FF0000', null])
    await expect(
      word.wordHost.run(async (context) => {
        const selection = context.document.getSelection()
        selection.font.highlightColor = 'chartreuse'
        await context.sync()
      })
    ).rejects.toThrow(expect.objectContaining({ code: 'InvalidArgument' }))
  })
})
