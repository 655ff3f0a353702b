import type { GenerateRequestBody } from '../../../shared/api/generation'
import { recordAudit } from '../../engine/db/queries/audit'
import { addContractAlias, isAliasTarget } from '../../engine/db/queries/sync-aliases'
import { clearRefetch, clearTombstone, deleteContract, queueRefetch, rekeyContract } from '../../engine/db/queries/sync-contracts'
import { dropConflictsOf } from '../../engine/db/queries/sync-conflicts'
import {
  clearUncertain,
  findOutboxEntry,
  markAttempt,
  markRejected,
  markSent,
  recordAttemptError,
  rejectPendingOf,
  type SyncOutboxEntry
} from '../../engine/db/queries/sync-outbox'
import { runWrite } from '../../engine/services/contracts/write-transaction'
import { contractKeywordText } from '../../engine/domain/text/fold'
import { toIso } from '../../engine/time'
import { refetchContracts } from '../pull/contracts'
import { RemoteProtocolError, RemoteRefused, RemoteUnavailable } from '../remote/errors'
import type { SyncRun } from '../run-context'

/** Attempts at one generation within a run before the run gives up (the next run starts again). */
const ATTEMPTS = 4
/** How far before an unanswered attempt a contract it may have created is looked for. */
export const ADOPTION_WINDOW_MS = 10 * 60 * 1000

interface GeneratePayload {
  templateId: string
  contractName: string
}

/**
 * Sends a contract generated offline, exactly once. The attempt is recorded as unanswered
 * before it is sent; if its answer never arrives (connection dropped, timeout, 5xx, the process
 * killed), the next attempt first looks on the service for the contract it may have created
 * (same name and template, created since shortly before the attempt, not already taken by
 * another generation) and adopts it instead of creating a twin. The entry id travels as
 * Idempotency-Key, so a service that honours it (Folio's own engine does) answers a resend with
 * the first contract even when the search missed it.
 */
export async function pushGeneration(run: SyncRun, first: SyncOutboxEntry): Promise<void> {
  const db = run.ctx.db
  let entry = first
  if (!db.prepare('SELECT 1 FROM contracts WHERE id = ?').get(entry.contractId)) {
    await runWrite(db, () => markRejected(db, entry.id, 'The contract generated offline no longer exists in this workspace.', run.ctx.now()), 'Recording a generation that cannot be sent')
    run.counts.changesRejected++
    return
  }
  const payload: GeneratePayload = { templateId: String(entry.payload.templateId), contractName: String(entry.payload.contractName) }
  for (let attempt = 1; ; attempt++) {
    if (entry.uncertainSince !== null) {
      const found = await findGeneratedContract(run, payload, entry.uncertainSince)
      if (found) {
        await adopt(run, entry, found)
        run.counts.generationsAdopted++
        return
      }
    }
    markAttempt(db, entry.id, run.ctx.now(), true)
    try {
      const result = await run.api.generate(generateBodyOf(entry), entry.id)
      if (!result.persisted) throw new RemoteProtocolError('POST /v2/contracts/generate answered a document where a persisted contract was asked for')
      await adopt(run, entry, { id: result.id, reference: result.reference })
      return
    } catch (error) {
      if (error instanceof RemoteRefused && error.status !== 409) {
        await rejectGeneration(run, entry, error.serviceMessage)
        return
      }
      // A definite answer (409, or a connection that never opened) means this attempt did nothing;
      // earlier unanswered attempts were looked for before it was sent.
      if (error instanceof RemoteRefused || (error instanceof RemoteUnavailable && !error.outcomeUnknown)) clearUncertain(db, entry.id)
      if (!(error instanceof RemoteRefused || error instanceof RemoteUnavailable)) throw error
      recordAttemptError(db, entry.id, error.message)
      if (attempt >= ATTEMPTS) throw error
      await run.api.client.pause(attempt - 1)
      entry = findOutboxEntry(db, entry.id) ?? entry
    }
  }
}

/** The contract an unanswered attempt may have created, if the service shows one. */
async function findGeneratedContract(run: SyncRun, payload: GeneratePayload, since: number): Promise<{ id: string; reference: string } | null> {
  const name = payload.contractName
  const response = await run.api.listContracts({
    type: 'template',
    keyword: name.slice(0, 200),
    createdAfter: toIso(since - ADOPTION_WINDOW_MS),
    sort: 'createdAt',
    order: 'asc',
    pagesize: 50
  })
  for (const item of response.body.contracts) {
    const id = item.id.toLowerCase()
    if (item.name !== name || isAliasTarget(run.ctx.db, id)) continue
    const detail = await run.api.contract(id)
    if (detail?.template?.toLowerCase() === payload.templateId.toLowerCase()) return { id, reference: item.reference }
  }
  return null
}

/**
 * The service's contract replaces the local one: its rows move to the service's id in one
 * transaction (a copy the pull already fetched gives way), the local id stays an alias, and the
 * contract is fetched again so its document and fields are the service's.
 */
async function adopt(run: SyncRun, entry: SyncOutboxEntry, remote: { id: string; reference: string }): Promise<void> {
  const db = run.ctx.db
  const localId = entry.contractId
  const remoteId = remote.id.toLowerCase()
  await runWrite(
    db,
    () => {
      const now = run.ctx.now()
      if (remoteId !== localId) {
        if (db.prepare('SELECT 1 FROM contracts WHERE id = ?').get(remoteId)) deleteContract(db, remoteId)
        clearRefetch(db, remoteId)
        clearTombstone(db, remoteId)
        dropConflictsOf(db, remoteId)
        rekeyContract(db, localId, remoteId)
        addContractAlias(db, localId, remoteId, now)
      }
      const row = db.prepare('SELECT name FROM contracts WHERE id = ?').get(remoteId) as { name: string }
      db.prepare("UPDATE contracts SET origin = 'remote', reference = ?, keyword_text = ? WHERE id = ?").run(remote.reference, contractKeywordText(row.name, remote.reference), remoteId)
      markSent(db, entry.id, now)
      queueRefetch(db, remoteId, 'generated offline', now)
      recordAudit(db, { at: now, userId: null, apiKeyId: null, action: 'contract.generation.synced', contractId: remoteId, details: { localId, reference: remote.reference } })
    },
    'Recording a generation the company service accepted'
  )
  run.counts.changesSent++
  await refetchContracts(run, [remoteId])
}

/** Refused: the contract stays on this laptop only, and changes made to it since cannot follow. */
async function rejectGeneration(run: SyncRun, entry: SyncOutboxEntry, message: string): Promise<void> {
  const db = run.ctx.db
  await runWrite(
    db,
    () => {
      const now = run.ctx.now()
      markRejected(db, entry.id, message, now)
      rejectPendingOf(db, entry.contractId, `The contract's generation was refused by the company service (${message}), so this change could not follow it.`, now)
    },
    'Recording a generation the company service refused'
  )
  run.counts.changesRejected++
}

function generateBodyOf(entry: SyncOutboxEntry): GenerateRequestBody {
  const { templateId, contractName, values, options } = entry.payload
  return {
    templateId: String(templateId),
    ...(typeof contractName === 'string' ? { contractName } : {}),
    ...(typeof values === 'object' && values !== null ? { values: { ...values } } : {}),
    ...(typeof options === 'object' && options !== null ? { options: { ...options } } : {})
  }
}
