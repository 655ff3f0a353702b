import { describe, expect, it } from 'vitest'
import { gatePasses, judge, medianRatio, updatedBaseline, type GateBaseline, type GateMeasurement } from '../../../bench/gate/judge'
import { measureCase, timedPair, type GateCase } from '../../../bench/gate/measure'

const committed: GateBaseline = {
  tolerance: 0.5,
  measuredOn: 'fixture',
  cases: {
    matching: { ratio: 0.01, ours: 'm', baseline: 'b' },
    list: { ratio: 4, ours: 'm', baseline: 'b' },
    search: { ratio: 2, ours: 'm', baseline: 'b' }
  }
}
const measured = (name: string, ratio: number): GateMeasurement => ({ name, ratio, ours: ratio, baseline: 1, samples: 5 })

describe('the gate’s verdicts, on fixed figures', () => {
  it('passes a ratio up to the committed one times one plus the tolerance, and fails one above', () => {
    const verdicts = judge([measured('matching', 0.015), measured('list', 6.01), measured('search', 2.2)], committed)
    expect(verdicts.map((v) => [v.name, v.outcome])).toEqual([
      ['matching', 'ok'],
      ['list', 'regressed'],
      ['search', 'ok']
    ])
    expect(verdicts[1]).toMatchObject({ committed: 4, limit: 6 })
    expect(gatePasses(verdicts)).toBe(false)
    expect(gatePasses(judge([measured('matching', 0.01), measured('list', 6), measured('search', 1)], committed))).toBe(true)
  })

  it('reports a ratio far below the committed one as improved, and passes it', () => {
    const verdicts = judge([measured('matching', 0.006), measured('list', 4), measured('search', 2)], committed)
    expect(verdicts[0]?.outcome).toBe('improved')
    expect(gatePasses(verdicts)).toBe(true)
  })

  it('passes skipped and new cases, and fails a committed case that was not run at all', () => {
    const verdicts = judge([{ name: 'matching', skipped: 'no corpus' }, measured('list', 4), measured('key terms', 3)], committed)
    expect(verdicts.map((v) => [v.name, v.outcome])).toEqual([
      ['matching', 'skipped'],
      ['list', 'ok'],
      ['key terms', 'new'],
      ['search', 'missing']
    ])
    expect(gatePasses(verdicts)).toBe(false)
  })

  it('takes the median of the rounds’ ratios, not the ratio of the medians', () => {
    expect(medianRatio([{ ours: 2, baseline: 1 }, { ours: 30, baseline: 10 }, { ours: 8, baseline: 2 }, { ours: 1, baseline: 1 }, { ours: 5, baseline: 1 }])).toEqual({ ratio: 3, ours: 5, baseline: 1 })
  })

  it('rewrites the committed ratios with the measured ones, keeping the tolerance and cases not run', () => {
    const next = updatedBaseline([measured('list', 3.14159), { name: 'search', skipped: 'no build' }, measured('key terms', 0.5)], committed, 'today', (name) => ({ ours: `${name} ours`, baseline: `${name} baseline` }))
    expect(next).toEqual({
      tolerance: 0.5,
      measuredOn: 'today',
      cases: {
        matching: committed.cases.matching,
        list: { ratio: 3.14, ours: 'list ours', baseline: 'list baseline' },
        search: committed.cases.search,
        'key terms': { ratio: 0.5, ours: 'key terms ours', baseline: 'key terms baseline' }
      }
    })
  })
})

/** Deterministic CPU work: sorting the same shuffled numbers. */
function work(): number {
  const values = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 20_011)
  return values.sort((a, b) => a - b)[10_000] ?? 0
}

/** A fixture case whose Folio side does the baseline's work `slowdown` times over. */
function fixtureCase(slowdown: number): GateCase {
  return {
    name: 'fixture',
    ours: `the work ${slowdown} times`,
    baseline: 'the work once',
    rounds: 7,
    prepare: async () => ({
      round: timedPair(() => {
        for (let i = 0; i < slowdown; i++) work()
      }, work, 3)
    })
  }
}

describe('the gate on a planted slowdown', () => {
  const fixtureBaseline: GateBaseline = { tolerance: 0.6, measuredOn: 'fixture', cases: { fixture: { ratio: 1, ours: 'the work once', baseline: 'the work once' } } }

  it('catches a case made four times slower than its committed ratio', async () => {
    const verdicts = judge([await measureCase(fixtureCase(4))], fixtureBaseline)
    expect(verdicts[0]?.outcome).toBe('regressed')
    expect(gatePasses(verdicts)).toBe(false)
  })

  it('passes the same case unslowed', async () => {
    const verdicts = judge([await measureCase(fixtureCase(1))], fixtureBaseline)
    expect(gatePasses(verdicts)).toBe(true)
  })

  it('answers a case that cannot run here as skipped, without running it', async () => {
    const unavailable: GateCase = { name: 'fixture', ours: '', baseline: '', rounds: 3, prepare: async () => 'no corpus' }
    expect(await measureCase(unavailable)).toEqual({ name: 'fixture', skipped: 'no corpus' })
  })
})

describe('a case with its own tolerance', () => {
  it('is judged by it, and keeps it when the ratios are updated', () => {
    const withOwn: GateBaseline = { ...committed, cases: { ...committed.cases, list: { ratio: 4, ours: 'm', baseline: 'b', tolerance: 1 } } }
    expect(judge([measured('list', 7.9)], { ...withOwn, cases: { list: withOwn.cases.list! } })[0]).toMatchObject({ outcome: 'ok', limit: 8 })
    expect(judge([measured('list', 8.1)], { ...withOwn, cases: { list: withOwn.cases.list! } })[0]?.outcome).toBe('regressed')
    expect(updatedBaseline([measured('list', 5)], withOwn, 'today', () => ({ ours: 'o', baseline: 'b' })).cases.list).toEqual({ ratio: 5, ours: 'o', baseline: 'b', tolerance: 1 })
  })
})
