/**
 * Everything sync may use of the engine, in one place: the reads, the writers it may call inside
 * runWrite/runWriteNow, the outbox store and rules, and the engine's shapes. Sync imports nothing
 * else of the engine (an ESLint zone), so what sync can touch is this file. It re-exports no
 * composition root (index.ts, workspace.ts): sync's writer thread loads it, and must not load the
 * whole engine (the pattern engine's native addon refuses to load in a worker thread).
 * synced-engine.ts, which attaches sync to createEngine, is the one file that imports index.ts.
 */
export type { EngineContext } from './context'
export { closeBulkWriter, type Db, openDatabase } from './db/connection'
export { recordAudit } from './db/writers/audit'
export { loadPropertyCatalogue } from './db/queries/catalogue'
export { readablePartyNames } from './db/queries/contract-detail'
export { contractMergeFields, contractName, contractOrigin, findContractRow } from './db/queries/contract-rows'
export { currentRevision, pulledRevision } from './db/queries/documents'
export { statusDisplayLabel, statusLabelMap } from './db/queries/statuses'
export { type ConflictRecord, countOpenConflicts, findConflict, openConflictKeys, openConflicts } from './db/queries/sync-conflicts'
export { dropConflictsOf, markConflictResolved, recordConflict } from './db/writers/sync-conflicts'
export { cachedStatement } from './db/statements'
export { runWrite, runWriteNow, type WriteTx } from './db/write'
export { adoptServiceIdentity, clearTombstone, deleteContract, type PulledContractRow, replaceContractParties, replacePulledProperties, setContractProperties, setContractStatus, storedValueTexts, tombstoneContract, upsertPulledContract } from './db/writers/contracts'
export { type PulledDocument, storePulledDocument } from './db/writers/documents'
export { markPlaybookRemote, removeVanishedLibrary, replacePlaybook, upsertClause, upsertEmail, upsertTemplate } from './db/writers/library'
export { clearUncertain, contractsWithPendingChanges, countPendingOutbox, findOutboxEntry, markAttempt, markRejected, markSent, nextPendingEntry, pendingChangesOf, recordAttemptError, rejectedChanges, rejectPendingOf, rewritePending } from './db/writers/outbox'
export { removeVanishedParties, upsertParty, upsertPartyFromContract } from './db/writers/parties'
export { removeVanishedReference, upsertCategory, upsertPartyAttribute, upsertPropertyDefinition, writeStatusLabels } from './db/writers/reference'
export { presentPropertyValue, type PropertyDefinitionRecord } from './domain/properties'
export { computeRenewalSchedule, type RenewalSchedule } from './domain/renewal'
export { BadRequestError, ConflictError, NotFoundError } from './errors'
export { createValidators } from './http/validators'
export { newId } from './ids'
export { type EditPush, type GenerationPush, type OutboxEntry, type OutboxEntryOf, rulesOf, STATUS_KEY, UNKNOWN_BASE } from './outbox/rules'
export { getPlaybook } from './services/playbooks/read'
export { BlobStore } from './storage/blobs'
export type { AttachedSync } from './sync-control'
export { fromApiTemplate, type TemplateDefinition, toApiTemplate } from './templates/definition'
export { parseIsoInstant, toIso, toIsoOrNull } from './time'
export { startWorkerThread } from './worker-threads'
export { workspaceFiles } from './workspace-files'
