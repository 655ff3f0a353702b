import type { PropertyOptions, PropertyType } from '../../../../shared/api/property-model'
import type { PropertyDefinitionRecord } from '../../domain/properties'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

interface DefinitionRow {
  id: string
  key: string
  label: string
  description: string | null
  type: PropertyType | null
  options: string | null
  group_name: string | null
  sub_group: string | null
  sort_order: number
  is_default: number
  manual_only: number
  is_global: number
  category_ids: string
}

type Catalogue = ReadonlyMap<string, PropertyDefinitionRecord>

const loaded = new WeakMap<Db, { version: number; catalogue: Catalogue }>()

/**
 * The company property catalogue, keyed by property key. Parsed once per change of the catalogue
 * (a token triggers renew, migration 9), so writes, details and list filters do not read and
 * parse every definition again. Callers share the result: it is read-only.
 */
export function loadPropertyCatalogue(db: Db): Catalogue {
  const version = cachedStatement(db, 'SELECT version FROM catalogue_version WHERE id = 1').pluck().get() as number
  const cached = loaded.get(db)
  if (cached?.version === version) return cached.catalogue
  const rows = cachedStatement(
    db,
    `SELECT d.*, (SELECT json_group_array(category_id) FROM property_definition_categories pc WHERE pc.property_id = d.id) AS category_ids
       FROM property_definitions d ORDER BY d.sort_order, d.key`
  ).all() as DefinitionRow[]
  const catalogue: Catalogue = new Map(rows.map((r) => [r.key, Object.freeze(toRecord(r))]))
  loaded.set(db, { version, catalogue })
  return catalogue
}

function toRecord(r: DefinitionRow): PropertyDefinitionRecord {
  return {
    id: r.id,
    key: r.key,
    label: r.label,
    description: r.description,
    type: r.type,
    options: r.options ? (JSON.parse(r.options) as PropertyOptions) : null,
    group: r.group_name,
    subGroup: r.sub_group,
    sortOrder: r.sort_order,
    isDefault: r.is_default === 1,
    manualOnly: r.manual_only === 1,
    isGlobal: r.is_global === 1,
    categoryIds: JSON.parse(r.category_ids) as string[]
  }
}
