import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { PropertyDefinitionRecord } from './definition'

/**
 * A stored value as the contract detail shows it. Dates stay epoch ms (the spec says so); a party
 * value, typed or not, becomes `{id, label}` with label null when the party cannot be resolved.
 */
export function presentPropertyValue(
  def: PropertyDefinitionRecord | null,
  value: StoredPropertyValue,
  partyLabel: (id: string) => string | null
): unknown {
  if (Array.isArray(value)) return [...value]
  if (typeof value === 'object') return { id: value.id, label: partyLabel(value.id) }
  if (def?.type === 'party' && typeof value === 'string') return { id: value, label: partyLabel(value) }
  return value
}
