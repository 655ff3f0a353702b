const QUOTED_TEXT_LIMIT = 60
const LISTED_CHOICES_LIMIT = 20

/**
 * How a rejected value is echoed in a message: enough to recognise it, bounded so a pasted
 * clause cannot bloat the error body.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number') return Number.isFinite(value) ? `the number ${String(value)}` : String(value)
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'an array'
  return 'an object'
}

export function quote(text: string): string {
  const shown = text.length > QUOTED_TEXT_LIMIT ? `${text.slice(0, QUOTED_TEXT_LIMIT)}…` : text
  return JSON.stringify(shown)
}

export function listChoices(choices: readonly string[]): string {
  if (choices.length === 0) return 'none'
  const shown = choices.slice(0, LISTED_CHOICES_LIMIT).map(quote).join(', ')
  return choices.length > LISTED_CHOICES_LIMIT ? `${shown}, …` : shown
}
