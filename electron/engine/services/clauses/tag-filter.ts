import type { Db } from '../../db/connection'
import { distinctClauseTags } from '../../db/queries/clauses'
import type { SqlFilter } from '../../domain/pagination'

/** Equal ignoring case only: "NDA" = "nda", "État" = "ÉTAT", but "Etat" ≠ "État". */
const SAME_TAG = new Intl.Collator('und', { sensitivity: 'accent', usage: 'search' })

/**
 * The `tag` filter: exact, case-insensitive. SQLite folds case for ASCII only, so the library's
 * spellings that equal the tag are found here with full Unicode case rules and matched exactly in
 * SQL. The tag vocabulary is small next to the clauses themselves.
 */
export function clauseTagFilter(db: Db, tag: string): SqlFilter {
  const spellings = distinctClauseTags(db).filter((candidate) => SAME_TAG.compare(candidate, tag) === 0)
  return {
    conditions: ['EXISTS (SELECT 1 FROM json_each(c.tags) t WHERE t.value IN (SELECT value FROM json_each(?)))'],
    params: [JSON.stringify(spellings)]
  }
}
