import type { StoredPropertyValue } from '../../../shared/api/property-model'
import type { Db } from '../../engine/db/connection'
import { recordConflict, STATUS_CONFLICT_KEY } from '../../engine/db/queries/sync-conflicts'
import {
  clearRefetch,
  clearTombstone,
  deletePulledProperty,
  insertPulledProperties,
  scheduleFromValues,
  storedPropertyTexts,
  upsertPulledContractRow,
  writePulledProperty
} from '../../engine/db/queries/sync-contracts'
import { currentRevision, replacePulledDocument, type PulledDocument } from '../../engine/db/queries/sync-documents'
import { replacePulledParties } from '../../engine/db/queries/sync-parties'
import { pendingEditsOf } from '../../engine/db/queries/sync-outbox'
import { newId } from '../../engine/ids'
import { cachedStatement } from '../../engine/db/statements'
import type { PropertyDefinitionRecord } from '../../engine/domain/properties'
import type { FetchedContract } from './fetch-contract'
import { contractRowOf, documentKind, sameValue, scheduleOfListItem, statusCodeOf, storedValueOf } from './values'

/** What every write of a pull shares: read once per page. */
export interface MergeContext {
  catalogue: ReadonlyMap<string, PropertyDefinitionRecord>
  statusLabels: ReadonlyMap<number, string | null>
  now: number
}

/** The local edits of a contract still to be sent: per key, the value the first of them was made on. */
interface PendingEdits {
  keys: Map<string, unknown>
  status: { base: unknown } | null
}

function pendingEdits(db: Db, contractId: string): PendingEdits {
  const keys = new Map<string, unknown>()
  let status: { base: unknown } | null = null
  for (const entry of pendingEditsOf(db, contractId)) {
    if (entry.operation === 'contract.status') {
      status ??= { base: entry.base && 'status' in entry.base ? entry.base.status : UNKNOWN_BASE }
      continue
    }
    const properties = (entry.payload.properties ?? {}) as Record<string, unknown>
    for (const key of Object.keys(properties)) {
      if (!keys.has(key)) keys.set(key, entry.base && key in entry.base ? entry.base[key] : UNKNOWN_BASE)
    }
  }
  return { keys, status }
}

/** An edit recorded before bases were kept: assumed made on what the service has (no conflict). */
const UNKNOWN_BASE = Symbol('unknown base')

/**
 * Stores what the service holds of a contract, merged with local changes not yet sent: a pulled
 * value never overwrites a key (or the status) with a pending local edit. When the service's
 * value differs both from the value the edit was made on and from the edit itself, both sides
 * changed it: a conflict is recorded for the user to resolve. Everything else is the service's.
 * Call inside a transaction, with the file's bytes already in the blob store (`fileSha256`).
 */
export function mergePulledContract(db: Db, pulled: FetchedContract, m: MergeContext, fileSha256: string | null): void {
  const id = pulled.detail.id.toLowerCase()
  const pending = pendingEdits(db, id)
  const stored = cachedStatement(db, 'SELECT status_code, updated_at FROM contracts WHERE id = ?').get(id) as { status_code: number | null; updated_at: number } | undefined
  // A contract new to this laptop has nothing to merge with or replace.
  const fresh = stored === undefined
  const local = fresh ? new Map<string, string>() : storedPropertyTexts(db, id)

  const theirStatus = statusCodeOf(pulled.detail.status, m.statusLabels, pulled.item?.status.code, stored?.status_code ?? null)
  let statusCode = theirStatus
  if (pending.status && stored) {
    statusCode = stored.status_code
    noteConflict(db, id, STATUS_CONFLICT_KEY, pending.status.base, stored.status_code, theirStatus, m.now)
  }

  const row = contractRowOf(pulled.detail, statusCode)
  const values = new Map<string, StoredPropertyValue | null>()
  const theirs = new Map<string, StoredPropertyValue | null>()
  for (const [key, property] of Object.entries(pulled.detail.properties)) theirs.set(key, storedValueOf(property.value))
  for (const [key, value] of theirs) if (!pending.keys.has(key)) values.set(key, value)
  for (const [key, base] of pending.keys) {
    const mine = local.has(key) ? (JSON.parse(local.get(key)!) as StoredPropertyValue | null) : null
    if (local.has(key)) values.set(key, mine)
    noteConflict(db, id, key, base, mine, theirs.get(key) ?? null, m.now)
  }
  const edited = pending.status !== null || pending.keys.size > 0
  const serviceUpdatedAt = row.updatedAt
  if (edited && stored) row.updatedAt = Math.max(row.updatedAt, stored.updated_at)
  // The service's schedule belongs to its values; with local edits kept, it follows from the merged ones.
  const schedule = pulled.item && !edited ? scheduleOfListItem(pulled.item) : scheduleFromValues(values, m.now)
  upsertPulledContractRow(db, row, schedule, m.now, serviceUpdatedAt)

  if (fresh) insertPulledProperties(db, id, values, row.updatedAt, m.catalogue)
  else {
    for (const key of local.keys()) if (!values.has(key)) deletePulledProperty(db, id, key)
    for (const [key, value] of values) {
      if (local.get(key) !== JSON.stringify(value)) writePulledProperty(db, id, key, value, row.updatedAt, m.catalogue.get(key) ?? null)
    }
  }
  replacePulledParties(db, id, pulled.detail.parties, m.now, fresh)
  writeDocument(db, id, pulled, m.now, fresh, fileSha256)
  clearRefetch(db, id)
  clearTombstone(db, id)
}

function noteConflict(db: Db, contractId: string, key: string, base: unknown, mine: unknown, theirs: unknown, now: number): void {
  if (base === UNKNOWN_BASE || sameValue(theirs, base) || sameValue(theirs, mine)) return
  recordConflict(db, { contractId, key, base, mine, theirs, at: now })
}

function writeDocument(db: Db, contractId: string, pulled: FetchedContract, now: number, fresh: boolean, fileSha256: string | null): void {
  const doc = pulled.document
  if (doc.kind === 'unchanged') return
  if (doc.kind === 'none') {
    if (!fresh && currentRevision(db, contractId) !== null) replacePulledDocument(db, contractId, null, '', now)
    return
  }
  const { text, file } = doc
  const pulledDocument: PulledDocument = {
    revision: text.revision,
    // No file: the text is kept and the download answers 404, as the service did.
    blobSha256: file && fileSha256 ? fileSha256 : '',
    fileName: file?.fileName ?? '',
    contentType: file?.contentType ?? '',
    size: file?.bytes.byteLength ?? 0,
    kind: documentKind(file?.contentType ?? null, text.coverage.extraction),
    extraction: text.coverage.extraction,
    complete: text.coverage.complete,
    warning: text.coverage.warning,
    paragraphs: text.paragraphs
  }
  replacePulledDocument(db, contractId, pulledDocument, newId(), now, fresh)
}
