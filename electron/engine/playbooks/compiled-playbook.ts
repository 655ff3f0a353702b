import type { IfNotFound, PositionKeyword } from '../../../shared/api/playbooks'
import type { KeywordSlot } from './keyword-slot'
import type { MultiPattern, SinglePattern } from './multi-pattern'
import type { CompiledPlaybook, KeywordProblem } from './types'

export interface CompiledPosition {
  order: number
  name: string | null
  ifNotFound: IfNotFound
  /** Non-negative keywords in the position's order, duplicates (same type and value) removed. */
  positives: { keyword: PositionKeyword; slot: number }[]
  negatives: number[]
  skipped: { reason: string } | null
}

/** What a hit on one source of the shared set means. */
export type SetEntry =
  | { kind: 'keyword'; slot: number; approximateBoundary: boolean }
  /** One list of a gated pattern's required literals was found. */
  | { kind: 'probe'; gated: number }

/** A pattern with a gap, run on its own only where all its lists of required literals occur. */
export interface GatedPattern {
  slot: number
  matcher: SinglePattern
  /** How many distinct probes must hit before the pattern is run. */
  probes: number
}

/** Patterns with a gap and no useful literal, run over every paragraph in small sets. */
export interface IsolatedPatterns {
  matcher: MultiPattern
  slots: number[]
}

export class CompiledMatcher implements CompiledPlaybook {
  constructor(
    readonly problems: KeywordProblem[],
    readonly positions: readonly CompiledPosition[],
    readonly slots: readonly KeywordSlot[],
    readonly shared: MultiPattern,
    readonly sharedEntries: readonly (readonly SetEntry[])[],
    readonly gated: readonly GatedPattern[],
    readonly isolated: readonly IsolatedPatterns[]
  ) {}
}
