/**
 * Plain decimal notation with an optional exponent. Thousands separators are refused because
 * "1,000" and "1.000" mean different amounts in different jurisdictions; hex, binary and
 * "Infinity" are refused because no lawyer means them.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

export type NumericTextParse = { ok: true; value: number } | { ok: false; reason: 'blank' | 'not-numeric' | 'not-finite' }

export function parseNumericText(text: string): NumericTextParse {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'blank' }
  if (!DECIMAL.test(trimmed)) return { ok: false, reason: 'not-numeric' }
  const value = Number(trimmed)
  if (!Number.isFinite(value)) return { ok: false, reason: 'not-finite' }
  return { ok: true, value: normalizeZero(value) }
}

/** -0 and 0 are the same amount; storing -0 would print as 0 but compare oddly in JSON round trips. */
export function normalizeZero(value: number): number {
  return value === 0 ? 0 : value
}

/** One spelling per numeric value, so "5", "5.0" and 5e0 give the same filter term. */
export function canonicalNumber(value: number): string {
  return String(normalizeZero(value))
}
