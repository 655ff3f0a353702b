import { operations } from '../../../../shared/api/operations'
import type { EngineContext } from '../../context'
import { listOutbox } from '../../services/outbox/read'
import { ApiError } from '../../errors'
import { assertMayResolveConflict } from '../../services/contracts/conflict-access'
import { visibleConflicts, visibleSyncStatus } from '../../services/contracts/visible-changes'
import type { SyncControl } from '../../sync-control'
import { defineRoute } from '../route'

function syncOf(ctx: EngineContext): SyncControl {
  if (!ctx.sync) throw ApiError.withStatus(503, 'Sync is not available in this engine')
  return ctx.sync
}

/** Folio's connection to the company service: settings, runs, status and conflicts. */
export const syncRoutes = [
  defineRoute({
    operation: operations.getSyncConfig,
    summary: 'The company service this workspace syncs with (the key itself is never returned)',
    tags: ['local', 'sync'],
    handler: (_input, ctx) => syncOf(ctx).config()
  }),
  defineRoute({
    operation: operations.putSyncConfig,
    summary: "Connect to the company service: the key is checked with the service's GET /v2/test before it is saved",
    tags: ['local', 'sync'],
    allows: 'workspace',
    handler: ({ body }, ctx) => syncOf(ctx).configure(body)
  }),
  defineRoute({
    operation: operations.deleteSyncConfig,
    summary: 'Disconnect: forget the service and the key (pulled data and pending changes stay)',
    tags: ['local', 'sync'],
    allows: 'workspace',
    handler: (_input, ctx) => syncOf(ctx).disconnect()
  }),
  defineRoute({
    operation: operations.getSyncStatus,
    summary: 'Sync state, last outcome, progress, pending and rejected changes, open conflicts',
    tags: ['local', 'sync'],
    handler: ({ auth }, ctx) => {
      const sync = syncOf(ctx)
      return visibleSyncStatus(ctx.db, auth.user, sync.status(), sync.conflicts(), listOutbox(ctx.db, { state: 'pending' }))
    }
  }),
  defineRoute({
    operation: operations.runSync,
    summary: 'Sync now (joins a sync under way); wait=true answers when it has ended',
    tags: ['local', 'sync'],
    scope: 'contracts:write',
    allows: 'editors',
    handler: async ({ query, auth }, ctx) => {
      const sync = syncOf(ctx)
      const status = () => visibleSyncStatus(ctx.db, auth.user, sync.status(), sync.conflicts(), listOutbox(ctx.db, { state: 'pending' }))
      const running = sync.run()
      if (query.wait !== 'true') {
        running.catch(() => undefined)
        return { outcome: null, status: status() }
      }
      const outcome = await running
      return { outcome, status: status() }
    }
  }),
  defineRoute({
    operation: operations.listSyncConflicts,
    summary: 'Open conflicts: keys changed both here and on the company service since the last sync',
    tags: ['local', 'sync'],
    handler: ({ auth }, ctx) => ({ conflicts: visibleConflicts(ctx.db, auth.user, syncOf(ctx).conflicts()) })
  }),
  defineRoute({
    operation: operations.resolveSyncConflict,
    summary: "Resolve a conflict: 'mine' sends the local edit, 'theirs' takes the service's value",
    tags: ['local', 'sync'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    handler: ({ params, body, auth }, ctx) => {
      const sync = syncOf(ctx)
      assertMayResolveConflict(ctx.db, auth.user, params.id)
      return sync.resolveConflict(params.id, body.resolution)
    }
  })
]
