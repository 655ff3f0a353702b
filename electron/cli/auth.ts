import type { Db } from '../engine/db/connection'
import { findUserById, findUsersByEmail } from '../engine/db/queries/users'
import { KNOWN_SCOPES, type AuthContext } from '../engine/domain/principal'
import { runWriteNow } from '../engine/db/write'
import { claimWindowUser } from '../engine/services/workspace/owner'
import { UsageError } from './args'

/**
 * Who a CLI command acts as: the user named by --user (email or id), else the workspace's window
 * user. Running the CLI on the laptop is acting as its user, with every scope.
 */
export function cliAuth(db: Db, who: string | undefined): AuthContext {
  let userId: string
  if (who === undefined) userId = runWriteNow(db, (tx) => claimWindowUser(tx, Date.now()))
  else {
    const matches = findUsersByEmail(db, who)
    const user = matches.length === 1 ? matches[0] : (matches.find((u) => u.email === who) ?? findUserById(db, who))
    if (!user) throw new UsageError(`no user '${who}' in this workspace (folio users list shows them)`)
    userId = user.id
  }
  const user = findUserById(db, userId)!
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role, canChangeStatus: user.canChangeStatus, groupIds: user.groups.map((g) => g.id) },
    keyId: 'cli',
    kind: 'session',
    scopes: new Set(KNOWN_SCOPES)
  }
}
