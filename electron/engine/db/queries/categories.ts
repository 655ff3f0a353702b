import type { Category } from '../../../../shared/api/library'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

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

export function findCategoryId(db: Db, id: string): string | null {
  const row = db.prepare('SELECT id FROM categories WHERE id = ?').get(id) as { id: string } | undefined
  return row?.id ?? null
}

/** The ids of the categories labelled `label`, case aside: more than one makes a label filter ambiguous. */
export function categoryIdsLabelled(db: Db, label: string): string[] {
  return (db.prepare('SELECT id FROM categories WHERE label = ? COLLATE NOCASE').all(label) as Array<{ id: string }>).map((row) => row.id)
}

/** A contract's category as its detail shows it (a hot path: cached statement). */
export function findCategoryLabel(db: Db, id: string): { label: string; abbreviation: string | null } | undefined {
  return cachedStatement(db, 'SELECT label, abbreviation FROM categories WHERE id = ?').get(id) as { label: string; abbreviation: string | null } | undefined
}
