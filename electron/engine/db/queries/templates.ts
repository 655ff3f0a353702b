import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { Template } from '../../../../shared/api/templates'
import { toApiTemplate } from '../../templates/definition'
import { toIso } from '../../time'
import type { Db } from '../connection'

interface TemplateRow {
  id: string
  definition: string
  created_at: number
}

function present(row: TemplateRow): Template {
  return toApiTemplate(row.id, toIso(row.created_at), JSON.parse(row.definition) as TemplateDefinition)
}

/** Every template, in name order as a person reads it (case aside), ties by id. */
export function listApiTemplates(db: Db): Template[] {
  const rows = db.prepare('SELECT id, definition, created_at FROM templates ORDER BY name COLLATE NOCASE, name, id').all() as TemplateRow[]
  return rows.map(present)
}

export function findApiTemplate(db: Db, id: string): Template | null {
  const row = db.prepare('SELECT id, definition, created_at FROM templates WHERE id = ?').get(id) as TemplateRow | undefined
  return row ? present(row) : null
}
