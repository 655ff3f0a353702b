import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'
import { ENTITY_SUFFIX } from './party-names'

/*
 * A press release filed as the agreement's exhibit has no preamble and no signatures: its lead
 * paragraph announces who made the agreement ("United National Bancorp (Nasdaq: UNBJ) announced
 * today that its principal subsidiary, United National Bank, has entered into a multi-year agreement
 * with the BISYS Group, Inc."). The company that entered into it and the one it is made with are the
 * parties; the announcer is one only when it made the agreement itself ("… announced that it has
 * entered into …").
 */

// A release announces in its lead paragraph: later ones quote officers and describe the business.
const LEAD_PARAGRAPHS = 4
const LEAD_LENGTH = 1500
const NAME = "[\\p{Lu}\\d][\\p{L}\\d&.'’/-]*(?:,?\\s(?:(?:of|and|&|the|for)\\s)*[\\p{Lu}\\d][\\p{L}\\d&.'’/-]*){0,7}"
const ANNOUNCEMENT = new RegExp(
  `(${NAME})(?:\\s\\([^()]{0,40}\\))?,?\\s(?:today\\s)?announced\\s(?:today\\s)?(?:that\\s)?` +
    `(?:it|(?:its\\s(?:[\\p{Ll}-]+\\s){0,3}?subsidiary,?\\s)?(${NAME})),?\\s` +
    `(?:has|have)\\s(?:entered\\sinto|signed|executed)\\s(?:an?|the)\\s(?:[\\p{L}-]+\\s){0,6}?(?:agreement|contract)\\swith\\s(?:the\\s)?(${NAME})`,
  'du'
)

/** The two companies a press release says made the agreement; [] when it names no such pair. */
export function announcedParties(paragraphs: readonly string[]): PartyTerm[] {
  for (let index = 0; index < Math.min(paragraphs.length, LEAD_PARAGRAPHS); index++) {
    const text = (paragraphs[index] ?? '').slice(0, LEAD_LENGTH)
    const match = ANNOUNCEMENT.exec(text)
    if (!match) continue
    const maker = spanOf(text, match, match[2] === undefined ? 1 : 2)
    const other = spanOf(text, match, 3)
    if (!maker || !other) continue
    const names = [maker, other].map(({ start, end }) => ({ name: text.slice(start, end), definedAs: [], evidence: evidenceOf(paragraphs, index, start, end) }))
    // Both must read as companies: a release also announces deals with "a leading retailer".
    if (names.every((party) => ENTITY_SUFFIX.test(party.name))) return names
  }
  return []
}

function spanOf(text: string, match: RegExpExecArray, group: number): { start: number; end: number } | null {
  const [start, end] = match.indices?.[group] ?? []
  if (start === undefined || end === undefined) return null
  // "Inc. whereby BISYS will provide …": the name ends at its suffix, not with a stray comma or stop.
  let last = end
  while (last > start && /[,\s]/.test(text[last - 1] ?? '')) last--
  return last - start >= 2 ? { start, end: last } : null
}
