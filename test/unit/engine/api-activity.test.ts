import { describe, expect, it } from 'vitest'
import { ApiActivity } from '../../../electron/engine/api-activity'

/*
 * What background work reads to stay out of the way of requests: whether the engine is answering
 * one, or answered one a moment ago. A request ended twice (its answer sent after its caller went
 * away) counts once.
 */
describe('the engine’s request activity', () => {
  it('is quiet before any request, busy while one is answered and just after, quiet again once it has ended', () => {
    const activity = new ApiActivity()
    expect(activity.quietFor(60_000)).toBe(true)
    const first = {}
    const second = {}
    activity.begin(first)
    activity.begin(second)
    expect(activity.quietFor(0)).toBe(false)
    activity.end(first)
    expect(activity.quietFor(0)).toBe(false)
    activity.end(second)
    expect(activity.quietFor(0)).toBe(true)
    // A minute has not passed since the last answer.
    expect(activity.quietFor(60_000)).toBe(false)
  })

  it('counts a request ended twice, or never begun, once or not at all', () => {
    const activity = new ApiActivity()
    const aborted = {}
    const waiting = {}
    activity.begin(aborted)
    activity.begin(waiting)
    activity.end(aborted)
    activity.end(aborted)
    activity.end({})
    expect(activity.quietFor(0)).toBe(false)
    activity.end(waiting)
    expect(activity.quietFor(0)).toBe(true)
  })
})
