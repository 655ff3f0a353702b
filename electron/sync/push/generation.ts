import type { OutboxOperationName, OutboxPayload } from '../../../shared/api/outbox'
import { recordAudit, dropConflictsOf, runWrite, adoptServiceIdentity, clearTombstone, deleteContract, type GenerationPush, type OutboxEntryOf, clearUncertain, findOutboxEntry, markAttempt, markSent, recordAttemptError, toIso, contractOrigin } from '../../engine/sync-port'
import { addContractAlias, isAliasTarget } from '../store/aliases'
import { clearRefetch, queueRefetch } from '../store/contracts'
import { refetchContracts } from '../pull/contracts'
import { RemoteProtocolError, RemoteRefused, RemoteUnavailable } from '../remote/errors'
import type { SyncRun } from '../run-context'
import { recordRejection, recordUnsendable } from './outcomes'

/** Attempts at one generation within a run before the run gives up (the next run starts again). */
const ATTEMPTS = 4
/** How far before an unanswered attempt a contract it may have created is looked for. */
export const ADOPTION_WINDOW_MS = 10 * 60 * 1000

/**
 * Sends a contract generated offline, exactly once. The attempt is recorded as unanswered
 * before it is sent; if its answer never arrives (connection dropped, timeout, 5xx, the process
 * killed), the next attempt first looks on the service for the contract it may have created
 * (same name and template, created since shortly before the attempt, not already taken by
 * another generation) and adopts it instead of creating a twin. The entry id travels as
 * Idempotency-Key, so a service that honours it (Folio's own engine does) answers a resend with
 * the first contract even when the search missed it.
 */
export async function pushGeneration<K extends OutboxOperationName>(run: SyncRun, first: OutboxEntryOf<K>, how: GenerationPush<K>): Promise<void> {
  const db = run.ctx.db
  let entry = first
  if (contractOrigin(db, entry.contractId) === null) {
    await recordUnsendable(run, entry, 'The contract generated offline no longer exists in this workspace.')
    return
  }
  const request = how.request(entry)
  for (let attempt = 1; ; attempt++) {
    if (entry.uncertainSince !== null) {
      const found = await findGeneratedContract(run, request, entry.uncertainSince)
      if (found) {
        await adopt(run, entry, found)
        run.counts.generationsAdopted++
        return
      }
    }
    await runWrite(db, (tx) => markAttempt(tx, entry.id, run.ctx.now(), true), 'Noting an attempt to send a generated contract')
    try {
      const result = await run.api.generate(request, entry.id)
      if (!result.persisted) throw new RemoteProtocolError('POST /v2/contracts/generate answered a document where a persisted contract was asked for')
      await adopt(run, entry, { id: result.id, reference: result.reference })
      return
    } catch (error) {
      if (error instanceof RemoteRefused && error.status !== 409) {
        await recordRejection(run, entry, error.serviceMessage)
        return
      }
      // A definite answer (409, or a connection that never opened) means this attempt did nothing;
      // earlier unanswered attempts were looked for before it was sent.
      if (error instanceof RemoteRefused || (error instanceof RemoteUnavailable && !error.outcomeUnknown)) await runWrite(db, (tx) => clearUncertain(tx, entry.id), 'Noting a generation the service did not make')
      if (!(error instanceof RemoteRefused || error instanceof RemoteUnavailable)) throw error
      await runWrite(db, (tx) => recordAttemptError(tx, entry.id, error.message), 'Noting a failed send')
      if (attempt >= ATTEMPTS) throw error
      await run.api.client.pause(attempt - 1)
      entry = findOutboxEntry(db, entry) ?? entry
    }
  }
}

/** The contract an unanswered attempt may have created, if the service shows one. */
async function findGeneratedContract(run: SyncRun, request: OutboxPayload<'contract.generate'>, since: number): Promise<{ id: string; reference: string } | null> {
  const name = request.contractName
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
    if (detail?.template?.toLowerCase() === request.templateId.toLowerCase()) return { id, reference: item.reference }
  }
  return null
}

/**
 * The service's contract replaces the local one: its rows move to the service's id in one
 * transaction (a copy the pull already fetched gives way), the local id stays an alias, and the
 * contract is fetched again so its document and fields are the service's.
 */
async function adopt<K extends OutboxOperationName>(run: SyncRun, entry: OutboxEntryOf<K>, remote: { id: string; reference: string }): Promise<void> {
  const localId = entry.contractId
  const remoteId = remote.id.toLowerCase()
  await runWrite(
    run.ctx.db,
    (tx) => {
      const now = run.ctx.now()
      if (remoteId !== localId) {
        deleteContract(tx, remoteId)
        clearRefetch(tx, remoteId)
        clearTombstone(tx, remoteId)
        dropConflictsOf(tx, remoteId)
      }
      adoptServiceIdentity(tx, localId, { id: remoteId, reference: remote.reference })
      if (remoteId !== localId) addContractAlias(tx, localId, remoteId, now)
      markSent(tx, entry.id, now)
      queueRefetch(tx, remoteId, 'generated offline', now)
      recordAudit(tx, { at: now, userId: null, apiKeyId: null, action: 'contract.generation.synced', contractId: remoteId, details: { localId, reference: remote.reference } })
    },
    'Recording a generation the company service accepted'
  )
  run.counts.changesSent++
  await refetchContracts(run, [remoteId])
}
