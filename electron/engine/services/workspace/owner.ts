import type { Db } from '../../db/connection'
import { getSetting, setSetting } from '../../db/queries/settings'
import { findUserById, insertUser, listUsers } from '../../db/queries/users'
import { newId } from '../../ids'

const WINDOW_USER = 'window_user_id'

/**
 * The user Folio's own window acts as. A new, empty workspace gets an administrator to act as,
 * so the window and `folio keys create` work before anything is imported or synced.
 */
export function ensureWindowUser(db: Db, now: number): string {
  return db.transaction(() => {
    const configured = getSetting(db, WINDOW_USER)
    if (configured && findUserById(db, configured)) return configured
    const admin = listUsers(db).find((u) => u.role === 'admin')
    const id = admin?.id ?? newId()
    if (!admin) insertUser(db, { id, email: 'owner@folio.local', name: 'Workspace owner', role: 'admin', createdAt: now })
    setSetting(db, WINDOW_USER, id)
    return id
  }).immediate()
}

export function windowUserId(db: Db): string | null {
  return getSetting(db, WINDOW_USER)
}

export function setWindowUser(db: Db, userId: string): void {
  setSetting(db, WINDOW_USER, userId)
}
