import type { PropertyDefinition } from '../../../../shared/api/library'
import { isHex24 } from '../../ids'
import type { Db } from '../connection'

interface DefinitionRow {
  id: string
  key: string
  label: string
  description: string | null
  type: string | null
  options: string | null
  group_name: string | null
  sub_group: string | null
  sort_order: number
  is_default: number
  manual_only: number
}

const SELECT_DEFINITIONS = `SELECT id, key, label, description, type, options, group_name, sub_group, sort_order, is_default, manual_only
  FROM property_definitions`

function present(r: DefinitionRow): PropertyDefinition {
  return {
    id: r.id,
    key: r.key,
    label: r.label,
    description: r.description,
    type: r.type,
    options: r.options === null ? null : (JSON.parse(r.options) as Record<string, unknown>),
    group: r.group_name,
    subGroup: r.sub_group,
    sortOrder: r.sort_order,
    isDefault: r.is_default === 1,
    manualOnly: r.manual_only === 1
  }
}

/** The property catalogue as the API shows it, in the company's sort order, ties by key. */
export function listApiPropertyDefinitions(db: Db): PropertyDefinition[] {
  return (db.prepare(`${SELECT_DEFINITIONS} ORDER BY sort_order, key`).all() as DefinitionRow[]).map(present)
}

/** By id first, then by key: the spec's `idOrKey`. An id wins if a key happens to spell another id. */
export function findApiPropertyDefinition(db: Db, idOrKey: string): PropertyDefinition | null {
  const id = isHex24(idOrKey) ? idOrKey.toLowerCase() : idOrKey
  const row = (db.prepare(`${SELECT_DEFINITIONS} WHERE id = ?`).get(id) ?? db.prepare(`${SELECT_DEFINITIONS} WHERE key = ?`).get(idOrKey)) as
    | DefinitionRow
    | undefined
  return row ? present(row) : null
}
