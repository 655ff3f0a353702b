import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Id24, Nullable, StringEnum } from './common'
import { outboxChangeSchema } from './outbox'
import { QueryBoolean } from './parties'

/** Folio's sync with the company service (/local/sync/...): never part of the company API. */

export const SyncState = StringEnum(['unconfigured', 'offline', 'idle', 'syncing', 'error'], {
  description: 'unconfigured: no service or key; offline: the last attempt could not reach the service; error: the last attempt failed otherwise'
})
export type SyncState = Static<typeof SyncState>

export const SyncPhase = StringEnum(['connecting', 'reference', 'contracts', 'verify', 'push'])
export type SyncPhase = Static<typeof SyncPhase>

export const SyncProgress = Type.Object({
  phase: SyncPhase,
  done: Type.Integer(),
  total: Nullable(Type.Integer({ description: 'null while not known (a walk over pages not yet listed)' }))
})
export type SyncProgress = Static<typeof SyncProgress>

export const SyncErrorKind = StringEnum(['offline', 'refused', 'busy', 'error'])
export const SyncError = Type.Object({
  at: DateTime,
  kind: SyncErrorKind,
  message: Type.String()
})
export type SyncError = Static<typeof SyncError>

export const SyncCounts = Type.Object({
  contractsFetched: Type.Integer(),
  contractsRemoved: Type.Integer(),
  changesSent: Type.Integer(),
  changesRejected: Type.Integer(),
  conflictsRecorded: Type.Integer(),
  generationsAdopted: Type.Integer()
})
export type SyncCounts = Static<typeof SyncCounts>

export const RejectedChange = outboxChangeSchema({
  id: Type.String(),
  seq: Type.Integer(),
  contractId: Type.String(),
  contractName: Nullable(Type.String()),
  reason: Type.String({ description: "the company service's message, or why the change could not be sent" }),
  rejectedAt: DateTime
})
export type RejectedChange = Static<typeof RejectedChange>

export const SyncStatusResponse = Type.Object({
  state: SyncState,
  remoteUrl: Nullable(Type.String()),
  lastSuccessAt: Nullable(DateTime),
  lastAttemptAt: Nullable(DateTime),
  lastError: Nullable(SyncError),
  lastCounts: Nullable(SyncCounts),
  progress: Nullable(SyncProgress),
  pending: Type.Integer({ description: 'changes waiting to be sent' }),
  rejected: Type.Array(RejectedChange, { description: 'the most recent 200, newest first' }),
  conflicts: Type.Integer({ description: 'open conflicts waiting for the user' }),
  nextRunAt: Nullable(DateTime)
})
export type SyncStatusResponse = Static<typeof SyncStatusResponse>

export const SyncConfigBody = Type.Object(
  {
    remoteUrl: Type.String({ minLength: 1, maxLength: 2000, description: "the company service's base URL (https; http only for localhost)" }),
    apiKey: Type.String({ minLength: 1, maxLength: 500, description: 'checked with GET /v2/test before it is saved; never returned' }),
    intervalSeconds: Type.Optional(Type.Integer({ minimum: 30, maximum: 86_400, default: 300 }))
  },
  { additionalProperties: false }
)
export type SyncConfigBody = Static<typeof SyncConfigBody>

export const SyncConfigResponse = Type.Object({
  configured: Type.Boolean(),
  remoteUrl: Nullable(Type.String()),
  hasKey: Type.Boolean(),
  intervalSeconds: Type.Integer(),
  keyStorage: StringEnum(['file', 'os-keychain'])
})
export type SyncConfigResponse = Static<typeof SyncConfigResponse>

export const SyncRunQuery = Type.Partial(Type.Object({ wait: QueryBoolean }, { additionalProperties: false }))
export type SyncRunQuery = Static<typeof SyncRunQuery>

export const SyncOutcome = Type.Object({
  ok: Type.Boolean(),
  message: Nullable(Type.String()),
  counts: SyncCounts
})
export type SyncOutcome = Static<typeof SyncOutcome>

export const SyncRunResponse = Type.Object({
  /** With wait=true, how the run ended; otherwise null (follow GET /local/sync/status). */
  outcome: Nullable(SyncOutcome),
  status: SyncStatusResponse
})
export type SyncRunResponse = Static<typeof SyncRunResponse>

export const SyncConflict = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  contractName: Nullable(Type.String()),
  key: Type.String({ description: "a property key, or '$status' for the contract's status" }),
  label: Type.String(),
  type: Nullable(Type.String({ description: "the property's type ('status' for the status), so values can be shown as the contract shows them" })),
  base: Type.Unknown({ description: 'the value the local edit was made on, as the contract detail shows values' }),
  mine: Type.Unknown({ description: 'the local edit waiting to be sent' }),
  theirs: Type.Unknown({ description: "the company service's value" }),
  detectedAt: DateTime,
  // Not Nullable(): a null beside an enum must be its own branch, or the enum refuses it.
  resolution: Type.Union([StringEnum(['mine', 'theirs']), Type.Null()])
})
export type SyncConflict = Static<typeof SyncConflict>

export const SyncConflictsResponse = Type.Object({ conflicts: Type.Array(SyncConflict) })
export type SyncConflictsResponse = Static<typeof SyncConflictsResponse>

export const ConflictResolution = StringEnum(['mine', 'theirs'])
export type ConflictResolution = Static<typeof ConflictResolution>
export const ResolveConflictBody = Type.Object({ resolution: ConflictResolution }, { additionalProperties: false })
export type ResolveConflictBody = Static<typeof ResolveConflictBody>
export const ConflictParams = Type.Object({ id: Id24 })
export const ResolveConflictResponse = Type.Object({ conflict: SyncConflict, remaining: Type.Integer() })
export type ResolveConflictResponse = Static<typeof ResolveConflictResponse>
