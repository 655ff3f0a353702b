import { parseIsoInstant } from '../../time'
import type { TemplateDefinition } from '../../templates/definition'
import type { TemplateValues } from './values'

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/**
 * GeneratedContract.effectiveDate: the definition's effective-date variable read as a date, at
 * midnight UTC. Lawyers type dates as "2026-03-01", "March 1, 2026" or "1 March 2026"; anything
 * else (or an omitted value) gives null rather than a guess.
 */
export function effectiveDateOf(def: TemplateDefinition, values: TemplateValues): string | null {
  const id = def.effectiveDateVariable
  if (id === null || !Object.hasOwn(values, id)) return null
  const value = values[id]
  if (typeof value !== 'string') return null
  const text = value.trim()
  const ms = /^\d{4}-\d{2}-\d{2}/.test(text) ? parseIsoInstant(text) : writtenDate(text)
  return ms === null ? null : new Date(ms).toISOString()
}

/** "March 1, 2026", "Mar. 1st 2026", "1 March 2026", "1st of March, 2026" → epoch ms, or null. */
function writtenDate(text: string): number | null {
  const monthFirst = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text)
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(text)
  const [month, day, year] = monthFirst !== null ? [monthFirst[1], monthFirst[2], monthFirst[3]] : dayFirst !== null ? [dayFirst[2], dayFirst[1], dayFirst[3]] : []
  if (month === undefined || day === undefined || year === undefined) return null
  const name = month.toLowerCase()
  const index = MONTHS.findIndex((candidate) => candidate === name || (name.length >= 3 && candidate.startsWith(name)))
  if (index === -1) return null
  return parseIsoInstant(`${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`)
}
