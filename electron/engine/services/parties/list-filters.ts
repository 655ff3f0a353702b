import type { PartyListQuery } from '../../../../shared/api/parties'
import { BadRequestError } from '../../errors'
import type { SqlFilter } from '../../domain/pagination'
import { foldForSearch } from '../../domain/text/fold'

/**
 * The contact book filters as SQL over `parties p` and its readable `parent`. The keyword is
 * folded the way `parties.search_text` was (case, accents, punctuation), then matched as a
 * substring, so "societe generale" finds "Société Générale S.A." and "SA" finds its abbreviation.
 */
export function buildPartyFilter(query: PartyListQuery): SqlFilter {
  const filter: SqlFilter = { conditions: [], params: [] }
  const add = (sql: string, ...params: unknown[]) => {
    filter.conditions.push(sql)
    filter.params.push(...params)
  }
  if (query.keyword !== undefined) {
    const folded = foldForSearch(query.keyword)
    if (folded.length === 0) throw new BadRequestError("Query parameter 'keyword' must contain a letter or a digit")
    add('instr(p.search_text, ?) > 0', folded)
  }
  if (query.isEntity !== undefined) add('p.is_entity = ?', query.isEntity === 'true' ? 1 : 0)
  if (query.isInternal !== undefined) add('p.is_internal = ?', query.isInternal === 'true' ? 1 : 0)
  // Matched on the readable parent (see db/queries/parties.ts): a deleted or unconfirmed party has
  // no children through the API, just as no child names it as `parent`.
  if (query.parent !== undefined) add('parent.id = ?', query.parent.toLowerCase())
  return filter
}
