import type { SyncConflict } from '../../shared/api/sync'
import type { StoredPropertyValue } from '../../shared/api/property-model'
import type { EngineContext } from '../engine/context'
import type { Db } from '../engine/db/connection'
import { recordAudit } from '../engine/db/queries/audit'
import { loadPropertyCatalogue } from '../engine/db/queries/catalogue'
import { contractProperties, readablePartyNames } from '../engine/db/queries/contract-detail'
import { statusDisplayLabel, statusLabelMap } from '../engine/db/queries/statuses'
import { countOpenConflicts, findConflict, markConflictResolved, openConflicts, STATUS_CONFLICT_KEY, type ConflictRecord } from '../engine/db/queries/sync-conflicts'
import { queueRefetch } from '../engine/db/queries/sync-contracts'
import { pendingEditsOf, rewritePendingEntry } from '../engine/db/queries/sync-outbox'
import { writeContractProperty, writeRenewalSchedule } from '../engine/db/records'
import { ConflictError, NotFoundError } from '../engine/errors'
import { presentPropertyValue, type PropertyDefinitionRecord } from '../engine/domain/properties'
import { runWrite } from '../engine/services/contracts/write-transaction'
import { toIso } from '../engine/time'

/** Open conflicts as the window shows them: values as the contract detail would print them. */
export function listConflicts(db: Db): SyncConflict[] {
  const conflicts = openConflicts(db)
  return present(db, conflicts)
}

function present(db: Db, conflicts: readonly ConflictRecord[]): SyncConflict[] {
  if (conflicts.length === 0) return []
  const catalogue = loadPropertyCatalogue(db)
  const labels = statusLabelMap(db)
  const partyIds = conflicts.flatMap((c) => [c.base, c.mine, c.theirs]).flatMap((v) => (isParty(v) ? [v.id] : []))
  const names = readablePartyNames(db, partyIds)
  const name = db.prepare('SELECT name FROM contracts WHERE id = ?')
  return conflicts.map((c) => {
    const status = c.key === STATUS_CONFLICT_KEY
    const def = catalogue.get(c.key) ?? null
    const shown = (v: unknown) => (status ? statusValue(v, labels) : propertyValue(def, v, names))
    return {
      id: c.id,
      contractId: c.contractId,
      contractName: (name.get(c.contractId) as { name: string } | undefined)?.name ?? null,
      key: c.key,
      label: status ? 'Status' : (def?.label ?? c.key),
      type: status ? 'status' : (def?.type ?? null),
      base: shown(c.base),
      mine: shown(c.mine),
      theirs: shown(c.theirs),
      detectedAt: toIso(c.detectedAt),
      resolution: c.resolution
    }
  })
}

function isParty(v: unknown): v is { id: string } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { id?: unknown }).id === 'string'
}

function propertyValue(def: PropertyDefinitionRecord | null, v: unknown, names: ReadonlyMap<string, string>): unknown {
  if (v === null || v === undefined) return null
  return presentPropertyValue(def, v as StoredPropertyValue, (id) => names.get(id) ?? null)
}

function statusValue(v: unknown, labels: ReadonlyMap<number, string | null>): unknown {
  if (typeof v !== 'number') return null
  return { code: v, label: statusDisplayLabel(v, labels.get(v) ?? null) }
}

/**
 * The user's decision on a conflict.
 * - mine: the local edit stands and is sent at the next sync. It now counts as made on the
 *   service's value, so the same difference is not reported again.
 * - theirs: the local edit of that key (or status) is dropped from the changes waiting to be
 *   sent (a change left with nothing to send is removed), and the service's value is taken here.
 *   The contract is fetched again at the next sync so it matches the service exactly.
 */
export async function resolveConflict(ctx: EngineContext, id: string, resolution: 'mine' | 'theirs'): Promise<{ conflict: SyncConflict; remaining: number }> {
  const db = ctx.db
  return runWrite(
    db,
    () => {
      const conflict = findConflict(db, id.toLowerCase())
      if (!conflict) throw new NotFoundError(`No sync conflict has the id ${id}`)
      if (conflict.resolvedAt !== null) throw new ConflictError(`The conflict ${id} was already resolved (${conflict.resolution})`)
      const now = ctx.now()
      if (resolution === 'mine') keepMine(db, conflict)
      else takeTheirs(db, conflict, now)
      markConflictResolved(db, conflict.id, resolution, now)
      recordAudit(db, { at: now, userId: null, apiKeyId: null, action: 'sync.conflict.resolved', contractId: conflict.contractId, details: { key: conflict.key, resolution } })
      const resolved = present(db, [{ ...conflict, resolvedAt: now, resolution }])[0]!
      return { conflict: resolved, remaining: countOpenConflicts(db) }
    },
    `Resolving the sync conflict ${id}`
  )
}

function keepMine(db: Db, c: ConflictRecord): void {
  for (const entry of pendingEditsOf(db, c.contractId)) {
    if (c.key === STATUS_CONFLICT_KEY) {
      if (entry.operation === 'contract.status') rewritePendingEntry(db, entry.id, entry.payload, { status: c.theirs }, false)
      continue
    }
    const properties = (entry.payload.properties ?? {}) as Record<string, unknown>
    if (entry.operation === 'contract.properties' && c.key in properties) rewritePendingEntry(db, entry.id, entry.payload, { ...(entry.base ?? {}), [c.key]: c.theirs }, false)
  }
}

function takeTheirs(db: Db, c: ConflictRecord, now: number): void {
  for (const entry of pendingEditsOf(db, c.contractId)) {
    if (c.key === STATUS_CONFLICT_KEY) {
      if (entry.operation === 'contract.status') rewritePendingEntry(db, entry.id, entry.payload, entry.base, true)
      continue
    }
    const properties = { ...((entry.payload.properties ?? {}) as Record<string, unknown>) }
    if (entry.operation !== 'contract.properties' || !(c.key in properties)) continue
    delete properties[c.key]
    const base = { ...(entry.base ?? {}) }
    delete base[c.key]
    rewritePendingEntry(db, entry.id, { ...entry.payload, properties }, base, Object.keys(properties).length === 0)
  }
  if (c.key === STATUS_CONFLICT_KEY) {
    db.prepare('UPDATE contracts SET status_code = ?, row_version = row_version + 1 WHERE id = ?').run(typeof c.theirs === 'number' ? c.theirs : null, c.contractId)
  } else {
    const def = loadPropertyCatalogue(db).get(c.key) ?? null
    writeContractProperty(db, c.contractId, c.key, (c.theirs ?? null) as StoredPropertyValue | null, now, def)
    const values = new Map(contractProperties(db, c.contractId).flatMap((p) => (p.value === null ? [] : [[p.key, p.value] as const])))
    writeRenewalSchedule(db, c.contractId, values, now)
    db.prepare('UPDATE contracts SET row_version = row_version + 1 WHERE id = ?').run(c.contractId)
  }
  queueRefetch(db, c.contractId, 'conflict resolved', now)
}
