import { ForbiddenError } from '../../errors'
import type { Principal } from '../../domain/principal'
import type { SqlFilter } from '../../domain/pagination'

/**
 * Who sees which clause, as SQL over `clauses c`: an admin the whole library; a member the
 * company-wide clauses (those with no group rows) and the clauses of any group they belong to.
 * Lite users are refused outright (the spec's 403), not shown an empty library.
 */
export function clauseVisibility(user: Principal): SqlFilter {
  if (user.role === 'lite') {
    throw new ForbiddenError('The clause library is not available to lite users: this API key belongs to a lite user')
  }
  if (user.role === 'admin') return { conditions: [], params: [] }
  const companyWide = 'NOT EXISTS (SELECT 1 FROM clause_groups cg WHERE cg.clause_id = c.id)'
  if (user.groupIds.length === 0) return { conditions: [companyWide], params: [] }
  const marks = user.groupIds.map(() => '?').join(', ')
  return {
    conditions: [`(${companyWide} OR EXISTS (SELECT 1 FROM clause_groups cg WHERE cg.clause_id = c.id AND cg.group_id IN (${marks})))`],
    params: [...user.groupIds]
  }
}
