import RE2 from 're2'
import { containsAnyByte, containsGap, probeSources, repetitionProduct } from './pattern-analysis'
import { parsePattern, type PatternNode } from './pattern-syntax'

/** Bounds the time RE2 spends compiling one pattern (and so the whole playbook). */
export const MAX_PATTERN_LENGTH = 1000

/**
 * RE2 runs in time linear in the text, but the factor is the size of the compiled pattern, and
 * counted repetitions copy their atom: `.{1000}` took 3.6 s over the eight CUAD contracts where
 * `.{100}` took 3.5 ms. RE2 itself allows products up to 1000.
 */
export const MAX_REPETITION_PRODUCT = 100

/** How the matcher should evaluate a valid pattern; affects speed only, never the result. */
export interface PatternPlan {
  /** A broad atom repeated many times: kept out of the shared set, see `pattern-analysis.ts`. */
  gap: boolean
  /** Set sources that all match wherever the pattern does (see `probeSources`); null when none is useful. */
  probes: string[] | null
}

export type PatternAnalysis = { ok: true; plan: PatternPlan } | { ok: false; reason: string }

/** Texts on which an empty match shows that the pattern would match every paragraph. */
const EMPTY_MATCH_PROBES = ['', ' ', 'a', '0', '.', '\n']

/** For playbook import: whether a `pattern` keyword can be evaluated, and if not, why. */
export function validatePattern(value: string): { ok: true } | { ok: false; reason: string } {
  const analysis = analysePattern(value)
  return analysis.ok ? { ok: true } : { ok: false, reason: analysis.reason }
}

export function analysePattern(value: string): PatternAnalysis {
  if (value.trim() === '') return { ok: false, reason: 'the pattern is blank' }
  if (value.length > MAX_PATTERN_LENGTH) {
    return { ok: false, reason: `the pattern is ${value.length} characters long; the limit is ${MAX_PATTERN_LENGTH}` }
  }
  let compiled: RE2
  try {
    compiled = new RE2(value, 'iu')
  } catch (error) {
    return { ok: false, reason: explainRe2Error(value, error instanceof Error ? error.message : String(error)) }
  }

  let tree: PatternNode[][] | null = null
  try {
    tree = parsePattern(value)
  } catch {
    // RE2 accepted the pattern, so this reader is what fell short; plan for the worst case
    // rather than refuse a valid pattern or fail the whole playbook.
  }
  if (tree === null ? /(^|[^\\])(\\\\)*\\C/.test(value) : containsAnyByte(tree)) {
    return { ok: false, reason: '\\C (any single byte) is not supported: it can match half of a character' }
  }
  const product = tree === null ? 1 : repetitionProduct(tree)
  if (product > MAX_REPETITION_PRODUCT) {
    return {
      ok: false,
      reason: `counted repetitions allow up to ${product} copies; the limit is ${MAX_REPETITION_PRODUCT} (use * or + for an open-ended gap)`
    }
  }
  for (const probe of EMPTY_MATCH_PROBES) {
    const match = compiled.exec(probe)
    if (match !== null && match[0] === '') {
      return { ok: false, reason: 'the pattern matches empty text, so it would match every paragraph' }
    }
  }
  return {
    ok: true,
    plan: tree === null ? { gap: true, probes: null } : { gap: containsGap(tree), probes: probeSources(value, tree) }
  }
}

function explainRe2Error(value: string, message: string): string {
  const syntax = 'patterns use RE2 syntax, which evaluates in linear time'
  if (/\(\?[=!]/.test(message)) return `lookahead (?= and (?! is not supported: ${syntax} and has no lookaround`
  if (/\(\?<[=!]/.test(message)) return `lookbehind (?<= and (?<! is not supported: ${syntax} and has no lookaround`
  if (/invalid escape sequence: \\(?:[1-9]|k)/.test(message) || (/\(\?P/.test(message) && value.includes('(?P='))) {
    return `backreferences (\\1, \\k<name>, (?P=name)) are not supported: ${syntax} and has no backreferences`
  }
  return `not a valid RE2 pattern: ${message}`
}
