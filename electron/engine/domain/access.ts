import type { Principal } from './principal'

/**
 * Who may see and edit which contract (the spec leaves all but the outline to us):
 * - admin: every contract;
 * - member: contracts they own or requested, and contracts of any group they belong to;
 * - lite: contracts they own or requested; never group contracts.
 * Edits follow reading for admins and members; lite users only read.
 */
export interface ContractAccessFields {
  owner_id: string | null
  requester_id: string | null
  group_id: string | null
}

export function canReadContract(user: Principal, row: ContractAccessFields): boolean {
  if (user.role === 'admin') return true
  if (row.owner_id === user.id || row.requester_id === user.id) return true
  return user.role === 'member' && row.group_id !== null && user.groupIds.includes(row.group_id)
}

export function canEditContract(user: Principal, row: ContractAccessFields): boolean {
  return user.role !== 'lite' && canReadContract(user, row)
}

/** The same rule as SQL over a `contracts` table aliased `c`, for list queries. */
export function contractVisibilitySql(user: Principal): { sql: string; params: unknown[] } {
  if (user.role === 'admin') return { sql: '', params: [] }
  if (user.role === 'lite' || user.groupIds.length === 0) {
    return { sql: '(c.owner_id = ? OR c.requester_id = ?)', params: [user.id, user.id] }
  }
  const marks = user.groupIds.map(() => '?').join(', ')
  return { sql: `(c.owner_id = ? OR c.requester_id = ? OR c.group_id IN (${marks}))`, params: [user.id, user.id, ...user.groupIds] }
}
