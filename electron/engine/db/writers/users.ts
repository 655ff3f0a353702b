import type { WriteTx } from '../write'
import type { UserRole } from '../../domain/principal'

export interface NewUser {
  id: string
  email: string
  name: string
  role: UserRole
  canChangeStatus?: boolean
  groupIds?: string[]
  createdAt: number
}

export function insertUser(tx: WriteTx, user: NewUser): void {
  tx.prepare('INSERT INTO users (id, email, name, role, can_change_status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    user.id,
    user.email,
    user.name,
    user.role,
    (user.canChangeStatus ?? true) ? 1 : 0,
    user.createdAt
  )
  const link = tx.prepare('INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)')
  for (const groupId of user.groupIds ?? []) link.run(user.id, groupId)
}
