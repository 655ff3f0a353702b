import type { PropertyOptions, PropertyType, StoredPropertyValue } from '../../../shared/api/property-model'
import type { PropertyDefinitionRecord, PropertyUpdateContext } from '../../../electron/engine/domain/properties'

/** A catalogue entry with everything but the rule-bearing fields filled in plainly. */
export function definition(
  key: string,
  type: PropertyType | null,
  options: PropertyOptions | null = null,
  scope: Partial<Pick<PropertyDefinitionRecord, 'isGlobal' | 'categoryIds'>> = {}
): PropertyDefinitionRecord {
  return {
    id: `def-${key}`,
    key,
    label: key.replaceAll('_', ' '),
    description: null,
    type,
    options,
    group: null,
    subGroup: null,
    sortOrder: 0,
    isDefault: false,
    manualOnly: false,
    isGlobal: scope.isGlobal ?? true,
    categoryIds: scope.categoryIds ?? []
  }
}

export const SUPPLIER_CATEGORY = 'aaaaaaaaaaaaaaaaaaaaaaaa'
export const CUSTOMER_CATEGORY = 'bbbbbbbbbbbbbbbbbbbbbbbb'
export const ACME_PARTY = '5f1d7c0a9b3e4d2c1a0b9e8f'
export const DELETED_PARTY = '0123456789abcdef01234567'

/** A small catalogue covering every type, a two-level conditional chain and a scoped property. */
export const catalogue: PropertyDefinitionRecord[] = [
  definition('counterparty_reference', 'string'),
  definition('contract_value', 'number', { unit: 'EUR' }),
  definition('exclusive', 'boolean'),
  definition('signature_date', 'date'),
  definition('payment_terms', 'list', { choices: ['Net 30', 'Net 60', 'On receipt'] }),
  definition('jurisdictions', 'multi-option', { choices: ['England and Wales', 'Scotland', 'Ireland', 'Québec'] }),
  definition('counterparty', 'party'),
  definition('legacy_code', null),
  definition('region', 'list', { choices: ['EU', 'UK', 'US'] }),
  definition('country', 'list', {
    dependsOn: 'region',
    choicesByParent: { EU: ['France', 'Germany'], UK: ['England', 'Scotland'] }
  }),
  definition('court', 'list', {
    dependsOn: 'country',
    choicesByParent: { France: ['Paris', 'Lyon'], Germany: ['Berlin'], England: ['London'] }
  }),
  definition('data_transfers', 'multi-option', {
    dependsOn: 'region',
    choicesByParent: { EU: ['SCCs', 'Adequacy'], UK: ['IDTA', 'Adequacy'] }
  }),
  definition('supplier_rating', 'number', null, { isGlobal: false, categoryIds: [SUPPLIER_CATEGORY] })
]

export function context(
  overrides: { current?: Record<string, StoredPropertyValue>; categoryId?: string | null; parties?: string[] } = {}
): PropertyUpdateContext {
  const parties = new Set(overrides.parties ?? [ACME_PARTY])
  return {
    definitions: new Map(catalogue.map((def) => [def.key, def])),
    contractCategoryId: overrides.categoryId === undefined ? CUSTOMER_CATEGORY : overrides.categoryId,
    currentValues: new Map(Object.entries(overrides.current ?? {})),
    partyExists: (id) => parties.has(id)
  }
}

export function definitionOf(key: string): PropertyDefinitionRecord {
  const def = catalogue.find((candidate) => candidate.key === key)
  if (def === undefined) throw new Error(`no catalogue entry ${key}`)
  return def
}
