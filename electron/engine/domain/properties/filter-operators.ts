/**
 * The spec rejects "an operator in place of a property filter value". These are the spellings
 * clients reach for: comparison prefixes (`>5`, `<=2025-01-01`, `!=x`), query-language objects
 * and lists (`{"$gt":5}`, `[1,2]`), Mongo-style names (`$gte:5`) and word operators (`gte:5`,
 * `in(1,2)`). A plain value that happens to start with one of these is refused too; the clear
 * error costs less than a filter that quietly means something else. A leading `[` counts only
 * when the whole value is a JSON array, since "[Draft] Acme" and "[●]" are real values.
 */
const COMPARISON_PREFIX = /^(?:[<>]=?|!=?|==?|~)/
const OBJECT_LITERAL = /^\{/
const DOLLAR_OPERATOR = /^\$[a-z]+/i
const WORD_OPERATOR =
  /^(?:eq|ne|neq|gt|gte|lt|lte|in|nin|notin|like|ilike|contains|startswith|endswith|between|exists|regex|match)\s*[:=(]/i

export function looksLikeOperator(raw: string): boolean {
  const text = raw.trim()
  return (
    COMPARISON_PREFIX.test(text) || OBJECT_LITERAL.test(text) || isJsonArray(text) || DOLLAR_OPERATOR.test(text) || WORD_OPERATOR.test(text)
  )
}

function isJsonArray(text: string): boolean {
  if (!text.startsWith('[')) return false
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

export const OPERATORS_NOT_SUPPORTED = 'operators are not supported: give the exact value to match'
