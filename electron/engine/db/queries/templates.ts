import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { Db } from '../connection'

interface TemplateRow {
  id: string
  definition: string
  created_at: number
}

/** A stored template as the db keeps it; services/templates presents it in the API's shape. */
export interface TemplateRecord {
  id: string
  createdAt: number
  definition: TemplateDefinition
}

function record(row: TemplateRow): TemplateRecord {
  return { id: row.id, createdAt: row.created_at, definition: JSON.parse(row.definition) as TemplateDefinition }
}

/** Every template, in name order as a person reads it (case aside), ties by id. */
export function listTemplateRecords(db: Db): TemplateRecord[] {
  const rows = db.prepare('SELECT id, definition, created_at FROM templates ORDER BY name COLLATE NOCASE, name, id').all() as TemplateRow[]
  return rows.map(record)
}

export function findTemplateRecord(db: Db, id: string): TemplateRecord | null {
  const row = db.prepare('SELECT id, definition, created_at FROM templates WHERE id = ?').get(id) as TemplateRow | undefined
  return row ? record(row) : null
}
