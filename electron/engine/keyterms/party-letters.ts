import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'
import { ENTITY_SUFFIX } from './party-names'

/*
 * A letter agreement signed by "the undersigned" (a shareholder, an affiliate, a holder giving a
 * lock-up) names its counterparty only where it says whom it binds: "This Affiliate Agreement
 * represents an agreement between the undersigned and PSS", "the undersigned and PSS hereby agree".
 * The counterparty is then a party, under the full name the letter defines for its short name
 * ("Physician Sales & Service, Inc. ("PSS")"); the undersigned is named only by a signature.
 */

const LETTER_PARAGRAPHS = 60
// Past this the paragraph is the letter's body, not where it says whom it binds.
const LETTER_HEAD = 4000
const NAME = "[\\p{Lu}\\d][\\p{L}\\d&.'’/-]*(?:,?\\s(?:(?:of|and|&|the|for)\\s)*[\\p{Lu}\\d][\\p{L}\\d&.'’/-]*){0,7}"
const COUNTERPARTY = new RegExp(
  `\\b(?:between\\sthe\\sundersigned\\sand\\s(?:the\\s)?(${NAME})(?=[\\s,.;]|$)|[Tt]he\\sundersigned\\sand\\s(?:the\\s)?(${NAME})\\s(?:each\\s)?(?:hereby\\s)?(?:agree|covenant|acknowledge)s?\\b)`,
  'u'
)
// A short name's definition ends in its parentheses: the full name is the capitalised run before it.
const NAME_BEFORE = new RegExp(`(${NAME}),?\\s*$`, 'u')
const DEFINITION_WINDOW = 160
const ABBREVIATED_END = /\b(?:Inc|Corp|Co|Ltd|L\.P|L\.L\.C|N\.A|S\.A|B\.V|N\.V)\.$/i

/** The company a letter of "the undersigned" is made with, or null when it names none. */
export function undersignedCounterparty(paragraphs: readonly string[]): PartyTerm | null {
  const limit = Math.min(paragraphs.length, LETTER_PARAGRAPHS)
  for (let index = 0; index < limit; index++) {
    const text = (paragraphs[index] ?? '').slice(0, LETTER_HEAD)
    const match = COUNTERPARTY.exec(text)
    const named = match?.[1] ?? match?.[2]
    if (!match || !named) continue
    // "… between the undersigned and PSS." ends a sentence; "Acme Holdings, Inc." keeps its stop.
    const name = ABBREVIATED_END.test(named) ? named : named.replace(/[,.]$/, '')
    if (ENTITY_SUFFIX.test(name)) {
      const start = match.index + match[0].indexOf(name)
      return { name, definedAs: [], evidence: evidenceOf(paragraphs, index, start, start + name.length) }
    }
    const defined = definedName(paragraphs, limit, name)
    if (defined) return defined
  }
  return null
}

/** The company a short name is defined for ("Physician Sales & Service, Inc. ("PSS")"). */
function definedName(paragraphs: readonly string[], limit: number, short: string): PartyTerm | null {
  const quoted = new RegExp(`\\((?:the\\s)?["“]${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["”]\\)`)
  for (let index = 0; index < limit; index++) {
    const text = (paragraphs[index] ?? '').slice(0, LETTER_HEAD)
    const definition = quoted.exec(text)
    if (!definition) continue
    const from = Math.max(0, definition.index - DEFINITION_WINDOW)
    const before = NAME_BEFORE.exec(text.slice(from, definition.index))
    const name = before?.[1]
    if (!before || !name || !ENTITY_SUFFIX.test(name)) return null
    const start = from + before.index
    return { name, definedAs: [short], evidence: evidenceOf(paragraphs, index, start, start + name.length) }
  }
  return null
}
