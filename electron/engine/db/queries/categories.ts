import type { Category } from '../../../../shared/api/library'
import type { Db } from '../connection'

interface CategoryRow {
  id: string
  label: string
  abbreviation: string | null
  description: string | null
  is_default: number
}

/** Categories by label as a person reads it (case aside), ties by id: "Services" and "services" stay apart. */
export function listApiCategories(db: Db): Category[] {
  const rows = db
    .prepare('SELECT id, label, abbreviation, description, is_default FROM categories ORDER BY label COLLATE NOCASE, id')
    .all() as CategoryRow[]
  return rows.map((r) => ({ id: r.id, label: r.label, abbreviation: r.abbreviation, description: r.description, isDefault: r.is_default === 1 }))
}
