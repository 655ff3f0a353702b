import type { SqlFilter } from './pagination'
import type { AuthContext, Principal } from './principal'

/**
 * Folio's access policy, in one place: who may see, edit, change the status of and administer
 * what. The route guards, the SQL visibility filters, the services' checks and the OpenAPI
 * document's refusals all ask this module (the spec leaves all but the outline to us):
 * - admin: every contract, the whole clause library, the workspace's settings and every key;
 * - member: contracts they own or requested, and contracts of any group they belong to;
 *   company-wide clauses and their groups' clauses;
 * - lite: contracts they own or requested, never group contracts; no clause library.
 * Edits follow reading for admins and members; lite users only read. Changing a status also
 * needs the user's status permission. Folio's own window administers the workspace.
 */
export interface ContractAccessFields {
  owner_id: string | null
  requester_id: string | null
  group_id: string | null
}

/** May see every contract (and so every pending change, rejection and conflict) without a filter. */
export function seesEveryContract(user: Principal): boolean {
  return user.role === 'admin'
}

export function canReadContract(user: Principal, row: ContractAccessFields): boolean {
  if (seesEveryContract(user)) return true
  if (row.owner_id === user.id || row.requester_id === user.id) return true
  return user.role === 'member' && row.group_id !== null && user.groupIds.includes(row.group_id)
}

/** May edit anything at all: lite users only read. */
export function mayEdit(user: Principal): boolean {
  return user.role !== 'lite'
}

export function canEditContract(user: Principal, row: ContractAccessFields): boolean {
  return mayEdit(user) && canReadContract(user, row)
}

/** May change statuses, of contracts they may edit (the user's permission from the service). */
export function mayChangeStatuses(user: Principal): boolean {
  return user.canChangeStatus
}

/** May change the workspace's settings and see and revoke every key: an admin's key or Folio's own window. */
export function mayAdministerWorkspace(auth: AuthContext): boolean {
  return auth.kind === 'session' || auth.user.role === 'admin'
}

/** The contract rule as SQL over a `contracts` table aliased `c`, for list queries. */
export function contractVisibilitySql(user: Principal): { sql: string; params: unknown[] } {
  if (seesEveryContract(user)) return { sql: '', params: [] }
  if (user.role === 'lite' || user.groupIds.length === 0) {
    return { sql: '(c.owner_id = ? OR c.requester_id = ?)', params: [user.id, user.id] }
  }
  const marks = user.groupIds.map(() => '?').join(', ')
  return { sql: `(c.owner_id = ? OR c.requester_id = ? OR c.group_id IN (${marks}))`, params: [user.id, user.id, ...user.groupIds] }
}

/** May read the clause library at all (lite users are refused, not shown an empty library). */
export function mayReadClauses(user: Principal): boolean {
  return user.role !== 'lite'
}

/** Which clauses a user who may read the library sees, as SQL over `clauses c`. */
export function clauseVisibilitySql(user: Principal): SqlFilter {
  if (user.role === 'admin') return { conditions: [], params: [] }
  const companyWide = 'NOT EXISTS (SELECT 1 FROM clause_groups cg WHERE cg.clause_id = c.id)'
  if (user.groupIds.length === 0) return { conditions: [companyWide], params: [] }
  const marks = user.groupIds.map(() => '?').join(', ')
  return {
    conditions: [`(${companyWide} OR EXISTS (SELECT 1 FROM clause_groups cg WHERE cg.clause_id = c.id AND cg.group_id IN (${marks})))`],
    params: [...user.groupIds]
  }
}

/** Routes open only to some users: the guard refuses the others, and the OpenAPI document says who. */
export type RestrictedTo = 'editors' | 'workspace'

export const ROUTE_ACCESS: Record<RestrictedTo, { may(auth: AuthContext): boolean; refusal(operation: string): string; who: string }> = {
  editors: {
    may: (auth) => mayEdit(auth.user),
    refusal: (operation) => `Lite users only read: ${operation} needs a user who may edit`,
    who: 'lite users only read'
  },
  workspace: {
    may: mayAdministerWorkspace,
    refusal: (operation) => `${operation} changes the workspace's settings: only an admin's key or Folio's own window may`,
    who: "only an admin's key or Folio's own window may call it"
  }
}
