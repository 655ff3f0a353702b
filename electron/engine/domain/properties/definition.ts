import type { PropertyOptions, PropertyType } from '../../../../shared/api/property-model'

/** One row of the property catalogue, as the engine loads it. */
export interface PropertyDefinitionRecord {
  id: string
  key: string
  label: string
  description: string | null
  type: PropertyType | null
  options: PropertyOptions | null
  group: string | null
  subGroup: string | null
  sortOrder: number
  isDefault: boolean
  manualOnly: boolean
  isGlobal: boolean
  /** A non-global property is addable only to contracts in one of these categories. */
  categoryIds: string[]
}

/** One thing wrong with a property update; `message` names the key on its own so it reads well joined. */
export interface PropertyProblem {
  key: string
  message: string
}

/** Global properties go on any contract; the others only on contracts of their categories. */
export function isAddableTo(def: PropertyDefinitionRecord, contractCategoryId: string | null): boolean {
  if (def.isGlobal) return true
  return contractCategoryId !== null && def.categoryIds.includes(contractCategoryId)
}

/** The parent key of a conditional list or multi-option property, else null. */
export function parentKeyOf(def: PropertyDefinitionRecord): string | null {
  if (def.type !== 'list' && def.type !== 'multi-option') return null
  const parent = def.options?.dependsOn
  return parent === undefined || parent === '' ? null : parent
}
