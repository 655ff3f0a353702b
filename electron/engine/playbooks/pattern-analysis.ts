import type { PatternNode } from './pattern-syntax'
import { re2LiteralText } from './re2-source'

/**
 * A broad atom repeated at least this often is a gap. Measured on the CUAD texts: twenty
 * patterns with `.*` or `.{0,40}` in one RE2.Set take seconds per 5000 paragraphs (each pending
 * gap multiplies the automaton's states), twenty with `.{0,10}` or `(?:\w+\s+){0,10}` stay
 * within a millisecond of a set without them.
 */
const GAP_MIN_REPEAT = 16

/**
 * Shorter literals ("law", "not") are in nearly every paragraph: as probes they cost the shared
 * set more (RE2.Set reports every hit) than the runs they save.
 */
const MIN_PROBE_LENGTH = 4

/** The largest product of nested counted repetitions (`{n}`, `{n,}`, `{n,m}`) in the pattern. */
export function repetitionProduct(alternatives: PatternNode[][]): number {
  let largest = 1
  for (const sequence of alternatives) {
    for (const node of sequence) {
      const own = node.quantifier?.counted === true ? countedBound(node.quantifier.min, node.quantifier.max) : 1
      const inner = node.kind === 'group' ? repetitionProduct(node.alternatives) : 1
      largest = Math.max(largest, own * inner)
    }
  }
  return largest
}

function countedBound(min: number, max: number): number {
  return Number.isFinite(max) ? Math.max(min, max) : Math.max(min, 1)
}

export function containsAnyByte(alternatives: PatternNode[][]): boolean {
  return alternatives.some((sequence) =>
    sequence.some((node) => node.kind === 'anyByte' || (node.kind === 'group' && containsAnyByte(node.alternatives)))
  )
}

/** Whether some broad atom is repeated often enough to keep the automaton waiting across text. */
export function containsGap(alternatives: PatternNode[][]): boolean {
  return alternatives.some((sequence) => sequence.some(isGap))
}

function isGap(node: PatternNode): boolean {
  if (node.quantifier !== null && node.quantifier.max >= GAP_MIN_REPEAT && isBroad(node)) return true
  return node.kind === 'group' && containsGap(node.alternatives)
}

function isBroad(node: PatternNode): boolean {
  switch (node.kind) {
    case 'class':
      return node.broad
    case 'anyByte':
      return true
    case 'group':
      return node.alternatives.some((sequence) => sequence.some(isBroad))
    default:
      return false
  }
}

/**
 * A second probe saves runs of the pattern where the first one hits without the second, but costs
 * the shared set a hit wherever it occurs; on the CUAD benchmark two probes did better than one,
 * and three no better than two.
 */
const MAX_PROBES = 2

/**
 * Literals that every match must contain, as a conjunction of alternatives: each inner list holds
 * literals of which at least one occurs in any match ("govern" and "laws" for
 * `govern\w*.{0,80}laws`, or "effective" or "commenc" for `(?:effective|commenc\w*)`). Runs of
 * unrepeated literal characters count, and groups that must occur at least once. Compared without
 * regard to case, which only widens the test, so a paragraph failing any one list cannot match.
 * Null when no list is long enough to be worth testing.
 */
export function requiredLiteralSets(alternatives: PatternNode[][]): string[][] | null {
  const only = alternatives.length === 1 ? alternatives[0] : undefined
  const sets = only === undefined ? [alternationLiterals(alternatives)].filter((set) => set !== null) : sequenceLiterals(only)
  return sets.length === 0 ? null : sets.slice(0, MAX_PROBES)
}

/** One list for an alternation: each alternative's most selective list, merged. */
function alternationLiterals(alternatives: PatternNode[][]): string[] | null {
  const merged = new Set<string>()
  for (const sequence of alternatives) {
    const best = sequenceLiterals(sequence)[0]
    if (best === undefined) return null
    for (const literal of best) merged.add(literal)
  }
  return [...merged]
}

/** Every list a sequence requires, most selective first. */
function sequenceLiterals(sequence: PatternNode[]): string[][] {
  const sets: string[][] = []
  let run = ''
  const endRun = (): void => {
    if (length(run) >= MIN_PROBE_LENGTH) sets.push([run])
    run = ''
  }
  for (const node of sequence) {
    if (node.kind === 'literal' && node.quantifier === null) {
      run += node.char
      continue
    }
    // Flags and zero-width assertions consume nothing, so the text on either side is adjacent.
    if ((node.kind === 'flags' || node.kind === 'assertion') && node.quantifier === null) continue
    endRun()
    if (node.kind === 'group' && (node.quantifier === null || node.quantifier.min >= 1)) {
      const set = alternationLiterals(node.alternatives)
      if (set !== null) sets.push(set)
    }
  }
  endRun()
  return sets.sort((a, b) => selectivity(b) - selectivity(a) || a.length - b.length)
}

/** A list is as selective as its shortest literal. */
function selectivity(set: string[]): number {
  return Math.min(...set.map(length))
}

function length(text: string): number {
  return [...text].length
}

/**
 * Sources for the shared set whose every one must match wherever the pattern does: for
 * `shall\s+not[^.;]{0,60}\bcompet\w*`, `shall\s+not` and `\bcompet\w*`. Each is a run of the
 * pattern's own items between its gaps, so it means exactly what it means inside the pattern
 * (flags set earlier are carried along), and it is rarer in text than any one literal of it:
 * every hit costs the shared set time, and hits of probes were most of its hits. Falls back to
 * literals (see `requiredLiteralSets`) when the pattern is an alternation at its top level.
 */
export function probeSources(source: string, alternatives: PatternNode[][]): string[] | null {
  const sequence = alternatives.length === 1 ? alternatives[0] : undefined
  const runs = sequence === undefined ? [] : gapFreeRuns(source, sequence)
  if (runs.length > 0) {
    return runs
      .sort((a, b) => b.selectivity - a.selectivity)
      .slice(0, MAX_PROBES)
      .map((run) => run.source)
  }
  return requiredLiteralSets(alternatives)?.map((literals) => literals.map(re2LiteralText).join('|')) ?? null
}

interface Run {
  source: string
  selectivity: number
}

function gapFreeRuns(source: string, sequence: PatternNode[]): Run[] {
  const runs: Run[] = []
  let flags = ''
  let run: PatternNode[] = []
  let runFlags = ''
  const endRun = (): void => {
    const first = run[0]?.span
    const last = run[run.length - 1]?.span
    const best = sequenceLiterals(run)[0]
    if (first !== undefined && last !== undefined && best !== undefined) {
      runs.push({ source: runFlags + source.slice(first[0], last[1]), selectivity: selectivity(best) })
    }
    run = []
  }
  for (const node of sequence) {
    if (isGap(node)) {
      endRun()
      continue
    }
    if (run.length === 0) runFlags = flags
    run.push(node)
    if (node.kind === 'flags' && node.span !== undefined) flags += source.slice(node.span[0], node.span[1])
  }
  endRun()
  return runs
}
