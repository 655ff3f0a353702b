import type { SyncConflict } from '../../shared/api/sync'
import type { StoredPropertyValue } from '../../shared/api/property-model'
import { type EngineContext, type Db, recordAudit, loadPropertyCatalogue, readablePartyNames, contractName, findContractRow, statusDisplayLabel, statusLabelMap, countOpenConflicts, findConflict, markConflictResolved, openConflicts, type ConflictRecord, runWrite, type WriteTx, setContractProperties, setContractStatus, ConflictError, NotFoundError, presentPropertyValue, type PropertyDefinitionRecord, rulesOf, STATUS_KEY, type OutboxEntryOf, pendingChangesOf, rewritePending, toIso } from '../engine/sync-port'
import { queueRefetch } from './store/contracts'
import type { OutboxOperationName } from '../../shared/api/outbox'

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
  return conflicts.map((c) => {
    const status = c.key === STATUS_KEY
    const def = catalogue.get(c.key) ?? null
    const shown = (v: unknown) => (status ? statusValue(v, labels) : propertyValue(def, v, names))
    return {
      id: c.id,
      contractId: c.contractId,
      contractName: contractName(db, c.contractId),
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
 *   sent (a change left with nothing to send is removed), and the service's value is taken here
 *   as a change by the user would take it (a status brings its milestone dates, values their
 *   renewal schedule). The contract is fetched again at the next sync so it matches the service.
 * The outbox's rules (engine/outbox/rules.ts) say how each kind of change is rewritten.
 */
export async function resolveConflict(ctx: EngineContext, id: string, resolution: 'mine' | 'theirs'): Promise<{ conflict: SyncConflict; remaining: number }> {
  return runWrite(
    ctx.db,
    (tx) => {
      const conflict = findConflict(tx, id.toLowerCase())
      if (!conflict) throw new NotFoundError(`No sync conflict has the id ${id}`)
      if (conflict.resolvedAt !== null) throw new ConflictError(`The conflict ${id} was already resolved (${conflict.resolution})`)
      const now = ctx.now()
      for (const entry of pendingChangesOf(tx, conflict.contractId)) rewrite(tx, entry, conflict, resolution)
      if (resolution === 'theirs') takeTheirs(tx, conflict, now)
      markConflictResolved(tx, conflict.id, resolution, now)
      recordAudit(tx, { at: now, userId: null, apiKeyId: null, action: 'sync.conflict.resolved', contractId: conflict.contractId, details: { key: conflict.key, resolution } })
      const resolved = present(tx, [{ ...conflict, resolvedAt: now, resolution }])[0]!
      return { conflict: resolved, remaining: countOpenConflicts(tx) }
    },
    `Resolving the sync conflict ${id}`
  )
}

/** A pending change that sets the conflict's key, rewritten as the resolution says. */
function rewrite<K extends OutboxOperationName>(tx: WriteTx, entry: OutboxEntryOf<K>, c: ConflictRecord, resolution: 'mine' | 'theirs'): void {
  const rules = rulesOf(entry)
  if (!rules.heldKeys(entry.payload).includes(c.key)) return
  rewritePending(tx, entry, resolution === 'mine' ? rules.keepMine(entry, c.key, c.theirs) : rules.takeTheirs(entry, c.key))
}

/** The service's value, applied through the contract's writer as any change to it is. */
function takeTheirs(tx: WriteTx, c: ConflictRecord, now: number): void {
  const row = findContractRow(tx, c.contractId)
  if (!row) return
  if (c.key === STATUS_KEY) {
    if (typeof c.theirs === 'number') setContractStatus(tx, row, c.theirs, now)
  } else {
    setContractProperties(tx, row, new Map([[c.key, (c.theirs ?? null) as StoredPropertyValue | null]]), { now, catalogue: loadPropertyCatalogue(tx) })
  }
  queueRefetch(tx, c.contractId, 'conflict resolved', now)
}
