import type { PositionKeyword } from '../../../shared/api/playbooks'
import {
  CompiledMatcher,
  type CompiledPosition,
  type GatedPattern,
  type IsolatedPatterns,
  type SetEntry
} from './compiled-playbook'
import { compileExactKeyword } from './exact-keyword'
import { ExactSlot, PatternSlot, type KeywordSlot } from './keyword-slot'
import { MultiPattern, SinglePattern } from './multi-pattern'
import { analysePattern, type PatternPlan } from './pattern-validation'
import type { CompiledPlaybook, KeywordProblem, MatchablePosition } from './types'

/** Gap patterns multiply each other's automaton states; a few per set keep that in check. */
const ISOLATED_PER_SET = 4

type PreparedKeyword =
  | { key: string; kind: 'exact'; setSource: string; coreSource: string; leading: boolean; trailing: boolean }
  | { key: string; kind: 'pattern'; source: string; plan: PatternPlan }

/**
 * Compiles a playbook's positions once for any number of match requests. Never throws on bad
 * keywords: each is reported in `problems` and its position is skipped, because evaluating the
 * rest of a position would answer with confidence what it cannot know (a dropped negative keyword
 * lets through paragraphs it should disqualify; a dropped positive one reports a clause missing).
 */
export function compilePlaybook(positions: MatchablePosition[]): CompiledPlaybook {
  const builder = new PlaybookBuilder()
  const ordered = positions.map((position, index) => ({ position, index })).sort((a, b) => a.position.order - b.position.order || a.index - b.index)
  for (const { position } of ordered) builder.addPosition(position)
  return builder.build()
}

class PlaybookBuilder {
  private readonly problems: KeywordProblem[] = []
  private readonly positions: CompiledPosition[] = []
  private readonly slots: KeywordSlot[] = []
  private readonly slotByKey = new Map<string, number>()
  private readonly sharedSources: string[] = []
  private readonly sharedEntries: SetEntry[][] = []
  private readonly sharedIndexBySource = new Map<string, number>()
  private readonly gated: GatedPattern[] = []
  private readonly isolatedPatterns: { slot: number; source: string }[] = []

  addPosition(position: MatchablePosition): void {
    const prepared: { keyword: PositionKeyword; prepared: PreparedKeyword }[] = []
    const reasons: string[] = []
    for (const keyword of position.keywords) {
      const result = prepareKeyword(keyword)
      if (typeof result === 'string') {
        this.problems.push({ positionOrder: position.order, keyword, reason: result })
        reasons.push(`${keyword.type} keyword ${JSON.stringify(keyword.value)}: ${result}`)
      } else {
        prepared.push({ keyword, prepared: result })
      }
    }
    const compiled: CompiledPosition = {
      order: position.order,
      name: position.name,
      ifNotFound: position.ifNotFound,
      positives: [],
      negatives: [],
      skipped: reasons.length > 0 ? { reason: reasons.join('; ') } : null
    }
    const index = this.positions.push(compiled) - 1
    const hasPositive = prepared.some(({ keyword }) => keyword.type !== 'negative')
    if (compiled.skipped !== null || !hasPositive) return

    const listed = new Set<string>()
    for (const { keyword, prepared: keywordPlan } of prepared) {
      const slot = this.slotFor(keywordPlan)
      if (keyword.type === 'negative') {
        if (!compiled.negatives.includes(slot)) compiled.negatives.push(slot)
        continue
      }
      const identity = `${keyword.type}\u0000${keyword.value}`
      if (listed.has(identity)) continue
      listed.add(identity)
      compiled.positives.push({ keyword, slot })
      const users = this.slots[slot]?.positivePositions
      if (users !== undefined && !users.includes(index)) users.push(index)
    }
  }

  build(): CompiledPlaybook {
    const isolated: IsolatedPatterns[] = []
    for (let start = 0; start < this.isolatedPatterns.length; start += ISOLATED_PER_SET) {
      const batch = this.isolatedPatterns.slice(start, start + ISOLATED_PER_SET)
      isolated.push({ matcher: new MultiPattern(batch.map(({ source }) => source)), slots: batch.map(({ slot }) => slot) })
    }
    return new CompiledMatcher(this.problems, this.positions, this.slots, new MultiPattern(this.sharedSources), this.sharedEntries, this.gated, isolated)
  }

  private slotFor(keyword: PreparedKeyword): number {
    const existing = this.slotByKey.get(keyword.key)
    if (existing !== undefined) return existing
    const slot = this.slots.length
    this.slotByKey.set(keyword.key, slot)
    if (keyword.kind === 'exact') {
      const { leading, trailing } = keyword
      this.slots.push(new ExactSlot(keyword.coreSource, { leading, trailing }))
      this.addShared(keyword.setSource, { kind: 'keyword', slot, approximateBoundary: leading || trailing })
      return slot
    }
    this.slots.push(new PatternSlot(keyword.source))
    const { gap } = keyword.plan
    if (!gap) {
      this.addShared(keyword.source, { kind: 'keyword', slot, approximateBoundary: false })
    } else if (keyword.plan.probes !== null) {
      const probes = [...new Set(keyword.plan.probes)]
      const gatedIndex = this.gated.push({ slot, matcher: new SinglePattern(keyword.source), probes: probes.length }) - 1
      for (const probe of probes) this.addShared(probe, { kind: 'probe', gated: gatedIndex })
    } else {
      this.isolatedPatterns.push({ slot, source: keyword.source })
    }
    return slot
  }

  private addShared(source: string, entry: SetEntry): void {
    let index = this.sharedIndexBySource.get(source)
    if (index === undefined) {
      index = this.sharedSources.push(source) - 1
      this.sharedIndexBySource.set(source, index)
      this.sharedEntries.push([])
    }
    this.sharedEntries[index]?.push(entry)
  }
}

/** The keyword ready to compile, or why it cannot be evaluated. */
function prepareKeyword(keyword: PositionKeyword): PreparedKeyword | string {
  if (typeof keyword.value !== 'string') return 'the keyword has no text'
  switch (keyword.type) {
    case 'exact':
    case 'negative': {
      const result = compileExactKeyword(keyword.value)
      if (!result.ok) return result.reason
      const { setSource, coreSource, leadingBoundary, trailingBoundary, canonical } = result.sources
      return { key: `exact\u0000${canonical}`, kind: 'exact', setSource, coreSource, leading: leadingBoundary, trailing: trailingBoundary }
    }
    case 'pattern': {
      const result = analysePattern(keyword.value)
      if (!result.ok) return result.reason
      return { key: `pattern\u0000${keyword.value}`, kind: 'pattern', source: keyword.value, plan: result.plan }
    }
    default:
      // Playbooks come from the company service; a type this version does not know must not
      // be guessed at.
      return `unknown keyword type ${JSON.stringify(String(keyword.type))}`
  }
}
