import { ForbiddenError } from '../../errors'
import { clauseVisibilitySql, mayReadClauses } from '../../domain/access'
import type { Principal } from '../../domain/principal'
import type { SqlFilter } from '../../domain/pagination'

/** Which clauses the user sees (domain/access.ts decides); lite users get the spec's 403. */
export function clauseVisibility(user: Principal): SqlFilter {
  if (!mayReadClauses(user)) {
    throw new ForbiddenError('The clause library is not available to lite users: this API key belongs to a lite user')
  }
  return clauseVisibilitySql(user)
}
