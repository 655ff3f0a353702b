import { cachedStatement, type Db } from '../../engine/sync-port'

/** What a pull compares with before it rewrites a template or a playbook. */

export interface StoredTemplateRow {
  definition: string
  body_sha256: string | null
  origin: string
}

export function storedTemplate(db: Db, id: string): StoredTemplateRow | null {
  return (cachedStatement(db, 'SELECT definition, body_sha256, origin FROM templates WHERE id = ?').get(id) as StoredTemplateRow | undefined) ?? null
}

export function storedPlaybookVersion(db: Db, id: string): { version: number; updated_at: number; origin: string } | null {
  return (cachedStatement(db, 'SELECT version, updated_at, origin FROM playbooks WHERE id = ?').get(id) as { version: number; updated_at: number; origin: string } | undefined) ?? null
}
