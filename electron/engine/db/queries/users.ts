import type { Db } from '../connection'
import type { UserRole } from '../../domain/principal'

export interface UserRecord {
  id: string
  email: string
  name: string
  role: UserRole
  canChangeStatus: boolean
  groups: Array<{ id: string; name: string }>
}

interface UserRow {
  id: string
  email: string
  name: string
  role: UserRole
  can_change_status: number
  groups: string
}

const SELECT_USERS = `
  SELECT u.id, u.email, u.name, u.role, u.can_change_status,
         (SELECT json_group_array(json_object('id', g.id, 'name', g.name))
            FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id) AS groups
  FROM users u`

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    canChangeStatus: row.can_change_status === 1,
    groups: (JSON.parse(row.groups) as Array<{ id: string; name: string }>).sort((a, b) => a.name.localeCompare(b.name))
  }
}

export function listUsers(db: Db): UserRecord[] {
  return (db.prepare(`${SELECT_USERS} ORDER BY u.email COLLATE NOCASE, u.email`).all() as UserRow[]).map(toRecord)
}

export function findUserById(db: Db, id: string): UserRecord | null {
  const row = db.prepare(`${SELECT_USERS} WHERE u.id = ?`).get(id) as UserRow | undefined
  return row ? toRecord(row) : null
}

/** Users whose email equals `email` ignoring case: more than one means the email is ambiguous. */
export function findUsersByEmail(db: Db, email: string): UserRecord[] {
  return (db.prepare(`${SELECT_USERS} WHERE u.email = ? COLLATE NOCASE ORDER BY u.email`).all(email) as UserRow[]).map(toRecord)
}
