import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import { KEY_TERM_PROPERTY_TYPES } from '../../../../shared/api/key-term-actions'
import type { PropertyDefinitionRecord } from '../properties'
import { RENEWAL_PROPERTY_KEYS as KEYS } from '../renewal'

type Catalogue = ReadonlyMap<string, PropertyDefinitionRecord>

/**
 * Where a term goes when nobody chose: the catalogue's own key for it when there is one (the
 * renewal schedule's inputs first, so applied terms fill the Renewals timeline), else the first
 * property of a fitting type whose key or label says what the term is. A term with no such
 * property stays unmapped, and shows as such.
 */
const HINTS: Record<KeyTermName, { keys: readonly string[]; words: RegExp }> = {
  parties: { keys: ['parties', 'counterparties', 'counterparty'], words: /\b(parties|counterpart(y|ies))\b/i },
  agreementDate: { keys: ['agreement_date', 'signature_date', 'execution_date', 'signed_date'], words: /\b(agreement date|signature date|date signed|signed on|execution date)\b/i },
  effectiveDate: { keys: [KEYS.effectiveDate, 'commencement_date', 'start_date'], words: /\b(effective|commencement) date\b/i },
  expirationDate: { keys: [KEYS.endDate, 'expiration_date', 'expiry_date'], words: /\b(end|expiration|expiry) date\b/i },
  renewalTerm: { keys: [KEYS.renewalTermMonths], words: /\brenewal (term|period)\b/i },
  noticePeriod: { keys: [KEYS.noticePeriodDays], words: /\bnotice period\b/i },
  governingLaw: { keys: ['governing_law', 'applicable_law'], words: /\b(governing|applicable) law\b/i }
}

/** Whether a property can hold a term: a type the term's value fits, and not kept for people to fill. */
export function fitsTerm(term: KeyTermName, def: PropertyDefinitionRecord): boolean {
  return def.type !== null && KEY_TERM_PROPERTY_TYPES[term].includes(def.type) && !def.manualOnly
}

export function defaultMapping(catalogue: Catalogue): Record<KeyTermName, string | null> {
  const definitions = [...catalogue.values()]
  const pick = (term: KeyTermName): string | null => {
    const { keys, words } = HINTS[term]
    for (const key of keys) {
      const def = catalogue.get(key)
      if (def && fitsTerm(term, def)) return key
    }
    const byWords = definitions.find((def) => fitsTerm(term, def) && def.isGlobal && (words.test(def.label) || words.test(def.key.replaceAll('_', ' '))))
    return byWords?.key ?? null
  }
  return Object.fromEntries(KEY_TERM_NAMES.map((term) => [term, pick(term)])) as Record<KeyTermName, string | null>
}
