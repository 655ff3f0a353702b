import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { Db } from '../connection'

export interface StoredTemplate {
  id: string
  definition: TemplateDefinition
  bodySha256: string | null
  createdAt: number
}

export function findStoredTemplate(db: Db, id: string): StoredTemplate | null {
  const row = db.prepare('SELECT id, definition, body_sha256, created_at FROM templates WHERE id = ?').get(id.toLowerCase()) as
    | { id: string; definition: string; body_sha256: string | null; created_at: number }
    | undefined
  return row ? { id: row.id, definition: JSON.parse(row.definition) as TemplateDefinition, bodySha256: row.body_sha256, createdAt: row.created_at } : null
}
