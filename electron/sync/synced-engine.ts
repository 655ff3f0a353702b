import { createEngine, type Engine, type EngineOptions } from '../engine/index'
import { FileSecretStore, type SecretStore } from './secret-store'
import { SyncService, type SyncServiceOptions } from './service'

export interface SyncedEngineOptions extends Omit<EngineOptions, 'attachSync'> {
  /**
   * How sync runs. The key is kept by `secrets`: the desktop app passes one backed by the OS
   * keychain (safeStorage); the default is a user-only file in the workspace.
   */
  sync?: Partial<Omit<SyncServiceOptions, 'secrets' | 'log'>> & { secrets?: SecretStore }
}

/** The engine as Folio runs it (desktop app, `folio serve`): with sync attached to its workspace. */
export function createSyncedEngine(options: SyncedEngineOptions): Promise<Engine> {
  const { sync, ...engineOptions } = options
  return createEngine({
    ...engineOptions,
    attachSync: (ctx) => new SyncService(ctx, { ...sync, secrets: sync?.secrets ?? new FileSecretStore(ctx.config.dataDir), log: options.log })
  })
}
