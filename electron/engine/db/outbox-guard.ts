import { OUTBOX_OPERATIONS } from '../../../shared/api/outbox'
import type { Connection } from './handle'

const GUARD_SQL = (event: 'INSERT' | 'UPDATE OF operation', name: string, known: string) =>
  `CREATE TRIGGER ${name} BEFORE ${event} ON outbox WHEN NEW.operation NOT IN (${known}) BEGIN SELECT RAISE(ABORT, 'outbox: unknown operation'); END`

/**
 * The database's own check that an outbox row names an operation of the outbox module's table:
 * triggers built from that table, replaced when the list changes (a new operation, or a Folio
 * going back a version), so the list is written in one place and the database still refuses
 * anything else.
 */
export function installOutboxGuard(db: Connection): void {
  const known = OUTBOX_OPERATIONS.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')
  const wanted = new Map([
    ['outbox_operation_insert', GUARD_SQL('INSERT', 'outbox_operation_insert', known)],
    ['outbox_operation_update', GUARD_SQL('UPDATE OF operation', 'outbox_operation_update', known)]
  ])
  const present = new Map(
    (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'outbox'").all() as Array<{ name: string; sql: string }>).map((t) => [t.name, t.sql])
  )
  if ([...wanted].every(([name, sql]) => present.get(name) === sql)) return
  db.transaction(() => {
    for (const name of wanted.keys()) db.exec(`DROP TRIGGER IF EXISTS ${name}`)
    for (const sql of wanted.values()) db.exec(sql)
  }).immediate()
}
