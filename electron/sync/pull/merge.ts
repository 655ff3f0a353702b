import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { computeRenewalSchedule, type PropertyDefinitionRecord, recordConflict, currentRevision, storePulledDocument, type PulledDocument, contractMergeFields, type WriteTx, clearTombstone, replaceContractParties, replacePulledProperties, storedValueTexts, upsertPulledContract, upsertPartyFromContract, newId, rulesOf, STATUS_KEY, UNKNOWN_BASE, pendingChangesOf } from '../../engine/sync-port'
import { clearRefetch } from '../store/contracts'
import type { FetchedContract } from './fetch-contract'
import { contractRowOf, documentKind, sameValue, scheduleOfListItem, statusCodeOf, storedValueOf } from './values'

/** What every write of a pull shares: read once per page. */
export interface MergeContext {
  catalogue: ReadonlyMap<string, PropertyDefinitionRecord>
  statusLabels: ReadonlyMap<number, string | null>
  now: number
}

/**
 * The keys the pending changes of a contract hold back from a pull (property keys, or the
 * status), each with the value the first change to it was made on, as the outbox's rules say.
 */
function heldKeys(tx: WriteTx, contractId: string): Map<string, unknown> {
  const held = new Map<string, unknown>()
  for (const entry of pendingChangesOf(tx, contractId)) {
    const rules = rulesOf(entry)
    for (const key of rules.heldKeys(entry.payload)) if (!held.has(key)) held.set(key, rules.baseOf(entry, key))
  }
  return held
}


/**
 * Stores what the service holds of a contract, merged with local changes not yet sent: a pulled
 * value never overwrites a key (or the status) with a pending local edit. When the service's
 * value differs both from the value the edit was made on and from the edit itself, both sides
 * changed it: a conflict is recorded for the user to resolve. Everything else is the service's.
 * Call inside a transaction, with the file's bytes already in the blob store (`fileSha256`).
 * Answers whether a new text revision was stored (its key terms are then read in the background).
 */
export function mergePulledContract(tx: WriteTx, pulled: FetchedContract, m: MergeContext, fileSha256: string | null): boolean {
  const id = pulled.detail.id.toLowerCase()
  const held = heldKeys(tx, id)
  const stored = contractMergeFields(tx, id)
  // A contract new to this laptop has nothing to merge with or replace.
  const fresh = stored === undefined
  const local = fresh ? new Map<string, string>() : storedValueTexts(tx, id)

  const theirStatus = statusCodeOf(pulled.detail.status, m.statusLabels, pulled.item?.status.code, stored?.status_code ?? null)
  let statusCode = theirStatus
  if (held.has(STATUS_KEY) && stored) {
    statusCode = stored.status_code
    noteConflict(tx, id, STATUS_KEY, held.get(STATUS_KEY), stored.status_code, theirStatus, m.now)
  }

  const row = contractRowOf(pulled.detail, statusCode)
  const values = new Map<string, StoredPropertyValue | null>()
  const theirs = new Map<string, StoredPropertyValue | null>()
  for (const [key, property] of Object.entries(pulled.detail.properties)) theirs.set(key, storedValueOf(property.value))
  for (const [key, value] of theirs) if (!held.has(key)) values.set(key, value)
  for (const [key, base] of held) {
    if (key === STATUS_KEY) continue
    const text = local.get(key)
    const mine = text === undefined ? null : (JSON.parse(text) as StoredPropertyValue | null)
    if (text !== undefined) values.set(key, mine)
    noteConflict(tx, id, key, base, mine, theirs.get(key) ?? null, m.now)
  }
  const edited = held.size > 0
  const serviceUpdatedAt = row.updatedAt
  if (edited && stored) row.updatedAt = Math.max(row.updatedAt, stored.updated_at)
  // The service's schedule belongs to its values; with local edits kept, it follows from the merged ones.
  const schedule = pulled.item && !edited ? scheduleOfListItem(pulled.item) : scheduleOfValues(values, m.now)
  upsertPulledContract(tx, row, schedule, m.now, serviceUpdatedAt)
  replacePulledProperties(tx, id, values, { at: row.updatedAt, catalogue: m.catalogue, fresh })
  for (const party of pulled.detail.parties) upsertPartyFromContract(tx, party, m.now)
  replaceContractParties(tx, id, pulled.detail.parties.flatMap((party) => party.roles.map((role) => ({ partyId: party.id, role }))), fresh)
  const text = writeDocument(tx, id, pulled, m.now, fresh, fileSha256)
  clearRefetch(tx, id)
  clearTombstone(tx, id)
  return text
}

/** The schedule merged values give as of `now` (when the service's own does not apply). */
function scheduleOfValues(values: ReadonlyMap<string, StoredPropertyValue | null>, now: number) {
  const present = new Map<string, StoredPropertyValue>()
  for (const [key, value] of values) if (value !== null) present.set(key, value)
  return computeRenewalSchedule(present, now)
}

function noteConflict(tx: WriteTx, contractId: string, key: string, base: unknown, mine: unknown, theirs: unknown, now: number): void {
  if (base === UNKNOWN_BASE || sameValue(theirs, base) || sameValue(theirs, mine)) return
  recordConflict(tx, { contractId, key, base, mine, theirs, at: now })
}

/** Stores the pulled text and file; answers whether that made a new text revision current. */
function writeDocument(tx: WriteTx, contractId: string, pulled: FetchedContract, now: number, fresh: boolean, fileSha256: string | null): boolean {
  const doc = pulled.document
  if (doc.kind === 'unchanged') return false
  if (doc.kind === 'none') {
    if (!fresh && currentRevision(tx, contractId) !== null) storePulledDocument(tx, contractId, null, '', now)
    return false
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
  return storePulledDocument(tx, contractId, pulledDocument, newId(), now, fresh) === 'added' && text.paragraphs.length > 0
}
