import type { Db } from '../../db/connection'
import { runWrite, type WriteTx } from '../../db/write'
import { getSetting } from '../../db/queries/settings'
import { setSetting } from '../../db/writers/settings'
import { findUserById, listUsers } from '../../db/queries/users'
import { insertUser } from '../../db/writers/users'
import { newId } from '../../ids'

const WINDOW_USER = 'window_user_id'

/**
 * The user Folio's own window acts as. A new, empty workspace gets an administrator to act as,
 * so the window and `folio keys create` work before anything is imported or synced. The engine
 * runs this on its main thread, so it waits for a held write and retries a busy workspace.
 */
export function ensureWindowUser(db: Db, now: number): Promise<string> {
  return runWrite(db, (tx) => claimWindowUser(tx, now), 'Choosing the user the window acts as')
}

/** The same inside a write its caller holds: a CLI command, which writes synchronously. */
export function claimWindowUser(tx: WriteTx, now: number): string {
  const configured = getSetting(tx, WINDOW_USER)
  if (configured && findUserById(tx, configured)) return configured
  const admin = listUsers(tx).find((u) => u.role === 'admin')
  const id = admin?.id ?? newId()
  if (!admin) insertUser(tx, { id, email: 'owner@folio.local', name: 'Workspace owner', role: 'admin', createdAt: now })
  setSetting(tx, WINDOW_USER, id)
  return id
}

export function windowUserId(db: Db): string | null {
  return getSetting(db, WINDOW_USER)
}

export function setWindowUser(tx: WriteTx, userId: string): void {
  setSetting(tx, WINDOW_USER, userId)
}
